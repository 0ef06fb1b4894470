import type { BettingHistoryQuery } from '@app/contracts';
import { zonedDay } from '../../../shared/format/date';

/** Operator's display zone (ARCHITECTURE.md): "daily" periods are days in this zone. */
export const HISTORY_TIME_ZONE = 'Asia/Ho_Chi_Minh';
/** Rows per page of the history table. */
export const HISTORY_PAGE_SIZE = 20;
/** The server's default window (and ours): the last 7 days, today included. */
export const HISTORY_DEFAULT_DAYS = 7;

/** Categories of the filter, in the order of the navigation (spec §1). */
export const HISTORY_CATEGORIES = [
  'LIVE',
  'SPORTS',
  'RNG',
  'FISH',
  'PVP',
  'ESPORTS',
  'ELOTT',
  'LOTT',
  'COCKFIGHT',
] as const;

export interface HistoryFilters {
  category: string;
  vendor: string;
  from: string;
  to: string;
}

/** yyyy-MM-dd of `at` in `timeZone`. */
export function dayIn(at: Date, timeZone: string = HISTORY_TIME_ZONE): string {
  return zonedDay(at, timeZone);
}

/** Adds whole days to a yyyy-MM-dd day (calendar arithmetic in UTC, so no zone shift). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Initial filters: every category and vendor over the last 7 days, from the given clock reading. */
export function defaultFilters(now: Date): HistoryFilters {
  const to = dayIn(now);
  return { category: '', vendor: '', from: addDays(to, -(HISTORY_DEFAULT_DAYS - 1)), to };
}

/** A range the server will accept: both days present and from ≤ to. */
export function rangeError(f: HistoryFilters): 'missing' | 'order' | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(f.from) || !/^\d{4}-\d{2}-\d{2}$/.test(f.to)) return 'missing';
  return f.from > f.to ? 'order' : null;
}

/** The request of one page; empty filters are left out (query fields only when present). */
export function historyQuery(f: HistoryFilters, page: number): BettingHistoryQuery {
  return {
    ...(f.category ? { category: f.category } : {}),
    ...(f.vendor ? { vendor: f.vendor } : {}),
    from: f.from,
    to: f.to,
    page,
    pageSize: HISTORY_PAGE_SIZE,
  };
}

/** Vendors offered for a category (all when no category), by name. */
export function vendorsForCategory<V extends { code: string; name: string; gameTypes: readonly string[] }>(
  vendors: readonly V[],
  category: string,
): V[] {
  return vendors
    .filter((v) => !category || v.gameTypes.includes(category))
    .sort((a, b) => a.name.localeCompare(b.name));
}
