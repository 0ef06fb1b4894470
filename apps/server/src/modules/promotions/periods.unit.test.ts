import { describe, expect, it } from 'vitest';
import { periodOf, previousPeriod } from './periods.js';

const TZ = 'Asia/Ho_Chi_Minh'; // UTC+7, no daylight saving
const at = (iso: string) => new Date(iso);
const span = (p: ReturnType<typeof periodOf>) => [p.key, p.start.toISOString(), p.end?.toISOString() ?? null];

describe('promotion periods in the site time zone', () => {
  it('daily: local midnight, not UTC midnight', () => {
    // 2026-11-24 18:30 UTC is 2026-11-25 01:30 in Vietnam.
    expect(span(periodOf('daily', at('2026-11-24T18:30:00Z'), TZ))).toEqual([
      '2026-11-25',
      '2026-11-24T17:00:00.000Z',
      '2026-11-25T17:00:00.000Z',
    ]);
    expect(periodOf('daily', at('2026-11-24T16:59:59Z'), TZ).key).toBe('2026-11-24');
  });

  it('weekly: Monday 00:00 local, ISO week key', () => {
    // Wed 2026-11-25 → week of Mon 2026-11-23.
    expect(span(periodOf('weekly', at('2026-11-25T05:00:00Z'), TZ))).toEqual([
      '2026-W48',
      '2026-11-22T17:00:00.000Z',
      '2026-11-29T17:00:00.000Z',
    ]);
    // Sunday 23:59 local is still the same week; Monday 00:00 local starts the next.
    expect(periodOf('weekly', at('2026-11-29T16:59:59Z'), TZ).key).toBe('2026-W48');
    expect(periodOf('weekly', at('2026-11-29T17:00:00Z'), TZ).key).toBe('2026-W49');
    // Across a year end: Thu 2026-12-31 is in 2026-W53; Mon 2027-01-04 in 2027-W01.
    expect(periodOf('weekly', at('2026-12-31T05:00:00Z'), TZ).key).toBe('2026-W53');
    expect(periodOf('weekly', at('2027-01-04T05:00:00Z'), TZ).key).toBe('2027-W01');
  });

  it('semimonthly: 1st–15th and 16th–end of month, local', () => {
    expect(span(periodOf('semimonthly', at('2026-11-15T16:59:59Z'), TZ))).toEqual([
      '2026-11-H1',
      '2026-10-31T17:00:00.000Z',
      '2026-11-15T17:00:00.000Z',
    ]);
    expect(span(periodOf('semimonthly', at('2026-11-15T17:00:00Z'), TZ))).toEqual([
      '2026-11-H2',
      '2026-11-15T17:00:00.000Z',
      '2026-11-30T17:00:00.000Z',
    ]);
    // 31-day month ends on the 31st.
    expect(periodOf('semimonthly', at('2026-12-31T16:00:00Z'), TZ).key).toBe('2026-12-H2');
    expect(periodOf('semimonthly', at('2026-12-31T17:00:00Z'), TZ).key).toBe('2027-01-H1');
    // February: 28 days in 2027, 29 in 2028.
    expect(periodOf('semimonthly', at('2027-02-20T00:00:00Z'), TZ).end?.toISOString()).toBe('2027-02-28T17:00:00.000Z');
    expect(periodOf('semimonthly', at('2028-02-29T10:00:00Z'), TZ).key).toBe('2028-02-H2');
    expect(periodOf('semimonthly', at('2028-02-29T10:00:00Z'), TZ).end?.toISOString()).toBe('2028-02-29T17:00:00.000Z');
  });

  it('monthly and once', () => {
    expect(span(periodOf('monthly', at('2027-02-28T16:59:59Z'), TZ))).toEqual([
      '2027-02',
      '2027-01-31T17:00:00.000Z',
      '2027-02-28T17:00:00.000Z',
    ]);
    expect(periodOf('once', at('2027-02-28T00:00:00Z'), TZ)).toEqual({ key: 'once', start: new Date(0), end: null });
  });

  it('a zone with daylight saving: the week still starts at local midnight', () => {
    // Europe/Berlin leaves summer time on 2026-10-25; the week of Mon 2026-10-19 ends Mon 2026-10-26 00:00 CET.
    const w = periodOf('weekly', at('2026-10-24T12:00:00Z'), 'Europe/Berlin');
    expect([w.start.toISOString(), w.end?.toISOString()]).toEqual([
      '2026-10-18T22:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
    ]);
  });

  it('previous period (sign-in streaks)', () => {
    expect(previousPeriod('daily', at('2026-11-25T05:00:00Z'), TZ)?.key).toBe('2026-11-24');
    expect(previousPeriod('semimonthly', at('2026-11-02T05:00:00Z'), TZ)?.key).toBe('2026-10-H2');
    expect(previousPeriod('once', at('2026-11-02T05:00:00Z'), TZ)).toBeNull();
  });
});
