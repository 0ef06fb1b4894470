import { createHash } from 'node:crypto';
import type { LotteryChase, LotteryMode } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db, Queryable } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Bettor, RoundRow, Rounds } from '../rounds/index.js';
import { priceSlip } from './bets.pricing.js';
import { releaseExposure } from './exposure.js';
import { findConfig, oddsOf } from './games.repository.js';

interface ChaseRow {
  id: number;
  member_id: number;
  unit: 'VND' | 'PLAY';
  game: string;
  prize_mode: LotteryMode;
  bets: { selection: unknown; points: number }[];
  draws_total: number;
  draws_placed: number;
  stop_on_win: boolean;
  state: 'active' | 'done' | 'stopped';
  stop_reason: string | null;
  last_seq: number | null;
  idempotency_key: string;
  created_at: Date;
}

const toChase = (c: ChaseRow): LotteryChase => ({
  id: c.id,
  game: c.game,
  prizeMode: c.prize_mode,
  bets: c.bets.map((b) => ({ selection: b.selection as LotteryChase['bets'][number]['selection'], points: b.points })),
  drawsTotal: c.draws_total,
  drawsPlaced: c.draws_placed,
  stopOnWin: c.stop_on_win,
  state: c.state,
  stopReason: c.stop_reason,
  createdAt: c.created_at.toISOString(),
});

/** Chases of one game placed at once by the job. */
const CHASE_PARALLEL = 8;

/** The slip key of a chase's bet on one draw: the job placing it twice places it once. */
export const chaseSlipKey = (chaseId: number, roundId: number) => `chase-${chaseId}-${roundId}`;

export interface ChaseReport {
  placed: number[];
  stopped: { chaseId: number; reason: string }[];
}

/**
 * Chases (nuôi số): the same slip over the next N draws of a game. The first draw's slip is the member's
 * own request; each next one is placed by a job when a draw of the game opens (and by a minute sweep),
 * under the key chase-<id>-<draw>, at the prices of that draw. A refusal (insufficient funds, a limit,
 * the number cap, the member's self-exclusion) stops the chase with that reason. With stop-on-win, a
 * won draw stops it and cancels (refunds) its bets already placed on later draws that are not locked.
 */
