import type { Queryable } from '../../platform/db/connect.js';

/** A vendor row as the back office reads it, with its game counts. */
export interface OperatorVendorRow {
  code: string;
  display_name: string;
  game_types: string[];
  is_hot: boolean;
  sort: number;
  logo_url: string;
  enabled: boolean;
  maintenance: boolean;
  games: number;
  enabled_games: number;
}

export interface OperatorGameRow {
  node_id: string;
  vendor_code: string;
  game_type: string;
  game_classify: string;
  game_code: string;
  names: Record<string, string>;
  min_bet: number;
  image_url: string | null;
  is_hot: boolean;
  popularity: number;
  sort: number;
  enabled: boolean;
}

const VENDOR = (q: Queryable) => q`
  SELECT v.code, v.display_name, v.game_types, v.is_hot, v.sort, v.logo_url, v.enabled, v.maintenance,
    (SELECT count(*)::int FROM games g WHERE g.vendor_code = v.code) AS games,
    (SELECT count(*)::int FROM games g WHERE g.vendor_code = v.code AND g.enabled) AS enabled_games
  FROM vendors v`;

export function listAllVendors(q: Queryable): Promise<OperatorVendorRow[]> {
  return q<OperatorVendorRow[]>`${VENDOR(q)} ORDER BY v.sort, v.code`;
}

/** The vendor, locked for an update in the caller's transaction. */
export async function lockVendor(q: Queryable, code: string): Promise<OperatorVendorRow | null> {
  const [row] = await q<OperatorVendorRow[]>`${VENDOR(q)} WHERE v.code = ${code} FOR UPDATE OF v`;
  return row ?? null;
}

export async function updateVendor(
  q: Queryable,
  code: string,
  p: { enabled?: boolean; isHot?: boolean; sort?: number; logoUrl?: string; maintenance?: boolean },
): Promise<void> {
  await q`UPDATE vendors SET
      enabled = coalesce(${p.enabled ?? null}::boolean, enabled),
      is_hot = coalesce(${p.isHot ?? null}::boolean, is_hot),
      sort = coalesce(${p.sort ?? null}::int, sort),
      logo_url = coalesce(${p.logoUrl ?? null}::text, logo_url),
      maintenance = coalesce(${p.maintenance ?? null}::boolean, maintenance)
    WHERE code = ${code}`;
}

export interface OperatorGameFilter {
  vendor?: string;
  gameType?: string;
  /** Matched against the node id, the game code and the folded names (already folded, LIKE-escaped). */
  search?: string;
  enabled?: boolean;
  sort?: 'sort' | 'nodeId' | 'popularity' | 'vendor';
  dir: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const GAME = (q: Queryable) => q`
  SELECT node_id, vendor_code, game_type, game_classify, game_code, names, min_bet, image_url, is_hot, popularity,
         sort, enabled
  FROM games`;

export async function listGames(q: Queryable, f: OperatorGameFilter) {
  const like = f.search === undefined ? null : `%${f.search}%`;
  const where = q`
    (${f.vendor ?? null}::text IS NULL OR vendor_code = ${f.vendor ?? null})
    AND (${f.gameType ?? null}::text IS NULL OR game_type = ${f.gameType ?? null})
    AND (${f.enabled ?? null}::boolean IS NULL OR enabled = ${f.enabled ?? null})
    AND (${like}::text IS NULL OR search_text LIKE ${like} OR lower(node_id) LIKE ${like}
      OR lower(game_code) LIKE ${like})`;
  // Whitelisted columns only: the sort name never reaches the SQL text.
  const column = { sort: q`sort`, nodeId: q`node_id`, popularity: q`popularity`, vendor: q`vendor_code` }[
    f.sort ?? 'sort'
  ];
  const order = f.dir === 'desc' ? q`${column} DESC, node_id DESC` : q`${column} ASC, node_id ASC`;
  const rows = await q<OperatorGameRow[]>`${GAME(q)} WHERE ${where} ORDER BY ${order}
    LIMIT ${f.limit} OFFSET ${f.offset}`;
  const [count] = await q<{ n: number }[]>`SELECT count(*)::int AS n FROM games WHERE ${where}`;
  return { rows, total: count!.n };
}

export async function lockGame(q: Queryable, nodeId: string): Promise<OperatorGameRow | null> {
  const [row] = await q<OperatorGameRow[]>`${GAME(q)} WHERE node_id = ${nodeId} FOR UPDATE`;
  return row ?? null;
}

export async function updateGame(
  q: Queryable,
  nodeId: string,
  p: { enabled?: boolean; isHot?: boolean; sort?: number; imageUrl?: string | null },
): Promise<void> {
  await q`UPDATE games SET
      enabled = coalesce(${p.enabled ?? null}::boolean, enabled),
      is_hot = coalesce(${p.isHot ?? null}::boolean, is_hot),
      sort = coalesce(${p.sort ?? null}::int, sort),
      image_url = CASE WHEN ${p.imageUrl !== undefined} THEN ${p.imageUrl ?? null}::text ELSE image_url END
    WHERE node_id = ${nodeId}`;
}
