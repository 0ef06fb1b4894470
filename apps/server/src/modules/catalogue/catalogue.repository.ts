import type { Queryable } from '../../platform/db/connect.js';

/** Localised text as stored: {"vi": "…", "en": "…"}. */
export type I18nText = Record<string, string>;

export interface MenuRow {
  game_type: string;
  parent_type: string | null;
  route: string;
  names: I18nText;
  sort: number;
}

export interface CatalogueVendorRow {
  code: string;
  display_name: string;
  names: I18nText | null;
  game_types: string[];
  is_hot: boolean;
  logo_url: string;
  sort: number;
  account_type_id: number;
  account_type_name: string | null;
  wallet_model: 'seamless' | 'transfer';
  allows_trial: boolean;
}

/** Enabled games per vendor, category and classification: what vendor cards and filters show. */
export interface GameCountRow {
  vendor_code: string;
  game_type: string;
  game_classify: string;
  games: number;
}

/** A game row with its name in one language already picked (falls back to Vietnamese). */
export interface GameRow {
  node_id: string;
  vendor_code: string;
  vendor_name: string;
  game_type: string;
  game_classify: string;
  game_code: string;
  name: string;
  min_bet: number;
  min_line_num: number;
  image_url: string | null;
  is_hot: boolean;
  is_game: 'GAME' | 'VASSALAGE';
}

export async function listMenus(db: Queryable): Promise<MenuRow[]> {
  return db<MenuRow[]>`SELECT game_type, parent_type, route, names, sort FROM game_menus WHERE enabled
    ORDER BY sort, game_type`;
}

export async function listVendors(db: Queryable): Promise<CatalogueVendorRow[]> {
  return db<CatalogueVendorRow[]>`
    SELECT code, display_name, names, game_types, is_hot, logo_url, sort, account_type_id, account_type_name,
           wallet_model, allows_trial
    FROM vendors WHERE enabled ORDER BY sort, code`;
}

export async function countGames(db: Queryable): Promise<GameCountRow[]> {
  return db<GameCountRow[]>`
    SELECT vendor_code, game_type, game_classify, count(*)::int AS games FROM games WHERE enabled
    GROUP BY vendor_code, game_type, game_classify`;
}

export interface GameFilter {
  lang: string;
  gameType?: string;
  vendor?: string;
  classify?: string;
  /** Already folded (lower case, no diacritics) and LIKE-escaped. */
  search?: string;
  minBet?: number;
  minLineNum?: number;
  hotOnly?: boolean;
  limit: number;
  offset: number;
}

function whereGames(db: Queryable, f: GameFilter) {
  return db`WHERE g.enabled
      ${f.gameType ? db`AND g.game_type = ${f.gameType}` : db``}
      ${f.vendor ? db`AND g.vendor_code = ${f.vendor}` : db``}
      ${f.classify ? db`AND g.game_classify = ${f.classify}` : db``}
      ${f.search ? db`AND g.search_text LIKE ${`%${f.search}%`}` : db``}
      ${f.minBet !== undefined ? db`AND g.min_bet = ${f.minBet}` : db``}
      ${f.minLineNum !== undefined ? db`AND g.min_line_num = ${f.minLineNum}` : db``}
      ${f.hotOnly ? db`AND g.is_hot` : db``}`;
}

/**
 * One page of enabled games of enabled vendors, with the total count in the same query (a window
 * count: one round trip per lobby page). Order: the catalogue's sort, or popularity for hot lists.
 */
export async function listGames(db: Queryable, f: GameFilter): Promise<{ rows: GameRow[]; total: number }> {
  const rows = await db<(GameRow & { total: number })[]>`
    SELECT g.node_id, g.vendor_code, coalesce(v.names ->> ${f.lang}, v.display_name) AS vendor_name, g.game_type,
           g.game_classify, g.game_code, coalesce(g.names ->> ${f.lang}, g.names ->> 'vi') AS name, g.min_bet,
           g.min_line_num, g.image_url, g.is_hot, g.is_game, count(*) OVER ()::int AS total
    FROM games g JOIN vendors v ON v.code = g.vendor_code AND v.enabled
    ${whereGames(db, f)}
    ORDER BY ${f.hotOnly ? db`g.popularity DESC,` : db``} g.sort, g.node_id
    LIMIT ${f.limit} OFFSET ${f.offset}`;
  if (rows.length > 0 || f.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  // A page past the end has no row to carry the window count: count once to report the real total.
  const [c] = await db<{ total: number }[]>`
    SELECT count(*)::int AS total FROM games g JOIN vendors v ON v.code = g.vendor_code AND v.enabled
    ${whereGames(db, f)}`;
  return { rows: [], total: c?.total ?? 0 };
}

/** The most played enabled games, optionally of one category. */
export async function listPopular(db: Queryable, p: { lang: string; gameType?: string; count: number }) {
  return db<GameRow[]>`
    SELECT g.node_id, g.vendor_code, coalesce(v.names ->> ${p.lang}, v.display_name) AS vendor_name, g.game_type,
           g.game_classify, g.game_code, coalesce(g.names ->> ${p.lang}, g.names ->> 'vi') AS name, g.min_bet,
           g.min_line_num, g.image_url, g.is_hot, g.is_game
    FROM games g JOIN vendors v ON v.code = g.vendor_code AND v.enabled
    WHERE g.enabled ${p.gameType ? db`AND g.game_type = ${p.gameType}` : db``}
    ORDER BY g.popularity DESC, g.sort, g.node_id LIMIT ${p.count}`;
}

/** A game and its vendor by node id, enabled or not (callers decide what disabled means). */
export interface GameDetailRow {
  node_id: string;
  vendor_code: string;
  game_type: string;
  game_classify: string;
  game_code: string;
  names: I18nText;
  min_bet: number;
  min_line_num: number;
  is_game: 'GAME' | 'VASSALAGE';
  default_play_type: string | null;
  game_enabled: boolean;
  vendor_enabled: boolean;
  /** The vendor is under maintenance (back office): its games do not launch. */
  vendor_maintenance: boolean;
  account_type_id: number;
  account_type_name: string | null;
  wallet_model: 'seamless' | 'transfer';
  allows_trial: boolean;
}

export async function findGame(db: Queryable, nodeId: string): Promise<GameDetailRow | null> {
  const [row] = await db<GameDetailRow[]>`
    SELECT g.node_id, g.vendor_code, g.game_type, g.game_classify, g.game_code, g.names, g.min_bet, g.min_line_num,
           g.is_game, g.default_play_type, g.enabled AS game_enabled, v.enabled AS vendor_enabled,
           v.maintenance AS vendor_maintenance,
           v.account_type_id, v.account_type_name, v.wallet_model, v.allows_trial
    FROM games g JOIN vendors v ON v.code = g.vendor_code WHERE g.node_id = ${nodeId}`;
  return row ?? null;
}

/** A vendor's games by the vendor's own game codes (enabled or not), with the vendor's categories. */
export async function findGamesByCode(db: Queryable, vendor: string, codes: readonly string[]) {
  const [games, [v]] = await Promise.all([
    codes.length === 0
      ? Promise.resolve([])
      : db<{ node_id: string; game_code: string; game_type: string }[]>`
          SELECT node_id, game_code, game_type FROM games
          WHERE vendor_code = ${vendor} AND game_code = ANY(${codes as string[]})`,
    db<{ game_types: string[] }[]>`SELECT game_types FROM vendors WHERE code = ${vendor}`,
  ]);
  return { games, vendorTypes: v?.game_types ?? [] };
}
