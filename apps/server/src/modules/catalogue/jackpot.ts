import type { Jackpot } from '@app/contracts';

/** Spec §9: the jackpot rises by 165.11 every 3000 ms. Minor units, so no float drift. */
export const JACKPOT_STEP_MINOR = 16_511;
export const JACKPOT_INTERVAL_MS = 3000;
/** The pool at midnight in the operator's zone, before the day's steps. */
export const JACKPOT_BASE_MINOR = 12_888_888_888;
/** Share of each real-money stake of the day that feeds the pool, in basis points (1%). */
export const JACKPOT_CONTRIBUTION_BP = 100;

/** Milliseconds since midnight of `at` in `timeZone`. */
export function sinceMidnight(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000 + at.getUTCMilliseconds();
}

/**
 * The pool at `at`: the base, every step since the operator's midnight (spec §9), and the share of the
 * real-money stakes placed since that midnight, so every visitor sees the same figure, it grows with play,
 * and the web counter carries on from it.
 */
export function jackpotAt(at: Date, timeZone: string, stakesToday: number): Jackpot {
  const steps = Math.floor(sinceMidnight(at, timeZone) / JACKPOT_INTERVAL_MS);
  return {
    amount:
      JACKPOT_BASE_MINOR + steps * JACKPOT_STEP_MINOR + Math.floor((stakesToday * JACKPOT_CONTRIBUTION_BP) / 10_000),
    stepMinor: JACKPOT_STEP_MINOR,
    intervalMs: JACKPOT_INTERVAL_MS,
    serverTime: at.toISOString(),
  };
}
