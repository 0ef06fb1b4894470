import { formatMinor } from '../../../shared/format/number';

/** Spec §9: the /rng jackpot rises by 165.11 every 3000 ms. Kept in minor units: no float drift. */
export const JACKPOT_STEP_MINOR = 16_511;
export const JACKPOT_INTERVAL_MS = 3000;
/** The pool the counter shows at midnight (Vietnam time) before the day's steps are added. */
export const JACKPOT_BASE_MINOR = 12_888_888_888;
const VN_OFFSET_MS = 7 * 3600_000;
const DAY_MS = 86_400_000;

/**
 * Value to start from at `nowMs`: the base plus every step since midnight in Vietnam, so the
 * counter is continuous between visits instead of restarting at the same number.
 */
export function jackpotStart(nowMs: number): number {
  const sinceMidnight = (((nowMs + VN_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
  return JACKPOT_BASE_MINOR + Math.floor(sinceMidnight / JACKPOT_INTERVAL_MS) * JACKPOT_STEP_MINOR;
}

/** One or more steps of the counter. */
export function stepJackpot(minor: number, steps = 1): number {
  return minor + steps * JACKPOT_STEP_MINOR;
}

/** 2 decimals with thousands separators (spec §9). */
export function formatJackpot(minor: number): string {
  return formatMinor(minor);
}

export interface TimerApi {
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
}

/**
 * Starts the counter: calls `onTick` with the new value every interval. Returns the stop
 * function, which the screen calls when it goes away so no interval outlives it.
 */
export function startJackpotTicker(
  start: number,
  onTick: (minor: number) => void,
  timers: TimerApi = {
    setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
    clearInterval: (id) => globalThis.clearInterval(id as ReturnType<typeof setInterval>),
  },
): () => void {
  let value = start;
  const id = timers.setInterval(() => {
    value = stepJackpot(value);
    onTick(value);
  }, JACKPOT_INTERVAL_MS);
  return () => timers.clearInterval(id);
}
