/** Spec §4/§9: the open-number refresh waits 7000 ms by default and never more than 30000 ms. */
export const OPEN_NUMBER_REFRESH_DEFAULT_MS = 7_000;
export const OPEN_NUMBER_REFRESH_MAX_MS = 30_000;

/** One open draw as the lobby sees it: time left until it draws (ms) and its lockTime (seconds). */
export interface OpenDrawTiming {
  remainTimeMs: number;
  lockTimeSec: number;
}

/**
 * When the lobby next refreshes the open numbers (spec §4): the smallest remaining time among the open
 * draws, each offset by its lockTime (betting on it closes lockTime seconds before the draw, so that is
 * when its open number changes); 7000 ms when that smallest time is zero or less, or when no draw is
 * open; never more than 30000 ms.
 */
export function nextOpenNumberRefreshMs(draws: readonly OpenDrawTiming[]): number {
  if (draws.length === 0) return OPEN_NUMBER_REFRESH_DEFAULT_MS;
  let smallest = Number.POSITIVE_INFINITY;
  for (const d of draws) smallest = Math.min(smallest, d.remainTimeMs - d.lockTimeSec * 1000);
  if (!(smallest > 0)) return OPEN_NUMBER_REFRESH_DEFAULT_MS;
  return Math.min(smallest, OPEN_NUMBER_REFRESH_MAX_MS);
}
