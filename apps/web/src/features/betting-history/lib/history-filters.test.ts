import { describe, expect, it } from 'vitest';
import { addDays, dayIn, defaultFilters, historyQuery, rangeError, vendorsForCategory } from './history-filters';

describe('betting history filters', () => {
  it('counts days in the operator zone, not UTC', () => {
    // 18:30 UTC is already the next day in Ho Chi Minh City (UTC+7).
    expect(dayIn(new Date('2026-03-31T18:30:00Z'))).toBe('2026-04-01');
    expect(dayIn(new Date('2026-03-31T16:59:00Z'))).toBe('2026-03-31');
  });

  it('defaults to the last 7 days including today', () => {
    expect(defaultFilters(new Date('2026-03-02T03:00:00Z'))).toEqual({
      category: '',
      vendor: '',
      from: '2026-02-24',
      to: '2026-03-02',
    });
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('refuses a missing or reversed range', () => {
    expect(rangeError({ category: '', vendor: '', from: '2026-01-02', to: '2026-01-01' })).toBe('order');
    expect(rangeError({ category: '', vendor: '', from: '', to: '2026-01-01' })).toBe('missing');
    expect(rangeError({ category: '', vendor: '', from: '2026-01-01', to: '2026-01-01' })).toBeNull();
  });

  it('sends only the filters that are set', () => {
    expect(historyQuery({ category: '', vendor: 'PG', from: '2026-01-01', to: '2026-01-07' }, 2)).toEqual({
      vendor: 'PG',
      from: '2026-01-01',
      to: '2026-01-07',
      page: 2,
      pageSize: 20,
    });
  });

  it('offers the vendors of the chosen category', () => {
    const vendors = [
      { code: 'PG', name: 'PG Soft', gameTypes: ['RNG'] },
      { code: 'EVO', name: 'Evolution', gameTypes: ['LIVE'] },
      { code: 'JILI', name: 'JILI', gameTypes: ['RNG', 'FISH'] },
    ];
    expect(vendorsForCategory(vendors, 'RNG').map((v) => v.code)).toEqual(['JILI', 'PG']);
    expect(vendorsForCategory(vendors, '').map((v) => v.code)).toEqual(['EVO', 'JILI', 'PG']);
  });
});
