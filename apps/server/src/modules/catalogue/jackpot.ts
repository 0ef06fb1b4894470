import type { Jackpot } from '@app/contracts';

/** Spec §9: the jackpot rises by 165.11 every 3000 ms. Minor units, so no float drift. */
export const JACKPOT_STEP_MINOR = 16_511;
export const JACKPOT_INTERVAL_MS = 3000;
/** The pool at midnight in the operator's zone, before the day's steps. */
export const JACKPOT_BASE_MINOR = 12_888_888_888;

/** Milliseconds since midnight of `at` in `timeZone`. */
function sinceMidnight(at: Date, timeZone: string): number {
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
 * The pool at `at`: the base plus every step since the operator's midnight, so every visitor sees the
 * same continuous figure and the web counter can carry on from it.
 */
export function jackpotAt(at: Date, timeZone: string): Jackpot {
  return {
    amount: JACKPOT_BASE_MINOR + Math.floor(sinceMidnight(at, timeZone) / JACKPOT_INTERVAL_MS) * JACKPOT_STEP_MINOR,
    stepMinor: JACKPOT_STEP_MINOR,
    intervalMs: JACKPOT_INTERVAL_MS,
    serverTime: at.toISOString(),
  };
}
