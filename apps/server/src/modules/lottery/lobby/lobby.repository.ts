import type { LotteryResult } from '@app/games';
import type { Queryable } from '../../../platform/db/connect.js';
import type { DrawnDraw, LobbyGame, OpenDraw } from './lobby.items.js';

/**
 * Read-only queries of the lottery lobby on the core's tables (lottery_games, round_games, lottery_odds,
 * rounds) and the results module's lottery_draw_results (to say which results are demo ones).
 */

interface GameRow {
  game: string;
  kind: 'vn' | 'fast';
  area: 'north' | 'central' | 'south';
  layout: 'north' | 'south';
  name_vi: string;
  name_en: string;
  stations: Record<string, string> | null;
  prize_modes: string[];
  default_mode: string;
  sort: number;
  interval_seconds: number;
  lock_seconds: number;
  schedule: { kind: string; time?: string; weekdays?: number[]; timeZone?: string };
  result_source: 'seed' | 'external';
  min_stake: number;
}

/** The enabled lottery games in display order, with the kinds of each operator-edited odds table. */
export async function loadGames(db: Queryable): Promise<(LobbyGame & { minStake: number })[]> {
  const [rows, odds] = await Promise.all([
    db<GameRow[]>`
      SELECT lg.game, lg.kind, lg.area, lg.layout, lg.name_vi, lg.name_en, lg.stations, lg.prize_modes,
             lg.default_mode, lg.sort, rg.interval_seconds, rg.lock_seconds, rg.schedule, rg.result_source,
             rg.min_stake
      FROM lottery_games lg JOIN round_games rg USING (game)
      WHERE rg.enabled
      ORDER BY lg.sort, lg.game`,
    db<{ game: string; prize_mode: string; kinds: string[] }[]>`
      SELECT game, prize_mode, ARRAY(SELECT jsonb_object_keys(odds)) AS kinds FROM lottery_odds`,
  ]);
  const kindsOf = new Map<string, Record<string, string[]>>();
  for (const o of odds) {
    const m = kindsOf.get(o.game) ?? {};
    m[o.prize_mode] = o.kinds;
    kindsOf.set(o.game, m);
  }
  return rows.map((r) => ({
    game: r.game,
    kind: r.kind,
    area: r.area,
    layout: r.layout,
    nameVi: r.name_vi,
    nameEn: r.name_en,
    stations: r.stations,
    prizeModes: r.prize_modes,
    defaultMode: r.default_mode,
    sort: r.sort,
    intervalSeconds: r.interval_seconds,
    lockSeconds: r.lock_seconds,
    weekly:
      r.schedule.kind === 'weekly'
        ? {
            time: r.schedule.time ?? '',
            weekdays: r.schedule.weekdays ?? [],
            timeZone: r.schedule.timeZone ?? 'Asia/Ho_Chi_Minh',
          }
        : null,
    resultSource: r.result_source,
    oddsKinds: kindsOf.get(r.game) ?? {},
    minStake: r.min_stake,
  }));
}

/**
 * Each game's draw taking bets, else its next scheduled one: the earliest not yet drawn. Scheduled and open
 * rounds are few (the partial index on unfinished rounds holds them).
 */
export async function loadOpenDraws(db: Queryable, games: readonly string[], now: Date): Promise<OpenDraw[]> {
  if (games.length === 0) return [];
  const rows = await db<{ id: number; game: string; seq: number; state: string; closes_at: Date; draws_at: Date }[]>`
    SELECT DISTINCT ON (game) id, game, seq, state, closes_at, draws_at
    FROM rounds
    WHERE state IN ('scheduled', 'open') AND game = ANY(${games as string[]}) AND draws_at > ${now}
    ORDER BY game, draws_at, id`;
  return rows.map((r) => ({
    id: r.id,
    game: r.game,
    seq: r.seq,
    state: r.state,
    closesAt: r.closes_at,
    drawsAt: r.draws_at,
  }));
}

/*
 * A draw's shown result: its own once drawn; for a draw voided by void-and-redraw (results module), the
 * correct result the operator kept beside it (rounds.result stays the wrong, immutable one), marked
 * `corrected`. Demo only when the demo generator's result is the one shown.
 */
const SHOWN = `CASE WHEN r.state = 'voided' THEN d.corrected_result ELSE r.result END AS result,
  (r.state = 'voided') AS corrected,
  (r.state <> 'voided' AND coalesce(d.published_source = 'demo', false)) AS demo`;
const HAS_RESULT = `(r.state IN ('drawn', 'settled') OR (r.state = 'voided' AND d.corrected_result IS NOT NULL))`;

interface DrawnRow {
  id: number;
  game: string;
  seq: number;
  draws_at: Date;
  drawn_at: Date | null;
  result: LotteryResult;
  demo: boolean;
  corrected: boolean;
}
const toDrawn = (r: DrawnRow): DrawnDraw => ({
  id: r.id,
  game: r.game,
  seq: r.seq,
  drawsAt: r.draws_at,
  drawnAt: r.drawn_at,
  result: r.result,
  demo: r.demo,
  corrected: r.corrected,
});

