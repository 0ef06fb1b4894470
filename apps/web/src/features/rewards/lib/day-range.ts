import { zonedDay } from '../../../shared/format/date';

/**
 * The bonus history's date filter: calendar days (yyyy-MM-dd) of the operator's zone, as the server reads
 * `from`/`to`, with a few presets ending today.
 */
export type DayRange = { from: string; to: string };
export const RANGE_PRESETS = ['today', 'last7', 'last30', 'last90'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
/** The longest range offered (the presets' longest; history beyond is rarely wanted and slow to add up). */
export const MAX_RANGE_DAYS = 92;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Today in the operator's zone. */
export function today(now: Date): string {
  return zonedDay(now);
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

export function presetRange(preset: RangePreset, day: string): DayRange {
  const back = { today: 0, last7: 6, last30: 29, last90: 89 }[preset];
  return { from: addDays(day, -back), to: day };
}

function isDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).toISOString().slice(0, 10) === value;
}

/** Why a range cannot be asked for (shown instead of asking), or null. */
export function rangeProblem(r: DayRange): 'invalid' | 'reversed' | 'tooLong' | null {
  if (!isDay(r.from) || !isDay(r.to)) return 'invalid';
  const span = Math.round((Date.parse(`${r.to}T00:00:00Z`) - Date.parse(`${r.from}T00:00:00Z`)) / DAY_MS);
  if (span < 0) return 'reversed';
  if (span >= MAX_RANGE_DAYS) return 'tooLong';
  return null;
}
