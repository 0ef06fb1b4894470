import { REPORT_MAX_DAYS } from '@app/contracts';
import { AppError } from '../../platform/http/app-error.js';

/** A checked range of local days, both ends included. */
export interface DayRange {
  from: string;
  to: string;
  /** Every day of the range, in order. */
  days: string[];
}

const DAY_MS = 86_400_000;
const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Checks a report's [from, to]: real calendar days (the contract only checks the shape, so 2026-02-30 arrives
 * here), from ≤ to, at most REPORT_MAX_DAYS days. Pure calendar arithmetic: the days are the site's local days
 * and the SQL turns them into instants in its zone.
 */
export function checkRange(from: string, to: string, maxDays = REPORT_MAX_DAYS): DayRange {
  const a = toUtc(from);
  const b = toUtc(to);
  if (Number.isNaN(a) || Number.isNaN(b) || dayOf(a) !== from || dayOf(b) !== to || a > b) {
    throw new AppError('report_range_invalid', 400, 'from and to must be days with from ≤ to');
  }
  const n = (b - a) / DAY_MS + 1;
  if (n > maxDays) throw new AppError('report_range_too_long', 400, `A report covers at most ${maxDays} days`);
  return { from, to, days: Array.from({ length: n }, (_, i) => dayOf(a + i * DAY_MS)) };
}
