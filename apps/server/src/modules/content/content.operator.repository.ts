import type postgres from 'postgres';
import type { Queryable } from '../../platform/db/connect.js';
import type { I18nText } from './content.repository.js';

/** A banner's editable columns (every column but the id and the seed key). */
export interface BannerValues {
  group_name: string;
  title: I18nText;
  image_url: I18nText;
  linkage_type: string;
  linkage_target: string | null;
  sort: number;
  enabled: boolean;
  start_time: Date;
  end_time: Date | null;
}

/** A banner row as the back office edits it. */
export interface OperatorBannerRow extends BannerValues {
  id: number;
}

/** One group's banners, any state, in display order. */
export function listGroupBanners(db: Queryable, group: string): Promise<OperatorBannerRow[]> {
  return db<OperatorBannerRow[]>`SELECT id, group_name, title, image_url, linkage_type, linkage_target, sort, enabled,
      start_time, end_time FROM banners WHERE group_name = ${group} ORDER BY sort, id`;
}

/** A banner locked for change, or undefined. */
export async function lockBanner(tx: Queryable, id: number): Promise<OperatorBannerRow | undefined> {
  const [row] = await tx<OperatorBannerRow[]>`SELECT id, group_name, title, image_url, linkage_type, linkage_target,
      sort, enabled, start_time, end_time FROM banners WHERE id = ${id} FOR UPDATE`;
  return row;
}

export async function insertBanner(tx: Queryable, v: BannerValues): Promise<OperatorBannerRow> {
  const [row] = await tx<OperatorBannerRow[]>`INSERT INTO banners ${tx(toSql(tx, v))}
    RETURNING id, group_name, title, image_url, linkage_type, linkage_target, sort, enabled, start_time, end_time`;
  return row!;
}

export async function updateBanner(tx: Queryable, id: number, v: BannerValues): Promise<OperatorBannerRow> {
  const [row] = await tx<OperatorBannerRow[]>`UPDATE banners SET ${tx(toSql(tx, v))} WHERE id = ${id}
    RETURNING id, group_name, title, image_url, linkage_type, linkage_target, sort, enabled, start_time, end_time`;
  return row!;
}

export async function deleteBanner(tx: Queryable, id: number): Promise<void> {
  await tx`DELETE FROM banners WHERE id = ${id}`;
}

/** Sets each id's sort to its position (10, 20, …: room to insert one by hand later). */
export async function setBannerOrder(tx: Queryable, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const sorts = ids.map((_, i) => (i + 1) * 10);
  await tx`UPDATE banners b SET sort = o.sort
    FROM unnest(${ids}::int[], ${sorts}::int[]) AS o(id, sort) WHERE b.id = o.id`;
}

/** A notice row as the back office edits it. */
export interface OperatorNoticeRow {
  id: number;
  type: string;
  title: I18nText;
  content: I18nText;
  image_url: I18nText | null;
  sort: number;
  enabled: boolean;
  start_time: Date;
  end_time: Date | null;
}

export interface NoticeValues {
  type: string;
  title: I18nText;
  content: I18nText;
  image_url: I18nText | null;
  sort: number;
  enabled: boolean;
  start_time: Date;
  end_time: Date | null;
}

const NOTICE_SELECT = 'id, type, title, content, image_url, sort, enabled, start_time, end_time';

/** The site's notices of one type on the web platform, any state, in the order the site shows them. */
export function listTypeNotices(db: Queryable, type: string): Promise<OperatorNoticeRow[]> {
  return db<OperatorNoticeRow[]>`SELECT ${db.unsafe(NOTICE_SELECT)} FROM notices
    WHERE type = ${type} AND platform = 'W' ORDER BY sort, start_time DESC, id`;
}

export async function lockNotice(tx: Queryable, id: number): Promise<OperatorNoticeRow | undefined> {
  const [row] = await tx<OperatorNoticeRow[]>`SELECT ${tx.unsafe(NOTICE_SELECT)} FROM notices
    WHERE id = ${id} AND platform = 'W' FOR UPDATE`;
  return row;
}

export async function insertNotice(tx: Queryable, v: NoticeValues): Promise<OperatorNoticeRow> {
  const [row] = await tx<OperatorNoticeRow[]>`INSERT INTO notices ${tx(toSql(tx, v))}
    RETURNING ${tx.unsafe(NOTICE_SELECT)}`;
  return row!;
}

export async function updateNotice(tx: Queryable, id: number, v: NoticeValues): Promise<OperatorNoticeRow> {
  const [row] = await tx<OperatorNoticeRow[]>`UPDATE notices SET ${tx(toSql(tx, v))} WHERE id = ${id}
    RETURNING ${tx.unsafe(NOTICE_SELECT)}`;
  return row!;
}

export async function deleteNotice(tx: Queryable, id: number): Promise<void> {
  await tx`DELETE FROM notices WHERE id = ${id}`;
}

/** The jsonb columns as JSON parameters (postgres.js would otherwise send an object as text). */
function toSql<T extends object>(q: Queryable, v: T): Record<string, postgres.ParameterOrJSON<never>> {
  const out: Record<string, postgres.ParameterOrJSON<never>> = {};
  for (const [k, value] of Object.entries(v)) {
    out[k] =
      value !== null && typeof value === 'object' && !(value instanceof Date)
        ? q.json(value as never)
        : (value as never);
  }
  return out;
}
