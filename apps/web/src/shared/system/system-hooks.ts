import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resolveLanguage, type SupportedLanguage } from '../i18n/languages';
import {
  consolidatedSettingsQueryOptions,
  customerServiceConfigQueryOptions,
  helpCenterQueryOptions,
  initialConfigQueryOptions,
  registerSettingsQueryOptions,
  routersQueryOptions,
  systemStatusQueryOptions,
  whitelabelQueryOptions,
} from './system-queries';

/** The language the queries are keyed by (follows i18next, so a switch refetches). */
export function useQueryLanguage(): SupportedLanguage {
  const { i18n } = useTranslation();
  return resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/** Host sent to the initial-config call. */
export function currentHost(): string {
  return typeof window === 'undefined' ? 'localhost' : window.location.host;
}

export const useSystemStatus = () => useQuery(systemStatusQueryOptions());
export const useInitialConfig = () => useQuery(initialConfigQueryOptions(currentHost()));
export const useRouters = (device: 0 | 3 = 0) => useQuery(routersQueryOptions(useQueryLanguage(), device));
export const useWhitelabel = () => useQuery(whitelabelQueryOptions(useQueryLanguage()));
export const useRegisterSettings = () => useQuery(registerSettingsQueryOptions(useQueryLanguage()));
export const useConsolidatedSettings = () => useQuery(consolidatedSettingsQueryOptions(useQueryLanguage()));
export const useHelpCenter = () => useQuery(helpCenterQueryOptions(useQueryLanguage()));
export const useCustomerServiceConfig = () => useQuery(customerServiceConfigQueryOptions(useQueryLanguage()));
