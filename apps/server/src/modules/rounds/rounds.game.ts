import type { AppErrorCode } from '@app/contracts';
import type { SeedPair } from '@app/games';
import type { Queryable, Tx } from '../../platform/db/connect.js';
import type { RoundRow } from './rounds.repository.js';

/** What an external result source is told when a result does not fit the game: a stable, translated code. */
export type ResultCheck<Result> = { ok: true; result: Result } | { ok: false; code: AppErrorCode; prize?: string };

/**
 * What a draw-based game brings to the rounds core: its pure rules (from packages/games). Everything else
 * (lifecycle, bets, limits, money, settlement, fairness, push) is the core's. Timing, limits, the schedule
 * and where the result comes from are data of the game's `round_games` row.
 */
export interface RoundGamePlugin<Selection = unknown, Result = unknown> {
  /** The game's code: its `round_games.game`, topic `round:<code>`. */
  code: string;
  /** The selection a bet names (as stored in round_bets.selection), or null when the game does not offer it. */
  parseSelection(raw: unknown): Selection | null;
  /** The most a bet can pay back (its whole return), minor units: what the round's exposure limit counts. */
  maxPayout(selection: Selection, stake: number): number;
  /** What a bet pays back for the result (its whole return, stake included if the game's odds include it); 0 when lost. */
  payout(selection: Selection, stake: number, result: Result): number;
  /** Games drawn by the core (result_source 'seed'): the result from the revealed seed pair. */
  draw?(seeds: SeedPair): Result;
  /** Games whose result comes from outside (result_source 'external'): checks an offered result. */
  checkResult?(raw: unknown): ResultCheck<Result>;
  /** Odds shown in the generic rules panel (dice): every spot with its x:1 odds. */
  rules?(): { key: string; selection: Selection; odds: number[] }[];
  /** How a member's rounds of this game appear in betting history (the catalogue game it is). */
  history: { vendor: string; gameNodeId: string; category: string };
  /**
   * A game with its own API (the lottery): the generic round endpoints (`/wps/round-games/:game/*`,
   * `/wps/rounds/:id*`) answer round_not_found for it, so its bets are priced and checked by its own module.
   */
  ownApi?: boolean;
  /** Whether a member may cancel a placed bet while the round is open (before its lock). */
  cancellable?: boolean;
  /** Called in the transaction of each state change of one of its rounds (after the move, before commit). */
  onStep?(tx: Tx, round: RoundRow): Promise<void>;
}

/**
 * Where the core finds games that are data (the lotteries: one plug-in per row of its table): resolves a
 * code to its plug-in (built from the current data) and lists the codes the scheduler should move.
 */
export interface RoundGameFamily {
  /** The game's plug-in from its current data, read through `q` when given (the caller's transaction). */
  resolve(code: string, q?: Queryable): Promise<RoundGamePlugin | undefined>;
  codes(): Promise<string[]>;
}

/** The round id betting history knows a member's share of a round by. */
export const historyRoundId = (game: string, roundId: number) => `${game}-${roundId}`;

/** Client seed of a shared round: public and fixed before betting opens (game code and round number). */
export const roundClientSeed = (game: string, seq: number) => `${game}-${seq}`;
