import type { ResultSource } from '@app/contracts';
import type { LotteryRegion, LotteryResult } from '@app/games';
import type { Queryable, Tx } from '../../../platform/db/connect.js';

/** A Vietnam lottery draw as the results module needs it: a rounds row of an external-result game. */
export interface ExternalDraw {
  roundId: number;
  game: string;
  region: LotteryRegion;
  /** The rounds core's state: scheduled, open, closed, drawn, settled, voided. */
  state: string;
  drawsAt: Date;
}

/**
 * What this module needs of the rounds core (the lottery "core" helper's part). Kept this small so the
 * four-eyes, feed and demo logic do not depend on how the core stores games.
 */
export interface LotteryCorePort {
  /** The draw, or undefined when the round is not a Vietnam (external-result) draw. */
  draw(q: Queryable, roundId: number): Promise<ExternalDraw | undefined>;
  /** Vietnam draws whose draw time is within [from, to], in draw-time order. */
  drawsBetween(q: Queryable, from: Date, to: Date): Promise<ExternalDraw[]>;
  /**
   * Records the verified result in the core, in the caller's transaction: closed → drawn, settlement
   * enqueued by the core. False when the round is not closed (not locked yet, or already drawn/voided).
   */
  publish(tx: Tx, roundId: number, result: LotteryResult, source: ResultSource): Promise<boolean>;
  /**
   * Voids the draw through the core, audited by the core: every open stake refunded once; a settled draw's
   * stakes refunded and wins taken back (refused with round_void_unfunded when a winner spent the win).
   */
  void(roundId: number, reason: string, actor: string): Promise<void>;
}
