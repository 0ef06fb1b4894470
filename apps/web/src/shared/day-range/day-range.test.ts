import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isDay, operatorDay, presetRange, rangeProblem } from './day-range';

describe('operatorDay', () => {
  it('is the calendar day in Ho Chi Minh City, not in UTC', () => {
    // 2026-03-01 18:30 UTC is already 01:30 on 2 March in Vietnam (UTC+7).
    expect(operatorDay(new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02');
    expect(operatorDay(new Date('2026-03-01T16:59:59Z'))).toBe('2026-03-01');
    expect(operatorDay(new Date('2026-03-01T16:59:59Z'), 'UTC')).toBe('2026-03-01');
  });
});

describe('day arithmetic', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-01-01', '2026-01-31')).toBe(30);
    expect(daysBetween('2026-01-31', '2026-01-01')).toBe(-30);
  });

  it('knows real days from look-alikes', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-2-3')).toBe(false);
    expect(isDay('')).toBe(false);
  });
});

describe('ranges', () => {
  it('gives presets ending today', () => {
    expect(presetRange('today', '2026-05-10')).toEqual({ from: '2026-05-10', to: '2026-05-10' });
    expect(presetRange('yesterday', '2026-05-01')).toEqual({ from: '2026-04-30', to: '2026-04-30' });
    expect(presetRange('last7', '2026-05-10')).toEqual({ from: '2026-05-04', to: '2026-05-10' });
    expect(presetRange('last30', '2026-05-10')).toEqual({ from: '2026-04-11', to: '2026-05-10' });
    expect(presetRange('last90', '2026-06-01')).toEqual({ from: '2026-03-04', to: '2026-06-01' });
  });

  it('gives calendar presets: weeks from Monday, whole months', () => {
    // 2026-11-25 is a Wednesday.
    expect(presetRange('thisWeek', '2026-11-25')).toEqual({ from: '2026-11-23', to: '2026-11-25' });
    expect(presetRange('thisWeek', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetRange('thisWeek', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(presetRange('thisMonth', '2026-11-25')).toEqual({ from: '2026-11-01', to: '2026-11-25' });
    expect(presetRange('lastMonth', '2026-11-25')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetRange('lastMonth', '2027-01-10')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetRange('lastMonth', '2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('finds what the server would refuse', () => {
    const limits = { maxDays: 92 };
    expect(rangeProblem({ from: '2026-05-01', to: '2026-05-01' }, limits)).toBeNull();
    expect(rangeProblem({ from: '2026-05-02', to: '2026-05-01' }, limits)).toBe('reversed');
    // 1 January to 3 April is 93 days, both ends included; to 2 April is 92.
    expect(rangeProblem({ from: '2026-01-01', to: '2026-04-03' }, limits)).toBe('tooLong');
    expect(rangeProblem({ from: '2026-01-01', to: '2026-04-02' }, limits)).toBeNull();
    expect(rangeProblem({ from: '2026-01-01', to: '2026-04-03' }, { maxDays: 93 })).toBeNull();
    expect(rangeProblem({ from: 'x', to: '2026-04-01' }, limits)).toBe('invalid');
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-01' }, limits)).toBe('invalid');
  });

  it('refuses a range starting after today only when told today', () => {
    const range = { from: '2026-12-01', to: '2026-12-02' };
    expect(rangeProblem(range, { maxDays: 93, today: '2026-11-25' })).toBe('future');
    expect(rangeProblem(range, { maxDays: 93 })).toBeNull();
    expect(rangeProblem({ from: '2026-11-25', to: '2026-11-26' }, { maxDays: 93, today: '2026-11-25' })).toBeNull();
  });
});
