import type { RoundSettings } from '@app/contracts';
import type { Tx } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import { addPlayerStake, admitToRound, playerStaked } from './rounds.repository.js';

/** What a pre-bet check sees of a slip: who bets, on what round, how much and how much it could pay. */
export interface PreBetContext {
  memberId: number;
  unit: 'VND' | 'PLAY';
  roundId: number;
  game: string;
  /** Each bet: its selection as the game stores it, its stake and the most it can pay back. */
  bets: { selection: unknown; stake: number; maxPayout: number }[];
  settings: RoundSettings;
  now: Date;
}

/**
 * A further check run by preBetCheck inside the slip's transaction (the safer-gambling issue adds loss
 * and wager limits, time-outs and self-exclusion here). Throw an AppError to refuse the slip: nothing of
 * it is kept.
 */
export type ExtraPreBetCheck = (tx: Tx, ctx: PreBetContext) => Promise<void>;

/** The table's stake limits of each bet (also run before the slip's transaction, to answer them first). */
export function checkStakeLimits(settings: RoundSettings, bets: readonly { stake: number }[]): void {
  for (const b of bets) {
    if (b.stake < settings.minStake || b.stake > settings.maxStake) {
      throw new AppError('round_stake_out_of_limits', 422, 'The stake is outside the table limits', {
        minStake: settings.minStake,
        maxStake: settings.maxStake,
      });
    }
  }
}

/**
 * THE pre-bet check of every round game, run last in the slip's transaction (so its round lock is held
 * for the shortest time): the stake limits of each bet, then `extra` checks, then the member's total on
 * the round (per-player limit, counted atomically with concurrent slips), then the round's gate (open,
 * before its lock time, within its payout limit). Refuses with a translated code; on refusal the
 * transaction rolls back whole, so nothing moved.
 */
export async function preBetCheck(tx: Tx, ctx: PreBetContext, extra: readonly ExtraPreBetCheck[] = []): Promise<void> {
  const { settings } = ctx;
  checkStakeLimits(settings, ctx.bets);
  for (const check of extra) await check(tx, ctx);
  const staked = ctx.bets.reduce((n, b) => n + b.stake, 0);
  const maxPayout = ctx.bets.reduce((n, b) => n + b.maxPayout, 0);
  const limit = settings.maxPlayerRoundStake;
  if (!(await addPlayerStake(tx, { roundId: ctx.roundId, memberId: ctx.memberId, staked, limit }))) {
    throw new AppError('round_player_limit', 422, 'The most one member may stake on a round is reached', {
      limit,
      staked: await playerStaked(tx, ctx.roundId, ctx.memberId),
    });
  }
  const admitted = await admitToRound(tx, {
    id: ctx.roundId,
    staked,
    maxPayout,
    maxRoundPayout: settings.maxRoundPayout,
    now: ctx.now,
  });
  if (!admitted) {
    const [round] = await tx<{ state: string; closes_at: Date; opens_at: Date }[]>`
      SELECT state, closes_at, opens_at FROM rounds WHERE id = ${ctx.roundId}`;
    const open = round?.state === 'open' && round.opens_at <= ctx.now && round.closes_at > ctx.now;
    if (!open) throw new AppError('round_closed', 422, 'Betting on this round is closed');
    throw new AppError('round_exposure_limit', 422, 'The round cannot take that bet', {
      limit: settings.maxRoundPayout,
    });
  }
}
