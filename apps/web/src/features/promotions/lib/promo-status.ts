import type { Promotion } from '../../../shared/content/content-queries';
import { formatDate } from '../../../shared/format/date';

/** Filter chips of the promotion list, derived from each promotion's period. */
export const PROMO_FILTERS = ['all', 'ongoing', 'endingSoon', 'longTerm', 'upcoming'] as const;
export type PromoFilter = (typeof PROMO_FILTERS)[number];
export type PromoStatus = 'upcoming' | 'endingSoon' | 'longTerm' | 'ongoing' | 'ended';

/** A promotion ending within this many days is "ending soon". */
export const ENDING_SOON_DAYS = 7;
const DAY_MS = 86_400_000;

type Period = Pick<Promotion, 'startTime' | 'endTime'>;

/** Where a promotion stands at `now`. */
export function promoStatus(p: Period, now: number): PromoStatus {
  const start = Date.parse(p.startTime);
  if (start > now) return 'upcoming';
  if (p.endTime === null) return 'longTerm';
  const end = Date.parse(p.endTime);
  if (end <= now) return 'ended';
  return end - now <= ENDING_SOON_DAYS * DAY_MS ? 'endingSoon' : 'ongoing';
}

/** Whether a promotion belongs under a filter chip ("ongoing" includes long-term and ending soon). */
export function matchesFilter(p: Period, filter: PromoFilter, now: number): boolean {
  const s = promoStatus(p, now);
  if (s === 'ended') return false;
  if (filter === 'all') return true;
  if (filter === 'ongoing') return s === 'ongoing' || s === 'longTerm' || s === 'endingSoon';
  return s === filter;
}

/** dd/mm/yyyy in the operator's zone (Asia/Ho_Chi_Minh). */
export function formatPromoDate(iso: string, language: string): string {
  return formatDate(iso, language);
}
