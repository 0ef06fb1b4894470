import { formatMinor } from '../../../shared/format/number';

/** Spec §9: the /rng jackpot rises by 165.11 every 3000 ms (the server sends both; these are its values). */
export const JACKPOT_STEP_MINOR = 16_511;
export const JACKPOT_INTERVAL_MS = 3000;

/** One or more steps of the counter, in minor units: no float drift. */
export function stepJackpot(minor: number, steps = 1, stepMinor = JACKPOT_STEP_MINOR): number {
  return minor + steps * stepMinor;
}

/** 2 decimals with thousands separators (spec §9). */
export function formatJackpot(minor: number): string {
  return formatMinor(minor);
}

export interface TimerApi {
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
}

export interface JackpotPace {
  stepMinor: number;
  intervalMs: number;
}

/**
 * Starts the counter from `start` (the server's pool, GET /wps/game/jackpot): calls `onTick` with the
 * new value every interval. Returns the stop function, which the screen calls when it goes away so no
 * interval outlives it.
 */
export function startJackpotTicker(
  start: number,
  onTick: (minor: number) => void,
  pace: JackpotPace = { stepMinor: JACKPOT_STEP_MINOR, intervalMs: JACKPOT_INTERVAL_MS },
  timers: TimerApi = {
    setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
    clearInterval: (id) => globalThis.clearInterval(id as ReturnType<typeof setInterval>),
  },
): () => void {
  let value = start;
  const id = timers.setInterval(() => {
    value = stepJackpot(value, 1, pace.stepMinor);
    onTick(value);
  }, pace.intervalMs);
  return () => timers.clearInterval(id);
}
