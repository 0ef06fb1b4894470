import { describe, expect, it } from 'vitest';
import { agentPresetRange as presetRange, agentRangeProblem as rangeProblem } from './date-range';

// 2026-11-24 20:00 UTC is Wednesday 25 Nov 03:00 in Ho Chi Minh City.
const now = new Date('2026-11-24T20:00:00Z');

describe('date ranges in the operator time zone', () => {
  it('takes today, yesterday, this week (from Monday) and the months in Vietnam time', () => {
    expect(presetRange('today', now)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(presetRange('yesterday', now)).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(presetRange('thisWeek', now)).toEqual({ from: '2026-11-23', to: '2026-11-25' });
    expect(presetRange('thisMonth', now)).toEqual({ from: '2026-11-01', to: '2026-11-25' });
    expect(presetRange('lastMonth', now)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });
  it('starts the week on Monday when today is Sunday, and crosses the year', () => {
    expect(presetRange('thisWeek', new Date('2026-11-29T05:00:00Z'))).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetRange('lastMonth', new Date('2027-01-10T05:00:00Z'))).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });
  it('refuses malformed, reversed, future and over-long ranges', () => {
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-01' }, now)).toBe('invalid');
    expect(rangeProblem({ from: 'x', to: '2026-03-01' }, now)).toBe('invalid');
    expect(rangeProblem({ from: '2026-11-10', to: '2026-11-01' }, now)).toBe('reversed');
    expect(rangeProblem({ from: '2026-12-01', to: '2026-12-02' }, now)).toBe('future');
    expect(rangeProblem({ from: '2026-01-01', to: '2026-11-01' }, now)).toBe('tooLong');
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-25' }, now)).toBeNull();
    // 93 days, both ends included, is the most a list asks for.
    expect(rangeProblem({ from: '2026-08-25', to: '2026-11-25' }, now)).toBeNull();
    expect(rangeProblem({ from: '2026-08-24', to: '2026-11-25' }, now)).toBe('tooLong');
  });
});
