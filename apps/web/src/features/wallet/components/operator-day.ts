import { zonedDay } from '../../../shared/format/date';

/**
 * Calendar days of the operator's time zone (ARCHITECTURE.md: Asia/Ho_Chi_Minh by default). Reports
 * and history filters speak in these days (yyyy-MM-dd), whatever the browser's own zone is. Plain Intl
 * and UTC date arithmetic cover it: no date library needed for whole days.
 */
export const OPERATOR_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The operator's calendar day at `now` (pass the injected/current time; never read the clock here). */
export function operatorDay(now: Date, timeZone: string = OPERATOR_TIME_ZONE): string {
  return zonedDay(now, timeZone);
}

/** True for a real calendar day written yyyy-MM-dd. */
export function isDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** `day` moved by `n` whole days (negative = earlier). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (0 when equal; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The longest range the history and report endpoints accept (server: 92 days). */
export const MAX_RANGE_DAYS = 92;

export type DayRange = { from: string; to: string };
export type RangeProblem = 'invalid' | 'reversed' | 'tooLong';

/** Why a day range would be refused by the server, checked before asking it. */
export function rangeProblem(range: DayRange): RangeProblem | null {
  if (!isDay(range.from) || !isDay(range.to)) return 'invalid';
  const span = daysBetween(range.from, range.to);
  if (span < 0) return 'reversed';
  if (span >= MAX_RANGE_DAYS) return 'tooLong';
  return null;
}

/** Preset ranges the filters offer, ending today (operator zone). */
export const RANGE_PRESETS = ['today', 'yesterday', 'last7', 'last30'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export function presetRange(preset: RangePreset, today: string): DayRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
  }
}
