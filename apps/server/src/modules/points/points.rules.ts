import type { PointsRewardKind, PointsRules } from '@app/contracts';

/** Rates are points per this many minor units (10,000 ₫): small rates stay whole numbers. */
export const RATE_BASE = 1_000_000;

/** Points for `minor` units of turnover or deposit at `rate` points per RATE_BASE; whole points, rounded down. */
export function pointsFor(minor: number, rate: number): number {
  if (!(minor > 0) || !(rate > 0)) return 0;
  // BigInt: turnover × rate can pass 2^53 for a big day at a high rate.
  return Number((BigInt(Math.floor(minor)) * BigInt(rate)) / BigInt(RATE_BASE));
}

/** Cash (minor units) that `points` convert to, or why not. */
export function convertAmount(rules: PointsRules, points: number): { amount: number } | { refused: 'off' | 'min' } {
  if (rules.convertRate <= 0) return { refused: 'off' };
  if (points < rules.convertMinPoints) return { refused: 'min' };
  return { amount: points * rules.convertRate };
}

/**
 * A quantity the member typed: a whole number from 1 to `max`. Strings of digits are accepted (forms send
 * text); anything else ("1.5", "-1", "1e3", "", "abc", 0) is refused.
 */
export function parseQuantity(raw: unknown, max: number): number | null {
  let n: number;
  if (typeof raw === 'number') n = raw;
  else if (typeof raw === 'string' && /^[0-9]{1,9}$/.test(raw.trim())) n = Number(raw.trim());
  else return null;
  if (!Number.isSafeInteger(n) || n < 1 || n > max) return null;
  return n;
}

/** Whole positive points the member typed to convert (same text rules as a quantity). */
export function parsePoints(raw: unknown): number | null {
  return parseQuantity(raw, 1_000_000_000);
}

/** Rewards that need nobody's handling complete at once (cash, bonus, wheel tickets); gifts wait for an operator. */
export function completesAtOnce(kind: PointsRewardKind): boolean {
  return kind !== 'physical';
}

/** Transaction number of a redeem: PM + local date + the record id, zero-padded (e.g. PM20261125000042). */
export function txnNo(localDay: string, id: number): string {
  return `PM${localDay.replaceAll('-', '')}${String(id).padStart(6, '0')}`;
}

/** What is wrong with a catalogue entry beyond its schema: the kind decides which fields matter. */
export function rewardIssues(r: {
  kind: PointsRewardKind;
  amount: number;
  rafflePromotionId: number | null;
  stock: number | null;
  maxPerRedeem: number;
}): string[] {
  const issues: string[] = [];
  if ((r.kind === 'cash' || r.kind === 'bonus') && r.amount <= 0) issues.push('amount: cash and bonus need an amount');
  if ((r.kind === 'physical' || r.kind === 'raffle_ticket') && r.amount !== 0) {
    issues.push('amount: only cash and bonus rewards carry an amount');
  }
  if (r.kind === 'raffle_ticket' && r.rafflePromotionId === null) {
    issues.push('rafflePromotionId: a raffle ticket names its raffle promotion');
  }
  return issues;
}
