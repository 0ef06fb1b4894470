import { zonedDay } from '../format/date';

/**
 * Whole days of the operator's time zone (ARCHITECTURE.md: Asia/Ho_Chi_Minh by default), written
 * yyyy-MM-dd, as every history, report and bonus filter asks the server for them, whatever the browser's
 * own zone is. Plain Intl and UTC date arithmetic cover whole days: no date library needed. Pure: the
 * caller passes today (read once per page visit, so a filter does not shift at midnight).
 */

/** A range of whole days, both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The operator's calendar day at `now` (pass the current time; nothing here reads the clock). */
export function operatorDay(now: Date, timeZone?: string): string {
  return zonedDay(now, timeZone);
}

/** yyyy-MM-dd → UTC midnight of that day, or null when it is not a real calendar day. */
export function parseDay(day: string): Date | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === day ? d : null;
}

export const isDay = (value: string): boolean => parseDay(value) !== null;

/** `day` moved by `n` whole days (negative = earlier). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (0 when equal; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Every preset a filter may offer; each page picks its own list. Weeks start on Monday, as in Vietnam. */
export type RangePreset =
  | 'today'
  | 'yesterday'
  | 'last7'
  | 'last30'
  | 'last90'
  | 'thisWeek'
  | 'thisMonth'
  | 'lastMonth';

export function presetRange(preset: RangePreset, today: string): DayRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const y = addDays(today, -1);
      return { from: y, to: y };
    }
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'last90':
      return { from: addDays(today, -89), to: today };
    case 'thisWeek': {
      const weekday = parseDay(today)?.getUTCDay() ?? 1;
      return { from: addDays(today, -((weekday + 6) % 7)), to: today };
    }
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'lastMonth': {
      const end = addDays(`${today.slice(0, 8)}01`, -1);
      return { from: `${end.slice(0, 8)}01`, to: end };
    }
  }
}

export type RangeProblem = 'invalid' | 'reversed' | 'future' | 'tooLong';

/**
 * Why the server would refuse a range, checked before asking it: `maxDays` is the most days (both ends
 * included) the endpoint takes; with `today`, a range starting after it is refused too.
 */
export function rangeProblem(range: DayRange, limits: { maxDays: number; today?: string }): RangeProblem | null {
  if (!isDay(range.from) || !isDay(range.to)) return 'invalid';
  const span = daysBetween(range.from, range.to);
  if (span < 0) return 'reversed';
  if (limits.today !== undefined && range.from > limits.today) return 'future';
  if (span + 1 > limits.maxDays) return 'tooLong';
  return null;
}
