import type { Clock } from '../../platform/clock.js';
import type { Db, Queryable } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { LedgerService } from '../ledger/index.js';
import type { RoundGameFamily, RoundGamePlugin } from './rounds.game.js';
import type { ExtraPreBetCheck } from './rounds.limits.js';

/** What the rounds core is built from. */
export interface RoundsDeps {
  db: Db;
  clock: Clock;
  ledger: Pick<LedgerService, 'transferInTx' | 'prepare' | 'balances'>;
  /** Games built in as code (dice). */
  games: readonly RoundGamePlugin[];
  /** Games that are data (the lotteries), resolved by code. */
  families?: readonly RoundGameFamily[];
  /** Further pre-bet checks (safer gambling); see preBetCheck. */
  preBetChecks?: readonly ExtraPreBetCheck[];
  /**
   * Told after a slip commits (a stake to count towards the turnover a withdrawal needs) and after a void
   * refunds one (`refundOf`: the slip's reference, to give it back). Best effort: a failure here never
   * undoes the bet; the reference makes a repeat change nothing.
   */
  onStake?: (e: StakeEvent) => Promise<void>;
}

export interface StakeEvent {
  memberId: number;
  unit: 'VND' | 'PLAY';
  amount: number;
  /** 'round-slip:<id>' for a stake; for a refund, 'round-slip:<id>:void' with `refundOf` the stake's. */
  reference: string;
  refundOf?: string;
  /** The game's catalogue category (RNG, LIVE, LOTT…): how much the stake counts towards bonus wagering. */
  category?: string;
}

export const slipReference = (slipId: number) => `round-slip:${slipId}`;

/** Calls onStake, never letting it fail the caller (the money already moved and committed). */
export async function tellStake(deps: RoundsDeps, e: StakeEvent): Promise<void> {
  try {
    await deps.onStake?.(e);
  } catch {
    // Turnover bookkeeping is retried by nothing here; a missed stake only leaves the requirement higher.
  }
}

/**
 * The plug-in of a game, or undefined when no registry knows the code. Inside a transaction pass it as `q`:
 * a family reads its data there, never from a second pool connection (transactions holding locks while
 * waiting for a free connection could wait on each other for ever).
 */
export async function findGame(deps: RoundsDeps, code: string, q?: Queryable): Promise<RoundGamePlugin | undefined> {
  const builtIn = deps.games.find((g) => g.code === code);
  if (builtIn) return builtIn;
  for (const family of deps.families ?? []) {
    const game = await family.resolve(code, q);
    if (game) return game;
  }
  return undefined;
}

/** The plug-in of a game; an unknown game is a 404. */
export async function gameOf(deps: RoundsDeps, code: string, q?: Queryable): Promise<RoundGamePlugin> {
  const game = await findGame(deps, code, q);
  if (!game) throw new AppError('round_not_found', 404, `No round game ${code}`);
  return game;
}

/** Every game code the registries know (the scheduler's sweep moves those with an enabled round_games row). */
export async function knownGames(deps: RoundsDeps): Promise<string[]> {
  const codes = deps.games.map((g) => g.code);
  for (const family of deps.families ?? []) codes.push(...(await family.codes()));
  return [...new Set(codes)];
}

/** Ledger keys of a bet's movements: one per movement, so each moves once. */
export const betKey = (betId: number, movement: 'stake' | 'payout' | 'refund' | 'reversal') =>
  `round-bet:${betId}:${movement}`;

/** The member's wallet a round bet uses: play money for trial accounts, cash otherwise. */
export const walletOf = (memberId: number, unit: 'VND' | 'PLAY') =>
  unit === 'PLAY' ? { member: memberId, kind: 'play' as const } : { member: memberId, kind: 'cash' as const };

export const houseOf = (unit: 'VND' | 'PLAY') => ({ house: 'game_revenue' as const, unit });