export function createChases(deps: { db: Db; clock: Clock; rounds: Rounds }) {
  const { db, clock, rounds } = deps;

  async function slipOf(q: Queryable, memberId: number, key: string): Promise<number> {
    const [slip] = await q<{ id: number }[]>`
      SELECT id FROM round_slips WHERE member_id = ${memberId} AND idempotency_key = ${key}`;
    return slip!.id;
  }

  /** Records a chase whose first slip (this key) is placed on `round`; a replay answers the chase recorded. */
  async function start(
    bettor: Bettor,
    round: RoundRow,
    c: {
      idempotencyKey: string;
      mode: LotteryMode;
      bets: { selection: unknown; points: number }[];
      draws: number;
      stopOnWin: boolean;
    },
  ): Promise<LotteryChase> {
    return db.begin(async (tx) => {
      const now = clock.now();
      const [created] = await tx<ChaseRow[]>`
        INSERT INTO lottery_chases (member_id, unit, game, prize_mode, bets, draws_total, draws_placed, stop_on_win,
                                    last_seq, idempotency_key, created_at, updated_at)
        VALUES (${bettor.memberId}, ${bettor.unit}, ${round.game}, ${c.mode}, ${tx.json(c.bets as never)}, ${c.draws}, 1,
                ${c.stopOnWin}, ${round.seq}, ${c.idempotencyKey}, ${now}, ${now})
        ON CONFLICT (member_id, idempotency_key) DO NOTHING RETURNING *`;
      const chase =
        created ??
        (
          await tx<ChaseRow[]>`SELECT * FROM lottery_chases
            WHERE member_id = ${bettor.memberId} AND idempotency_key = ${c.idempotencyKey}`
        )[0]!;
      await tx`INSERT INTO lottery_chase_draws (chase_id, round_id, slip_id)
        VALUES (${chase.id}, ${round.id}, ${await slipOf(tx, bettor.memberId, c.idempotencyKey)})
        ON CONFLICT DO NOTHING`;
      return toChase(chase);
    }) as Promise<LotteryChase>;
  }

  async function stop(chaseId: number, reason: string): Promise<void> {
    await db`UPDATE lottery_chases SET state = 'stopped', stop_reason = ${reason}, updated_at = ${clock.now()}
      WHERE id = ${chaseId} AND state = 'active'`;
  }

  async function wonAny(chaseId: number): Promise<boolean> {
    const [row] = await db<{ won: boolean }[]>`
      SELECT EXISTS (SELECT 1 FROM lottery_chase_draws cd JOIN round_bets b ON b.slip_id = cd.slip_id
                     WHERE cd.chase_id = ${chaseId} AND b.state = 'won') AS won`;
    return row!.won;
  }

  /** Places the next bet of each active chase of `game` on its open draw (idempotent: run it any number of times). */
  async function placeDue(game: string): Promise<ChaseReport> {
    const report: ChaseReport = { placed: [], stopped: [] };
    const chases = await db<ChaseRow[]>`
      SELECT * FROM lottery_chases WHERE game = ${game} AND state = 'active' ORDER BY id`;
    if (chases.length === 0) return report;
    const config = await findConfig(db, game);
    const odds = config ? await oddsOf(db, config) : {};
    const stopWith = async (c: ChaseRow, reason: string) => {
      await stop(c.id, reason);
      report.stopped.push({ chaseId: c.id, reason });
    };
    const one = async (c: ChaseRow): Promise<void> => {
      if (c.stop_on_win && (await wonAny(c.id))) {
        await stopWith(c, 'won');
        return;
      }
      const now = clock.now();
      const [round] = await db<RoundRow[]>`
        SELECT * FROM rounds WHERE game = ${game} AND state = 'open' AND closes_at > ${now} AND opens_at <= ${now}
          AND seq > ${c.last_seq ?? 0} ORDER BY seq LIMIT 1`;
      if (!round) return;
      if (!config?.enabled) {
        await stopWith(c, 'lottery_unknown_game');
        return;
      }
      const key = chaseSlipKey(c.id, round.id);
      try {
        if (!config.prizeModes.includes(c.prize_mode)) {
          throw new AppError('lottery_mode_not_offered', 422, 'The prize mode is no longer offered');
        }
        const table = odds[c.prize_mode]!;
        const priced = priceSlip(config, c.prize_mode, table, c.bets);
        await rounds.place(
          { memberId: c.member_id, unit: c.unit },
          round.id,
          {
            idempotencyKey: key,
            bets: priced.map((p) => ({ selection: p.stored, stake: p.cost })),
            requestHash: createHash('sha256').update(key).digest('hex'),
          },
          'module',
        );
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        // Locked between the read and the slip: the next draw takes it.
        if (err.code === 'round_closed') return;
        await stopWith(c, err.code);
        return;
      }
      const slipId = await slipOf(db, c.member_id, key);
      const recorded = await db.begin(async (tx) => {
        const inserted = await tx`INSERT INTO lottery_chase_draws (chase_id, round_id, slip_id)
          VALUES (${c.id}, ${round.id}, ${slipId}) ON CONFLICT DO NOTHING RETURNING chase_id`;
        if (inserted.length === 0) return 'replayed' as const;
        // Counted only while the chase is still active: the member may have stopped it since it was read.
        const counted = await tx`UPDATE lottery_chases SET draws_placed = draws_placed + 1, last_seq = ${round.seq},
            state = CASE WHEN draws_placed + 1 >= draws_total THEN 'done' ELSE state END, updated_at = ${clock.now()}
          WHERE id = ${c.id} AND state = 'active' RETURNING id`;
        return counted.length > 0 ? ('counted' as const) : ('stopped' as const);
      });
      // Another run recorded this draw first (its slip answered as a replay): counted once, there.
      if (recorded === 'counted') report.placed.push(c.id);
      // Stopped between the read and this bet: the bet is taken back (before its lock, refunded once).
      if (recorded === 'stopped') await cancelSlip(c.member_id, slipId, game);
    };
    // A few at a time: a popular game's chases must all be placed within its draw's betting window.
    for (let i = 0; i < chases.length; i += CHASE_PARALLEL) {
      await Promise.all(chases.slice(i, i + CHASE_PARALLEL).map(one));
    }
    return report;
  }

  /** Cancels the still-placed bets of a slip (refund once, off the numbers' exposure); a locked one stands. */
  async function cancelSlip(memberId: number, slipId: number, game: string): Promise<void> {
    const config = await findConfig(db, game);
    const bets = await db<{ id: number }[]>`
      SELECT id FROM round_bets WHERE slip_id = ${slipId} AND state = 'placed' ORDER BY id`;
    for (const b of bets) {
      try {
        await rounds.cancel(memberId, b.id, (tx, row) => releaseExposure(tx, row, config!.layout));
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
      }
    }
  }

  /**
   * After a draw is settled: each stop-on-win chase that won on it stops, and its bets on later draws
   * still pending and before their lock are cancelled (refunded once, off the numbers' exposure).
   */
  async function afterSettled(roundId: number): Promise<ChaseReport> {
    const report: ChaseReport = { placed: [], stopped: [] };
    const won = await db<{ id: number; member_id: number; game: string; seq: number }[]>`
      SELECT DISTINCT c.id, c.member_id, c.game, r.seq FROM lottery_chase_draws cd
      JOIN lottery_chases c ON c.id = cd.chase_id
      JOIN rounds r ON r.id = cd.round_id
      JOIN round_bets b ON b.slip_id = cd.slip_id AND b.state = 'won'
      WHERE cd.round_id = ${roundId} AND c.stop_on_win`;
    for (const c of won) {
      await db`UPDATE lottery_chases SET state = 'stopped', stop_reason = 'won', updated_at = ${clock.now()}
        WHERE id = ${c.id} AND state IN ('active', 'done')`;
      report.stopped.push({ chaseId: c.id, reason: 'won' });
      const later = await db<{ id: number }[]>`
        SELECT b.id FROM lottery_chase_draws cd JOIN rounds r ON r.id = cd.round_id
        JOIN round_bets b ON b.slip_id = cd.slip_id
        WHERE cd.chase_id = ${c.id} AND r.seq > ${c.seq} AND b.state = 'placed' ORDER BY b.id`;
      const config = await findConfig(db, c.game);
      for (const b of later) {
        try {
          await rounds.cancel(c.member_id, b.id, (tx, row) => releaseExposure(tx, row, config!.layout));
        } catch (err) {
          // Locked already: it stands, as any placed bet.
          if (!(err instanceof AppError)) throw err;
        }
      }
    }
    return report;
  }

  return {
    start,
    placeDue,
    afterSettled,

    async mine(memberId: number) {
      const rows = await db<ChaseRow[]>`
        SELECT * FROM lottery_chases WHERE member_id = ${memberId} ORDER BY id DESC LIMIT 100`;
      return { items: rows.map(toChase) };
    },

    /** The member stops a chase: no further draws are bet. */
    async stopMine(memberId: number, chaseId: number): Promise<LotteryChase> {
      await db`UPDATE lottery_chases SET state = 'stopped', stop_reason = 'cancelled', updated_at = ${clock.now()}
        WHERE id = ${chaseId} AND member_id = ${memberId} AND state = 'active'`;
      const [row] = await db<
        ChaseRow[]
      >`SELECT * FROM lottery_chases WHERE id = ${chaseId} AND member_id = ${memberId}`;
      if (!row) throw new AppError('lottery_chase_not_found', 404, 'No such chase');
      return toChase(row);
    },
  };
}
export type ChaseService = ReturnType<typeof createChases>;
