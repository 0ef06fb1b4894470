import type { LotteryMode } from '@app/contracts';
import {
  drawLottery,
  indexLotteryResult,
  isValidPoints,
  LOTTERY_ODDS_KINDS,
  type LotteryOddsEntry,
  type LotteryOddsTable,
  type LotteryRegion,
  type LotteryResult,
  type LotteryResultIndex,
  type LotterySelection,
  lotteryMaxPayout,
  parseLotterySelection,
  settleLotteryBet,
  validateLotteryResult,
} from '@app/games';
import type { Db } from '../../platform/db/connect.js';
import { enqueue } from '../../platform/jobs/index.js';
import type { RoundGameFamily, RoundGamePlugin } from '../rounds/index.js';
import { CHASE_PLACE_TASK, CHASE_SETTLED_TASK } from './chase.tasks.js';
import { findConfig, type LotteryConfig, lotteryCodes } from './games.repository.js';

/**
 * A lottery bet as round_bets.selection stores it: the maths' selection, its points, the prize mode and
 * the price it was placed at (so a later odds change never touches a placed bet).
 */
export interface StoredLotteryBet {
  prizeMode: LotteryMode;
  bet: LotterySelection;
  points: number;
  price: LotteryOddsEntry;
}

const MODES: readonly string[] = ['Lott', 'ZY', 'Elott', 'SEA'];

const isPrice = (p: unknown): p is LotteryOddsEntry => {
  const e = p as Record<string, unknown> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    Number.isSafeInteger(e.cost) &&
    Number.isSafeInteger(e.win) &&
    (e.cost as number) > 0 &&
    (e.win as number) > 0
  );
};

// Bets share a handful of prices: each price's table is built once (settling 100,000 bets reads it 200,000 times).
const priceTables = new Map<string, LotteryOddsTable>();

/** A table pricing every kind at one price: a stored bet is checked and paid at its own price. */
export function priceTable(price: LotteryOddsEntry): LotteryOddsTable {
  const key = `${price.cost}:${price.win}`;
  let table = priceTables.get(key);
  if (!table) {
    const entry = Object.freeze({ cost: price.cost, win: price.win });
    table = Object.freeze(Object.fromEntries(LOTTERY_ODDS_KINDS.map((k) => [k, entry])));
    if (priceTables.size > 10_000) priceTables.clear();
    priceTables.set(key, table);
  }
  return table;
}

/** A stored bet of a game of this layout, or null if it is not one. */
export function parseStoredBet(raw: unknown, layout: LotteryRegion): StoredLotteryBet | null {
  const r = raw as Record<string, unknown> | null;
  if (typeof r !== 'object' || r === null) return null;
  if (!MODES.includes(r.prizeMode as string) || !isValidPoints(r.points) || !isPrice(r.price)) return null;
  const parsed = parseLotterySelection(r.bet, layout, priceTable(r.price));
  if (!parsed.ok) return null;
  return { prizeMode: r.prizeMode as LotteryMode, bet: parsed.selection, points: r.points, price: r.price };
}

// A draw's result is indexed once for all its bets (settlement asks per bet, with the same result object).
const indexes = new WeakMap<object, LotteryResultIndex>();
function indexOf(result: LotteryResult): LotteryResultIndex {
  let ix = indexes.get(result);
  if (!ix) {
    ix = indexLotteryResult(result);
    indexes.set(result, ix);
  }
  return ix;
}

/** The most a stored bet may pay (never below its cost: a lô on many numbers may cost more than it can pay). */
export function storedMaxPayout(b: StoredLotteryBet, layout: LotteryRegion, stake: number): number {
  return Math.max(stake, lotteryMaxPayout({ selection: b.bet, points: b.points }, layout, priceTable(b.price)));
}

/** The rounds core's plug-in of one lottery game, built from its data. */
export function lotteryPlugin(config: LotteryConfig): RoundGamePlugin<StoredLotteryBet, LotteryResult> {
  const { layout } = config;
  return {
    code: config.code,
    history: config.history,
    ownApi: true,
    cancellable: true,
    parseSelection: (raw) => parseStoredBet(raw, layout),
    maxPayout: (b, stake) => storedMaxPayout(b, layout, stake),
    // Vietnamese odds are the whole return ("1 ăn 99"): the payout is what settleLotteryBet says.
    payout: (b, _stake, result) =>
      settleLotteryBet({ selection: b.bet, points: b.points }, indexOf(result), priceTable(b.price)),
    draw: (seeds) => drawLottery(layout, seeds),
    checkResult(raw) {
      const checked = validateLotteryResult(raw);
      if (!checked.ok) return checked;
      if (checked.result.region !== layout) return { ok: false, code: 'lottery_result_bad_region' };
      return checked;
    },
    async onStep(tx, round) {
      // Chases: a draw that opens takes the next bet of each active chase; a settled one may end some.
      // (Only when a chase is concerned: a 1-minute game opens and settles 1,440 draws a day.)
      if (round.state === 'open') {
        const [any] = await tx`SELECT 1 FROM lottery_chases WHERE game = ${round.game} AND state = 'active' LIMIT 1`;
        if (any) await enqueue(tx, CHASE_PLACE_TASK, { game: round.game }, { jobKey: `lottery-chase:${round.game}` });
      } else if (round.state === 'settled') {
        const [any] = await tx`SELECT 1 FROM lottery_chase_draws WHERE round_id = ${round.id} LIMIT 1`;
        if (any) {
          await enqueue(tx, CHASE_SETTLED_TASK, { roundId: round.id }, { jobKey: `lottery-chase-settled:${round.id}` });
        }
      }
    },
  };
}

/**
 * The lottery games as a family of the rounds core: each row of lottery_games is a game, resolved from
 * the current data (a few seconds' cache: settlement and the scheduler resolve a game many times).
 * The cache ages by the process's wall clock on purpose, not the injected business clock: it bounds how
 * stale a process's copy is, and a test's manual clock would otherwise keep a stale copy forever.
 */
export function lotteryFamily(db: Db, ttlMs = 5_000): RoundGameFamily {
  const cache = new Map<string, { at: number; plugin: RoundGamePlugin }>();
  return {
    async resolve(code, q) {
      const hit = cache.get(code);
      if (hit && Date.now() - hit.at < ttlMs) return hit.plugin;
      const config = await findConfig(q ?? db, code);
      if (!config) return undefined;
      const plugin = lotteryPlugin(config) as unknown as RoundGamePlugin;
      cache.set(code, { at: Date.now(), plugin });
      return plugin;
    },
    codes: () => lotteryCodes(db),
  };
}
