import type { Queryable } from '../../platform/db/connect.js';

/** Localised text as stored: {"vi": "…", "en": "…"}. */
export type I18nText = Record<string, string>;

export interface BannerRow {
  id: number;
  group_name: string;
  image_url: I18nText;
  title: I18nText;
  linkage_type: string;
  linkage_target: string | null;
}

/** Enabled banners whose window contains `now`, in display order. */
export async function listActiveBanners(db: Queryable, now: Date): Promise<BannerRow[]> {
  return db<BannerRow[]>`
    SELECT id, group_name, image_url, title, linkage_type, linkage_target FROM banners
    WHERE enabled AND start_time <= ${now} AND (end_time IS NULL OR end_time > ${now})
    ORDER BY group_name, sort, id`;
}

export interface NoticeRow {
  id: number;
  type: string;
  title: I18nText;
  content: I18nText;
  image_url: I18nText | null;
  start_time: Date;
  end_time: Date | null;
}

/** Enabled notices of the given types and platform whose window contains `now`, in display order. */
export async function listActiveNotices(
  db: Queryable,
  p: { types: string[]; platform: string; now: Date },
): Promise<NoticeRow[]> {
  if (p.types.length === 0) return [];
  return db<NoticeRow[]>`
    SELECT id, type, title, content, image_url, start_time, end_time FROM notices
    WHERE enabled AND type = ANY(${p.types}) AND platform = ${p.platform}
      AND start_time <= ${p.now} AND (end_time IS NULL OR end_time > ${p.now})
    ORDER BY sort, start_time DESC, id`;
}

export interface VendorRow {
  code: string;
  display_name: string;
  game_types: string[];
  is_hot: boolean;
  logo_url: string;
  names: I18nText | null;
}

export async function listEnabledVendors(db: Queryable): Promise<VendorRow[]> {
  return db<VendorRow[]>`SELECT code, display_name, game_types, is_hot, logo_url, names FROM vendors
    WHERE enabled ORDER BY sort, code`;
}

export interface LicenceRow {
  code: string;
  name: I18nText;
  logo_url: string;
}

export async function listEnabledLicences(db: Queryable): Promise<LicenceRow[]> {
  return db<LicenceRow[]>`SELECT code, name, logo_url FROM licences WHERE enabled ORDER BY sort, code`;
}
