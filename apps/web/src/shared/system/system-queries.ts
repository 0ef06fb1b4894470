import { contentContract, systemContract } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../api/client';
import { sessionCached } from '../api/session-cache';
import type { SupportedLanguage } from '../i18n/languages';
import { SETTINGS_STALE_MS, STATUS_RECHECK_MS, systemKeys } from './system-keys';

/** System status; re-checked every 30 s while the site is not in normal operation. */
export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: systemKeys.status,
    queryFn: ({ signal }) => request(systemContract.status, { signal }),
    staleTime: 15_000,
    refetchInterval: (q) => (q.state.data && q.state.data.status !== 0 ? STATUS_RECHECK_MS : false),
    refetchIntervalInBackground: false,
    retry: 2,
  });

/** Per-host start-up configuration (spec: "permission / initial config", sends the current host). */
export const initialConfigQueryOptions = (host: string) =>
  queryOptions({
    queryKey: systemKeys.initialConfig(host),
    ...sessionCached(`initialConfig:${host}`, (signal) =>
      request(systemContract.initialConfig, { query: { url: host }, signal }),
    ),
    staleTime: SETTINGS_STALE_MS,
  });

/** Routers/domain list for device 0 (web) or 3; cached in sessionStorage (spec §9). */
export const routersQueryOptions = (language: SupportedLanguage, device: 0 | 3 = 0) =>
  queryOptions({
    queryKey: systemKeys.routers(device, language),
    ...sessionCached(`routers:${device}:${language}`, (signal) =>
      request(systemContract.routers, { query: { device }, signal }),
    ),
    staleTime: SETTINGS_STALE_MS,
  });

export const whitelabelQueryOptions = (language: SupportedLanguage) =>
  queryOptions({
    queryKey: systemKeys.whitelabel(language),
    ...sessionCached(`whitelabel:${language}`, (signal) => request(systemContract.whitelabel, { signal })),
    staleTime: SETTINGS_STALE_MS,
  });

export const registerSettingsQueryOptions = (language: SupportedLanguage) =>
  queryOptions({
    queryKey: systemKeys.registerSettings(language),
    ...sessionCached(`registerSettings:${language}`, (signal) => request(systemContract.registerSettings, { signal })),
    staleTime: SETTINGS_STALE_MS,
  });

export const consolidatedSettingsQueryOptions = (language: SupportedLanguage) =>
  queryOptions({
    queryKey: systemKeys.consolidatedSettings(language),
    ...sessionCached(`consolidatedSettings:${language}`, (signal) =>
      request(systemContract.consolidatedSettings, { signal }),
    ),
    staleTime: SETTINGS_STALE_MS,
  });

export const helpCenterQueryOptions = (language: SupportedLanguage) =>
  queryOptions({
    queryKey: systemKeys.helpCenter(language),
    queryFn: ({ signal }) => request(systemContract.helpCenter, { query: { language }, signal }),
    staleTime: SETTINGS_STALE_MS,
  });

export const customerServiceConfigQueryOptions = (language: SupportedLanguage) =>
  queryOptions({
    queryKey: systemKeys.customerService(language),
    queryFn: ({ signal }) => request(contentContract.customerService, { signal }),
    staleTime: SETTINGS_STALE_MS,
  });
