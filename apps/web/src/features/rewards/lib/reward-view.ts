import type { WageringSpec } from '@app/contracts';

/** A wagering spec in words' pieces: "3.5× the bonus (+ deposit)"; null when it asks for nothing. */
export function wageringWords(spec: WageringSpec | null): { multiplier: string; base: WageringSpec['base'] } | null {
  if (!spec || spec.multiplierTenths <= 0) return null;
  const whole = Math.trunc(spec.multiplierTenths / 10);
  const tenth = spec.multiplierTenths % 10;
  return { multiplier: tenth === 0 ? String(whole) : `${whole}.${tenth}`, base: spec.base };
}

/** Hours left before a reward's claim window closes (rounded down; 0 once past; null without expiry). */
export function hoursLeft(expiresAt: string | null, now: number): number | null {
  if (!expiresAt) return null;
  return Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 3_600_000));
}

/** A reward whose window closes within a day is marked as urgent. */
export const URGENT_HOURS = 24;

/** Sum of amounts (minor units). */
export function totalOf(items: readonly { amount: number }[]): number {
  return items.reduce((sum, r) => sum + r.amount, 0);
}
