import type { LotteryRegion } from '@app/games';
import type { Clock } from '../../../platform/clock.js';
import type { Queryable, Tx } from '../../../platform/db/connect.js';
import type { ExternalDraw, LotteryCorePort } from './results.port.js';

/** What the rounds core gives this module (services.rounds; see /work/notes/lottery-core-api.md). */
export interface RoundsForResults {
  /** closed → drawn with the result, settlement enqueued; in the caller's transaction. */
  recordExternalResult(tx: Tx, roundId: number, result: unknown): Promise<unknown>;
  /** Voids a round not settled yet, refunding every open stake (audited by the core). */
  void(roundId: number, reason: string, actor: string): Promise<unknown>;
  /** Voids a settled round: stakes refunded, wins taken back (audited by the core; round_void_unfunded). */
  voidSettled(roundId: number, reason: string, actor: string): Promise<unknown>;
}

interface DrawRow {
  id: number;
  game: string;
  layout: LotteryRegion;
  state: string;
  draws_at: Date;
}

const toDraw = (r: DrawRow): ExternalDraw => ({
  roundId: r.id,
  game: r.game,
  region: r.layout,
  state: r.state,
  drawsAt: r.draws_at,
});

/**
 * The port on the real tables: a Vietnam draw is a rounds row of a lottery game of kind 'vn' (its result
 * source 'external'); its region is the game's layout. Publication goes through the core's one function,
 * called only once the round is locked and its time has come (checked under the round's row lock), so a
 * refused call never aborts the caller's transaction.
 */
export function createCorePort(deps: { clock: Clock; rounds: RoundsForResults }): LotteryCorePort {
  const { clock, rounds } = deps;
  return {
    async draw(q: Queryable, roundId: number) {
      const [row] = await q<DrawRow[]>`
        SELECT r.id, r.game, g.layout, r.state, r.draws_at FROM rounds r
        JOIN lottery_games g ON g.game = r.game
        JOIN round_games rg ON rg.game = r.game
        WHERE r.id = ${roundId} AND g.kind = 'vn' AND rg.result_source = 'external'`;
      return row ? toDraw(row) : undefined;
    },
    async drawsBetween(q: Queryable, from: Date, to: Date) {
      const rows = await q<DrawRow[]>`
        SELECT r.id, r.game, g.layout, r.state, r.draws_at FROM rounds r
        JOIN lottery_games g ON g.game = r.game
        JOIN round_games rg ON rg.game = r.game
        WHERE g.kind = 'vn' AND rg.result_source = 'external' AND r.draws_at BETWEEN ${from} AND ${to}
        ORDER BY r.draws_at, r.id`;
      return rows.map(toDraw);
    },
    async publish(tx, roundId, result) {
      const [row] = await tx<{ state: string; closes_at: Date; draws_at: Date }[]>`
        SELECT state, closes_at, draws_at FROM rounds WHERE id = ${roundId} FOR UPDATE`;
      const now = clock.now();
      if (!row || row.draws_at > now) return false;
      // The core closes an open round past its lock itself before recording.
      if (row.state !== 'closed' && !(row.state === 'open' && row.closes_at <= now)) return false;
      await rounds.recordExternalResult(tx, roundId, result);
      return true;
    },
    async void(roundId, reason, actor) {
      try {
        await rounds.void(roundId, reason, actor);
      } catch (err) {
        // Settled already (settlement follows publication within seconds): the core's settled-round void.
        if ((err as { code?: string }).code !== 'round_not_voidable') throw err;
        await rounds.voidSettled(roundId, reason, actor);
      }
    },
  };
}
