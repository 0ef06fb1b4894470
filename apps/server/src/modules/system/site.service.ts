import { CsTypes, encryptCsPath, type InitialConfig, type LanguageCode, type Routers } from '@app/contracts';
import type { Db } from '../../platform/db/connect.js';
import { listHelpArticles } from './help.repository.js';
import type { SettingsService } from './settings.service.js';
import { findMerchantForHost, listCsEntries, listDomains, listResources } from './site.repository.js';
import { toCsEntry, toHelpCenter, toInitialConfig, toResource } from './system.mappers.js';
import type { SystemService } from './system.service.js';

/** Used when no merchant row exists at all (a database without the demo seed). */
const FALLBACK_CONFIG: InitialConfig = {
  merchant: 'VN88 Club',
  merchantCode: 'vn88',
  siteName: 'VN88 Club',
  logoUrl: '/media/art/logo/vn88-club.svg',
  currencySymbol: 'P',
  defaultLanguage: 'vi',
  languages: ['vi', 'en'],
  loggedInOnlyHome: false,
  appDownload: { ios: null, android: null },
  copyright: '© VN88 Club. All rights reserved.',
};

/** Host part of a URL or bare host ("https://Www.Example.vn:8443/x" → "www.example.vn"). */
export function normaliseHost(url: string): string {
  const trimmed = url.trim().toLowerCase();
  try {
    return new URL(trimmed.includes('://') ? trimmed : `http://${trimmed}`).hostname;
  } catch {
    return trimmed;
  }
}

/** Site configuration: whitelabel tree, settings, per-host config, routers, customer service, help. */
export function createSiteService(deps: { db: Db } & { settings: SettingsService; system: SystemService }) {
  const { db, settings, system } = deps;

  async function initialConfig(url: string): Promise<InitialConfig> {
    const merchant = await findMerchantForHost(db, normaliseHost(url));
    return merchant ? toInitialConfig(merchant) : FALLBACK_CONFIG;
  }

  /** Customer-service entries; the live-chat (type 3) path is encrypted afresh on every call. */
  async function customerService(lang: LanguageCode): Promise<Routers['customerService']> {
    const rows = await listCsEntries(db);
    return Promise.all(
      rows.map(async (r) => toCsEntry(r, lang, r.cs_type === CsTypes.LIVE_CHAT ? await encryptCsPath(r.url) : r.url)),
    );
  }

  /** A stable text describing the configured entries (before encryption), for cache versions. */
  async function customerServiceFingerprint(): Promise<string> {
    return JSON.stringify(await listCsEntries(db));
  }

  async function routers(ip: string, lang: LanguageCode): Promise<Routers> {
    const [domains, resources, cs, extras, live] = await Promise.all([
      listDomains(db),
      listResources(db),
      customerService(lang),
      settings.get('routers'),
      system.status(ip),
    ]);
    const primary = domains.find((d) => d.is_primary) ?? domains[0];
    return {
      // Speed starts at 0: the browser measures each domain and sorts (spec §3).
      domainList: domains.map((d) => ({ domainName: d.domain_name, speed: 0 })),
      resources: resources.map(toResource),
      customerService: cs,
      analytics: { gtagId: extras.gtagId },
      domainRoute: primary ? primary.domain_name : null,
      imageCDNs: extras.imageCDNs,
      launchGameCDNs: extras.launchGameCDNs,
      location: { ip },
      maintenance: live.status === 1,
      regionRestriction: live.status === 2,
    };
  }

  async function domainRoute() {
    const domains = await listDomains(db);
    return { routes: domains.map((d) => ({ domainName: d.domain_name, route: d.route, primary: d.is_primary })) };
  }

  async function helpCenter(lang: LanguageCode) {
    return toHelpCenter(await listHelpArticles(db), lang);
  }

  return {
    whitelabel: () => settings.get('whitelabel'),
    registerSettings: () => settings.get('register'),
    consolidatedSettings: () => settings.get('consolidated'),
    initialConfig,
    customerService,
    customerServiceFingerprint,
    routers,
    domainRoute,
    helpCenter,
  };
}
export type SiteService = ReturnType<typeof createSiteService>;
