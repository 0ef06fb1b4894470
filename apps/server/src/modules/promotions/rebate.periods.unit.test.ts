import { describe, expect, it } from 'vitest';
import { periodPayoutsToSettle, spanOf } from './rebate.periods.js';

const TZ = 'Asia/Ho_Chi_Minh';
const GRACE = 10 * 60_000;
const daily = { period: 'daily', active_from: new Date('2026-11-01T00:00:00Z'), active_until: null };
const keys = (s: { key: string }[]) => s.map((x) => x.key);

describe('rebate periods', () => {
  it('a daily period closes at local midnight (17:00 UTC) and is settled once the grace has passed', () => {
    // 23 Nov local ends 2026-11-23T17:00Z.
    expect(keys(periodPayoutsToSettle(daily, new Date('2026-11-23T17:05:00Z'), TZ, GRACE)).at(-1)).toBe('2026-11-22');
    const after = periodPayoutsToSettle(daily, new Date('2026-11-23T17:10:00Z'), TZ, GRACE);
    expect(after.at(-1)).toEqual({
      key: '2026-11-23',
      start: new Date('2026-11-22T17:00:00Z'),
      end: new Date('2026-11-23T17:00:00Z'),
    });
  });

  it('catches up at most a week of missed days, oldest first, never before the promotion started', () => {
    const s = periodPayoutsToSettle(daily, new Date('2026-11-25T18:00:00Z'), TZ, GRACE);
    expect(keys(s)).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    const young = { ...daily, active_from: new Date('2026-11-24T05:00:00Z') };
    const y = periodPayoutsToSettle(young, new Date('2026-11-25T18:00:00Z'), TZ, GRACE);
    expect(keys(y)).toEqual(['2026-11-24', '2026-11-25']);
    // The first day counts from the start of the promotion, not from local midnight.
    expect(y[0]!.start).toEqual(new Date('2026-11-24T05:00:00Z'));
  });

  it('a period cut by the end of the promotion ends with it; none after it', () => {
    const ending = { ...daily, active_until: new Date('2026-11-24T10:00:00Z') };
    const s = periodPayoutsToSettle(ending, new Date('2026-11-27T18:00:00Z'), TZ, GRACE);
    expect(s.at(-1)).toEqual({
      key: '2026-11-24',
      start: new Date('2026-11-23T17:00:00Z'),
      end: new Date('2026-11-24T10:00:00Z'),
    });
  });

  it('weekly (Monday local) and semimonthly (1st–15th, 16th–end) periods', () => {
    const weekly = { ...daily, period: 'weekly' };
    // Monday 30 Nov 2026 00:00 local = Sunday 29 Nov 17:00 UTC.
    const w = periodPayoutsToSettle(weekly, new Date('2026-11-29T17:15:00Z'), TZ, GRACE).at(-1)!;
    expect(w).toMatchObject({ key: '2026-W48', start: new Date('2026-11-22T17:00:00Z') });
    const semi = { ...daily, period: 'semimonthly' };
    const h = periodPayoutsToSettle(semi, new Date('2026-11-30T17:15:00Z'), TZ, GRACE);
    expect(keys(h)).toEqual(['2026-11-H1', '2026-11-H2']);
    expect(h[1]!.end).toEqual(new Date('2026-11-30T17:00:00Z'));
  });

  it("a 'once' promotion is one period, its window, settled when the window is over", () => {
    const once = { period: 'once', active_from: new Date('2026-11-01T00:00:00Z'), active_until: null };
    expect(periodPayoutsToSettle(once, new Date('2027-01-01T00:00:00Z'), TZ, GRACE)).toEqual([]);
    const ended = { ...once, active_until: new Date('2026-11-20T00:00:00Z') };
    expect(periodPayoutsToSettle(ended, new Date('2026-11-20T00:05:00Z'), TZ, GRACE)).toEqual([]);
    expect(periodPayoutsToSettle(ended, new Date('2026-11-20T00:10:00Z'), TZ, GRACE)).toEqual([
      { key: 'once', start: once.active_from, end: ended.active_until },
    ]);
    expect(spanOf(once, new Date('2026-11-05T00:00:00Z'), TZ).key).toBe('once');
  });
});

describe('an ended promotion', () => {
  it('still settles its last periods however long after its end the job runs', () => {
    const ended = { ...daily, active_until: new Date('2026-11-10T17:00:00Z') };
    const s = periodPayoutsToSettle(ended, new Date('2027-03-01T00:00:00Z'), TZ, GRACE);
    expect(keys(s)).toEqual([
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
      '2026-11-08',
      '2026-11-09',
      '2026-11-10',
    ]);
  });
});
