import { HOUSE_SLOT_LINE_BETS, type HouseStakeLimits } from '@app/contracts';

/** Whether a spin's total bet is inside the operator's limits (the server refuses it otherwise). */
export const withinStakeLimits = (limits: HouseStakeLimits, totalBet: number) =>
  totalBet >= limits.minStake && totalBet <= limits.maxStake;

/**
 * The line bet the page starts with for `lines` lines: the smallest on the ladder whose total bet the limits
 * allow, so a raised minimum does not greet the player with a refused spin; the smallest one if none fits.
 */
export function firstAllowedLineBet(limits: HouseStakeLimits, lines: number): number {
  return HOUSE_SLOT_LINE_BETS.find((b) => withinStakeLimits(limits, b * lines)) ?? HOUSE_SLOT_LINE_BETS[0];
}
