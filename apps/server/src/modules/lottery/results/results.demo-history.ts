import { generateServerSeed, hashServerSeed, type LotteryRegion, validateLotteryResult } from '@app/games';
import type { Clock } from '../../../platform/clock.js';
import type { Db, Tx } from '../../../platform/db/connect.js';
import { isRoundSchedule, localParts, type RoundSchedule, zonedInstant } from '../../rounds/index.js';
import { DEMO_DELAY_MS, demoResult } from './results.demo.js';
import { getFeedSettings } from './results.repository.js';

/** How far back a demo install's Vietnam draws go: enough for the statistics' 100-draw window (North). */
export const DEMO_HISTORY_DAYS = 100;

/**
 * The draw times of a weekly schedule within (now − days, now], oldest first, plus the one before the
 * first (the first draw opened then, as the core opens a draw when the one before it is drawn).
 */
export function pastDrawTimes(
  schedule: Extract<RoundSchedule, { kind: 'weekly' }>,
  now: Date,
  days: number,
): { before: Date | null; draws: Date[] } {
  const [hh, mm] = schedule.time.split(':').map(Number) as [number, number];
  const today = localParts(now, schedule.timeZone);
  const from = now.getTime() - days * 86_400_000;
  const times: Date[] = [];
  // A week more than asked, for the draw before the first.
  for (let back = days + 7; back >= 0; back--) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day - back));
    if (!schedule.weekdays.includes(date.getUTCDay() + 1)) continue;
    const at = zonedInstant(
      date.getUTCFullYear(),
      date.getUTCMonth() + 1,
      date.getUTCDate(),
      hh,
      mm,
      schedule.timeZone,
    );
    if (at.getTime() <= now.getTime()) times.push(at);
  }
  const first = times.findIndex((t) => t.getTime() > from);
  if (first < 0) return { before: times.at(-1) ?? null, draws: [] };
  return { before: times[first - 1] ?? null, draws: times.slice(first) };
}

interface GameRow {
  game: string;
  layout: LotteryRegion;
  schedule: unknown;
  lock_seconds: number;
}

interface HistoryRow {
  game: string;
  seq: number;
  opensAt: Date;
  closesAt: Date;
  drawsAt: Date;
  drawnAt: Date;
  serverSeed: string;
  result: string;
}

/** The Vietnam games (external results, weekly schedule, enabled) that have no draw at all. */
const gamesWithoutDraws = (q: Db | Tx) => q<GameRow[]>`
  SELECT lg.game, lg.layout, rg.schedule, rg.lock_seconds
  FROM lottery_games lg JOIN round_games rg USING (game)
  WHERE lg.kind = 'vn' AND rg.result_source = 'external' AND rg.enabled AND rg.schedule->>'kind' = 'weekly'
    AND NOT EXISTS (SELECT 1 FROM rounds r WHERE r.game = lg.game)
  ORDER BY lg.game`;

/** A game's past draws, numbered 1, 2, … in time order, each with a demo result from the CSPRNG. */
function historyOf(g: GameRow, now: Date, days: number): HistoryRow[] {
  if (!isRoundSchedule(g.schedule) || g.schedule.kind !== 'weekly') return [];
  const { before, draws } = pastDrawTimes(g.schedule, now, days);
  const lockMs = g.lock_seconds * 1000;
  return draws.map((drawsAt, i) => {
    const closesAt = new Date(drawsAt.getTime() - lockMs);
    const prev = i > 0 ? draws[i - 1]! : before;
    const opensAt = prev && prev < closesAt ? prev : new Date(closesAt.getTime() - 86_400_000);
    const result = demoResult(g.layout);
    const checked = validateLotteryResult(result);
    // Never happens (the maths draws the layout); a result that does not fit is never stored.
    if (!checked.ok || checked.result.region !== g.layout) throw new Error(`demo result for ${g.game} does not fit`);
    return {
      game: g.game,
      seq: i + 1,
      opensAt,
      closesAt,
      drawsAt,
      // As the live generator: a minute after the draw's time (or now, for a draw that just happened).
      drawnAt: new Date(Math.min(drawsAt.getTime() + DEMO_DELAY_MS, now.getTime())),
      serverSeed: generateServerSeed(),
      result: JSON.stringify(checked.result),
    };
  });
}

