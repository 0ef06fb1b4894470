import type { Queryable } from '../../platform/db/connect.js';

/** Localised text as stored: {"vi": "…", "en": "…"}. */
export type I18nText = Record<string, string>;

export interface MerchantRow {
  code: string;
  name: string;
  site_name: string;
  logo_url: string;
  currency_symbol: string;
  default_language: string;
  languages: string[];
  logged_in_only_home: boolean;
  app_ios_url: string | null;
  app_android_url: string | null;
  copyright: string;
}

/** The merchant serving a host, or the default merchant when the host is unknown. */
export async function findMerchantForHost(db: Queryable, host: string): Promise<MerchantRow | null> {
  const rows = await db<MerchantRow[]>`
    SELECT m.code, m.name, m.site_name, m.logo_url, m.currency_symbol, m.default_language, m.languages,
           m.logged_in_only_home, m.app_ios_url, m.app_android_url, m.copyright
    FROM merchants m
    LEFT JOIN merchant_hosts h ON h.merchant_code = m.code AND h.host = ${host}
    WHERE h.host IS NOT NULL OR m.is_default
    ORDER BY (h.host IS NOT NULL) DESC
    LIMIT 1`;
  return rows[0] ?? null;
}

export interface DomainRow {
  domain_name: string;
  route: string;
  is_primary: boolean;
}

export async function listDomains(db: Queryable): Promise<DomainRow[]> {
  return db<DomainRow[]>`SELECT domain_name, route, is_primary FROM domains WHERE enabled
    ORDER BY is_primary DESC, sort, domain_name`;
}

export interface ResourceRow {
  resource_type: string;
  url: string;
  qr_code_url: string | null;
  label_name_en: string;
}

export async function listResources(db: Queryable): Promise<ResourceRow[]> {
  return db<ResourceRow[]>`SELECT resource_type, url, qr_code_url, label_name_en FROM site_resources
    WHERE enabled ORDER BY sort, id`;
}

export interface CsEntryRow {
  cs_type: number;
  cs_position: number;
  title: I18nText;
  url: string;
}

export async function listCsEntries(db: Queryable): Promise<CsEntryRow[]> {
  return db<CsEntryRow[]>`SELECT cs_type, cs_position, title, url FROM cs_entries WHERE enabled
    ORDER BY cs_position, id`;
}
