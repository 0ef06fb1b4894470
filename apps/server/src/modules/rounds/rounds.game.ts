import type { RoundGame } from '@app/contracts';
import type { SeedPair } from '@app/games';

/**
 * What a draw-based game brings to the rounds core: its pure rules (from packages/games). Everything else
 * (lifecycle, bets, limits, money, settlement, fairness, push) is the core's.
 */
export interface RoundGamePlugin<Selection = unknown, Result = unknown> {
  code: RoundGame;
  /** The selection a bet names, or null when the game does not offer it. */
  parseSelection(raw: unknown): Selection | null;
  /** The most a stake of 1 can return on this selection (stake included): the bet's maximum payout. */
  maxReturn(selection: Selection): number;
  /** The round's result from its revealed seed pair: anyone holding the seeds recomputes it. */
  draw(seeds: SeedPair): Result;
  /** What a stake of 1 returns for the result (stake included): 0 when lost. An integer. */
  returnFor(selection: Selection, result: Result): number;
  /** Odds shown in the rules panel: every spot with its x:1 odds. */
  rules(): { key: string; selection: Selection; odds: number[] }[];
  /** How a member's rounds of this game appear in betting history (the catalogue game it is). */
  history: { vendor: string; gameNodeId: string; category: string };
}

/** The round id betting history knows a member's share of a round by. */
export const historyRoundId = (game: string, roundId: number) => `${game}-${roundId}`;

/** Client seed of a shared round: public and fixed before betting opens (game code and round number). */
export const roundClientSeed = (game: string, seq: number) => `${game}-${seq}`;