const iso = (rows: HistoryRow[], f: (r: HistoryRow) => Date) => rows.map((r) => f(r).toISOString());

/**
 * One statement: the draws as the core leaves a settled draw without bets (rounds, seq in time order,
 * seeds committed and unused as for every Vietnam draw), and beside each the results module's row as the
 * live demo generator leaves it (published, source 'demo'), so every reader labels them demo results.
 */
async function insertHistory(tx: Tx, rows: HistoryRow[]): Promise<number> {
  const inserted = await tx<{ round_id: number }[]>`
    WITH x AS (
      SELECT * FROM unnest(${rows.map((r) => r.game)}::text[], ${rows.map((r) => r.seq)}::bigint[],
        ${iso(rows, (r) => r.opensAt)}::timestamptz[], ${iso(rows, (r) => r.closesAt)}::timestamptz[],
        ${iso(rows, (r) => r.drawsAt)}::timestamptz[], ${iso(rows, (r) => r.drawnAt)}::timestamptz[],
        ${rows.map((r) => r.serverSeed)}::text[], ${rows.map((r) => hashServerSeed(r.serverSeed))}::text[],
        ${rows.map((r) => `${r.game}-${r.seq}`)}::text[], ${rows.map((r) => r.result)}::text[])
        AS x(game, seq, opens_at, closes_at, draws_at, drawn_at, server_seed, server_seed_hash, client_seed, result)
    ), ins AS (
      -- client_seed as the core's roundClientSeed(game, seq)
      INSERT INTO rounds (game, seq, state, opens_at, closes_at, draws_at, server_seed, server_seed_hash,
                          client_seed, result, created_at, opened_at, closed_at, drawn_at, settled_at)
      SELECT game, seq, 'settled', opens_at, closes_at, draws_at, server_seed, server_seed_hash, client_seed,
             result::jsonb, opens_at, opens_at, closes_at, drawn_at, drawn_at
      FROM x ORDER BY game, seq
      RETURNING id, game, result, drawn_at
    )
    INSERT INTO lottery_draw_results (round_id, region, status, published_result, published_source, published_at,
                                      updated_at)
    SELECT ins.id, lg.layout, 'published', ins.result, 'demo', ins.drawn_at, ins.drawn_at
    FROM ins JOIN lottery_games lg ON lg.game = ins.game
    RETURNING round_id`;
  return inserted.length;
}

/**
 * Demo data: each Vietnam game with no draw at all gets its past `days` of draws on its weekday schedule,
 * settled with demo results (the North about 100, a weekly station about 14), so the lobby's last results,
 * the results history and the statistics have something to show from the first start. Only with no feed
 * and demo results on (as the live generator); a game with any draw is never touched, so a second run, or an
 * install with real draws, changes nothing. The scheduler then goes on from the last seq with today's draw.
 */
export async function seedDemoHistory(
  db: Db,
  clock: Clock,
  opts: { days?: number } = {},
): Promise<{ games: number; draws: number }> {
  const settings = await getFeedSettings(db);
  if (settings.enabled || !settings.demoWhenOff) return { games: 0, draws: 0 };
  const days = opts.days ?? DEMO_HISTORY_DAYS;
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.begin(async (tx) => {
        // Two nodes seeding at once fill each game once.
        await tx`SELECT pg_advisory_xact_lock(hashtext('lottery-demo-history'))`;
        const games = await gamesWithoutDraws(tx);
        if (games.length === 0) return { games: 0, draws: 0 };
        const now = clock.now();
        const rows = games.flatMap((g) => historyOf(g, now, days));
        if (rows.length === 0) return { games: 0, draws: 0 };
        const draws = await insertHistory(tx, rows);
        // Demo content like the rest of the demo seed: no audit record (the results' rows say 'demo').
        const filled = new Set(rows.map((r) => r.game));
        return { games: filled.size, draws };
      });
    } catch (err) {
      // A scheduler of another node numbered a game's first draw meanwhile: that game now has draws; again.
      if ((err as { code?: string }).code !== '23505' || attempt >= 2) throw err;
    }
  }
}
