import { OPERATOR_TIME_ZONE, zonedDay } from '../../../shared/format/date';

/** A range of whole days in the operator's time zone, both ends included, as yyyy-MM-dd. */
export interface DayRange {
  from: string;
  to: string;
}

export const RANGE_PRESETS = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'lastMonth'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** The longest range a list asks for (the server pages within it; longer ranges are a report job). */
export const MAX_RANGE_DAYS = 93;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** yyyy-MM-dd → a UTC midnight Date for day arithmetic, or null when not a real calendar day. */
export function parseDay(day: string): Date | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === day ? d : null;
}

export function addDays(day: string, n: number): string {
  const d = parseDay(day);
  if (!d) return day;
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (0 when reversed or malformed). */
export function daysInRange(range: DayRange): number {
  const a = parseDay(range.from);
  const b = parseDay(range.to);
  if (!a || !b || b < a) return 0;
  return Math.round((b.getTime() - a.getTime()) / 86_400_000) + 1;
}

/**
 * The range of a preset at `now`, in the operator's zone (weeks start on Monday, as in Vietnam), so a
 * phone set to another zone asks for the same days as the server's periods.
 */
export function presetRange(preset: RangePreset, now: Date, timeZone: string = OPERATOR_TIME_ZONE): DayRange {
  const today = zonedDay(now, timeZone);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const y = addDays(today, -1);
      return { from: y, to: y };
    }
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

export type RangeProblem = 'invalidDate' | 'reversed' | 'tooLong' | 'future';

/** Why a typed range cannot be asked for, or null when it can. */
export function rangeProblem(range: DayRange, now: Date, timeZone: string = OPERATOR_TIME_ZONE): RangeProblem | null {
  if (!parseDay(range.from) || !parseDay(range.to)) return 'invalidDate';
  if (range.to < range.from) return 'reversed';
  if (range.from > zonedDay(now, timeZone)) return 'future';
  if (daysInRange(range) > MAX_RANGE_DAYS) return 'tooLong';
  return null;
}