/** Each game's newest drawn draw (walks rounds_game_idx back from the newest round of each game). */
export async function loadLastDrawn(db: Queryable, games: readonly string[]): Promise<DrawnDraw[]> {
  if (games.length === 0) return [];
  const rows = await db<DrawnRow[]>`
    SELECT x.* FROM unnest(${games as string[]}::text[]) AS g(game)
    CROSS JOIN LATERAL (
      SELECT r.id, r.game, r.seq, r.draws_at, r.drawn_at, ${db.unsafe(SHOWN)}
      FROM rounds r LEFT JOIN lottery_draw_results d ON d.round_id = r.id
      WHERE r.game = g.game AND ${db.unsafe(HAS_RESULT)}
      ORDER BY r.seq DESC LIMIT 1
    ) x`;
  return rows.map(toDrawn);
}

/** A game's newest drawn results, newest first (statistics). */
export async function loadDrawnResults(db: Queryable, game: string, limit: number): Promise<DrawnDraw[]> {
  const rows = await db<DrawnRow[]>`
    SELECT r.id, r.game, r.seq, r.draws_at, r.drawn_at, ${db.unsafe(SHOWN)}
    FROM rounds r LEFT JOIN lottery_draw_results d ON d.round_id = r.id
    WHERE r.game = ${game} AND ${db.unsafe(HAS_RESULT)}
    ORDER BY r.seq DESC LIMIT ${limit}`;
  return rows.map(toDrawn);
}

/** Stakes per game on draws of the last days (popular lotteries): the rounds' running totals. */
export async function stakedSince(db: Queryable, games: readonly string[], since: Date): Promise<Map<string, number>> {
  if (games.length === 0) return new Map();
  const rows = await db<{ game: string; staked: number }[]>`
    SELECT game, sum(staked)::bigint AS staked FROM rounds
    WHERE game = ANY(${games as string[]}) AND draws_at >= ${since} AND state <> 'voided'
    GROUP BY game`;
  return new Map(rows.map((r) => [r.game, r.staked]));
}

/** The lottery games a member bet on, the most recent first. */
export async function recentGamesOf(
  db: Queryable,
  memberId: number,
  games: readonly string[],
  limit: number,
): Promise<string[]> {
  if (games.length === 0) return [];
  const rows = await db<{ game: string }[]>`
    SELECT r.game FROM round_bets b JOIN rounds r ON r.id = b.round_id
    WHERE b.member_id = ${memberId} AND r.game = ANY(${games as string[]})
    GROUP BY r.game ORDER BY max(b.id) DESC LIMIT ${limit}`;
  return rows.map((r) => r.game);
}

export interface HistoryRow {
  id: number;
  game: string;
  seq: number;
  state: string;
  closes_at: Date;
  draws_at: Date;
  drawn_at: Date | null;
  result: LotteryResult | null;
  demo: boolean;
  corrected: boolean;
  server_seed_hash: string;
  server_seed: string;
  client_seed: string;
  nonce: number;
}

/**
 * Drawn draws of some games, newest draw time first, optionally within [from, to) and before a draw (the
 * page cursor: (draws_at, id) below that draw's). Asks for one more than `limit` to know if more follow.
 */
export async function loadHistory(
  db: Queryable,
  q: { games: readonly string[]; from?: Date; to?: Date; before?: number; limit: number },
): Promise<HistoryRow[]> {
  if (q.games.length === 0) return [];
  return db<HistoryRow[]>`
    SELECT r.id, r.game, r.seq, r.state, r.closes_at, r.draws_at, r.drawn_at, ${db.unsafe(SHOWN)},
           r.server_seed_hash, r.server_seed, r.client_seed, r.nonce
    FROM rounds r LEFT JOIN lottery_draw_results d ON d.round_id = r.id
    WHERE r.game = ANY(${q.games as string[]}) AND ${db.unsafe(HAS_RESULT)}
      ${q.from ? db`AND r.draws_at >= ${q.from}` : db``}
      ${q.to ? db`AND r.draws_at < ${q.to}` : db``}
      ${q.before ? db`AND (r.draws_at, r.id) < (SELECT draws_at, id FROM rounds WHERE id = ${q.before})` : db``}
    ORDER BY r.draws_at DESC, r.id DESC
    LIMIT ${q.limit + 1}`;
}

/** One round of any lottery game by id (null when absent or not a lottery game's). */
export async function loadDraw(db: Queryable, id: number): Promise<HistoryRow | null> {
  const [row] = await db<HistoryRow[]>`
    SELECT r.id, r.game, r.seq, r.state, r.closes_at, r.draws_at, r.drawn_at, ${db.unsafe(SHOWN)},
           r.server_seed_hash, r.server_seed, r.client_seed, r.nonce
    FROM rounds r JOIN lottery_games lg ON lg.game = r.game
    LEFT JOIN lottery_draw_results d ON d.round_id = r.id
    WHERE r.id = ${id}`;
  return row ?? null;
}
