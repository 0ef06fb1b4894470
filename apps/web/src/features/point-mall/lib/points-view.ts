import type { PointsReward } from '@app/contracts';

/** Kinds the catalogue filter offers, in this order ('all' first). */
export const KIND_FILTERS = ['all', 'cash', 'bonus', 'physical', 'raffle_ticket'] as const;
export type KindFilter = (typeof KIND_FILTERS)[number];

/** Largest quantity the member may take now: the reward's maximum, the stock, the limit, and the points. */
export function maxQuantity(reward: PointsReward, balance: number | null): number {
  let max = reward.maxPerRedeem;
  if (reward.stock !== null) max = Math.min(max, reward.stock);
  if (reward.perMemberLimit !== null) max = Math.min(max, reward.perMemberLimit);
  if (balance !== null) max = Math.min(max, Math.floor(balance / reward.points));
  return Math.max(0, max);
}

/** Why a reward cannot be redeemed now (for the card's button), or null. */
export function blockedReason(reward: PointsReward, balance: number | null): 'soldOut' | 'notEnough' | null {
  if (reward.stock === 0) return 'soldOut';
  if (balance !== null && balance < reward.points) return 'notEnough';
  return null;
}

/**
 * The quantity field's value as a whole number from 1 to max, or null: the same rule the server applies
 * (digits only), so the form never sends what the server would refuse for its shape.
 */
export function parseQuantityText(text: string, max: number): number | null {
  if (!/^[0-9]{1,6}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= 1 && n <= max ? n : null;
}

/** Ledger kinds of point changes → the key of their label (points_turnover → turnover). */
export function changeKindKey(kind: string): string {
  const known = [
    'turnover',
    'deposit',
    'signin',
    'mission',
    'leaderboard',
    'referral',
    'manual',
    'redeem',
    'refund',
    'convert',
  ];
  const k = kind.startsWith('points_') ? kind.slice('points_'.length) : kind;
  if (kind === 'opening_balance') return 'opening';
  return known.includes(k) ? k : 'other';
}
