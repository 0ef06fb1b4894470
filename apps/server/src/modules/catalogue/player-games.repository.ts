import type { Queryable } from '../../platform/db/connect.js';
import type { GameRow } from './catalogue.repository.js';

// Favourites and recent games: the per-member side of the catalogue.

const GAME_COLUMNS = (db: Queryable, lang: string) => db`
  g.node_id, g.vendor_code, coalesce(v.names ->> ${lang}, v.display_name) AS vendor_name, g.game_type,
  g.game_classify, g.game_code, coalesce(g.names ->> ${lang}, g.names ->> 'vi') AS name, g.min_bet,
  g.min_line_num, g.image_url, g.is_hot, g.is_game`;

export async function favouriteIds(db: Queryable, memberId: number): Promise<string[]> {
  const rows = await db<{ node_id: string }[]>`
    SELECT node_id FROM game_favourites WHERE member_id = ${memberId} ORDER BY created_at DESC, node_id`;
  return rows.map((r) => r.node_id);
}

/** Adds a favourite; adding one already there changes nothing. */
export async function addFavourite(db: Queryable, p: { memberId: number; nodeId: string; at: Date }): Promise<void> {
  await db`INSERT INTO game_favourites (member_id, node_id, created_at) VALUES (${p.memberId}, ${p.nodeId}, ${p.at})
    ON CONFLICT (member_id, node_id) DO NOTHING`;
}

export async function removeFavourite(db: Queryable, p: { memberId: number; nodeId: string }): Promise<void> {
  await db`DELETE FROM game_favourites WHERE member_id = ${p.memberId} AND node_id = ${p.nodeId}`;
}

export interface MemberGamesQuery {
  memberId: number;
  lang: string;
  gameType?: string;
  vendor?: string;
  limit: number;
  offset: number;
}

/**
 * The member's rows of `list` (game_favourites f or game_recent r) whose game is enabled at an enabled
 * vendor, with the query's filters: what the page and its count both read.
 */
function playableOf(db: Queryable, list: 'f' | 'r', q: MemberGamesQuery) {
  return db`JOIN games g ON g.node_id = ${db(list)}.node_id AND g.enabled
    JOIN vendors v ON v.code = g.vendor_code AND v.enabled
    WHERE ${db(list)}.member_id = ${q.memberId}
      ${q.gameType ? db`AND g.game_type = ${q.gameType}` : db``}
      ${q.vendor ? db`AND g.vendor_code = ${q.vendor}` : db``}`;
}

/** Favourite games (enabled, of enabled vendors), newest first, with the total. */
export async function listFavourites(db: Queryable, q: MemberGamesQuery) {
  const rows = await db<(GameRow & { total: number })[]>`
    SELECT ${GAME_COLUMNS(db, q.lang)}, count(*) OVER ()::int AS total
    FROM game_favourites f ${playableOf(db, 'f', q)}
    ORDER BY f.created_at DESC, g.node_id LIMIT ${q.limit} OFFSET ${q.offset}`;
  return { rows, total: rows[0]?.total ?? (q.offset === 0 ? 0 : await countOf(db, 'f', q)) };
}

/** Recently launched games, newest first, with the total. */
export async function listRecent(db: Queryable, q: MemberGamesQuery) {
  const rows = await db<(GameRow & { total: number; last_played_at: Date })[]>`
    SELECT ${GAME_COLUMNS(db, q.lang)}, r.last_played_at, count(*) OVER ()::int AS total
    FROM game_recent r ${playableOf(db, 'r', q)}
    ORDER BY r.last_played_at DESC, g.node_id LIMIT ${q.limit} OFFSET ${q.offset}`;
  return { rows, total: rows[0]?.total ?? (q.offset === 0 ? 0 : await countOf(db, 'r', q)) };
}

/** The total alone, for a page past the end (its window count has no row to ride on). */
async function countOf(db: Queryable, list: 'f' | 'r', q: MemberGamesQuery): Promise<number> {
  const from = list === 'f' ? db`game_favourites f` : db`game_recent r`;
  const [c] = await db<{ n: number }[]>`SELECT count(*)::int AS n FROM ${from} ${playableOf(db, list, q)}`;
  return c?.n ?? 0;
}

/** Notes a launch: the game moves to the top of the member's recent list and gains popularity. */
export async function touchRecent(db: Queryable, p: { memberId: number; nodeId: string; at: Date }): Promise<void> {
  await db`INSERT INTO game_recent (member_id, node_id, last_played_at) VALUES (${p.memberId}, ${p.nodeId}, ${p.at})
    ON CONFLICT (member_id, node_id) DO UPDATE
    SET last_played_at = greatest(game_recent.last_played_at, excluded.last_played_at),
        play_count = game_recent.play_count + 1`;
  await db`UPDATE games SET popularity = popularity + 1 WHERE node_id = ${p.nodeId}`;
}
