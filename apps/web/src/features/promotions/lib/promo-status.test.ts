import { describe, expect, it } from 'vitest';
import { formatPromoDate, matchesFilter, promoStatus } from './promo-status';

const now = Date.parse('2025-06-15T00:00:00Z');
const p = (startTime: string, endTime: string | null) => ({ startTime, endTime });

describe('promoStatus', () => {
  it('classifies by period', () => {
    expect(promoStatus(p('2025-07-01T00:00:00Z', null), now)).toBe('upcoming');
    expect(promoStatus(p('2025-01-01T00:00:00Z', null), now)).toBe('longTerm');
    expect(promoStatus(p('2025-01-01T00:00:00Z', '2025-06-20T00:00:00Z'), now)).toBe('endingSoon');
    expect(promoStatus(p('2025-01-01T00:00:00Z', '2025-08-01T00:00:00Z'), now)).toBe('ongoing');
    expect(promoStatus(p('2025-01-01T00:00:00Z', '2025-06-01T00:00:00Z'), now)).toBe('ended');
  });
  it('filters: ended never shown, ongoing includes long-term and ending soon', () => {
    const ended = p('2025-01-01T00:00:00Z', '2025-06-01T00:00:00Z');
    expect(matchesFilter(ended, 'all', now)).toBe(false);
    expect(matchesFilter(p('2025-01-01T00:00:00Z', null), 'ongoing', now)).toBe(true);
    expect(matchesFilter(p('2025-07-01T00:00:00Z', null), 'ongoing', now)).toBe(false);
    expect(matchesFilter(p('2025-07-01T00:00:00Z', null), 'upcoming', now)).toBe(true);
  });
  it('formats dates in Vietnam time', () => {
    expect(formatPromoDate('2025-06-14T18:00:00Z', 'vi')).toBe('15/06/2025');
    expect(formatPromoDate('2025-06-14T18:00:00Z', 'en')).toBe('15 Jun 2025');
  });
});
