import { describe, expect, it } from 'vitest';
import { addDays, presetRange, rangeProblem, today } from './day-range';
import { hoursLeft, totalOf, wageringWords } from './reward-view';

describe('bonus history days', () => {
  it('today is the operator zone day (UTC+7)', () => {
    expect(today(new Date('2026-11-24T17:30:00Z'))).toBe('2026-11-25');
  });
  it('presets end today', () => {
    expect(presetRange('last7', '2026-03-02')).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(presetRange('today', '2026-03-02')).toEqual({ from: '2026-03-02', to: '2026-03-02' });
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
  it('refuses malformed, reversed and too long ranges', () => {
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe('invalid');
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('reversed');
    expect(rangeProblem({ from: '2026-01-01', to: '2026-06-01' })).toBe('tooLong');
    expect(rangeProblem(presetRange('last90', '2026-06-01'))).toBeNull();
  });
});

describe('reward view', () => {
  it('writes the multiplier from tenths', () => {
    expect(wageringWords({ multiplierTenths: 35, base: 'bonus', weights: {}, defaultWeight: 100 })).toEqual({
      multiplier: '3.5',
      base: 'bonus',
    });
    expect(wageringWords({ multiplierTenths: 10, base: 'bonus_deposit', weights: {}, defaultWeight: 100 })).toEqual({
      multiplier: '1',
      base: 'bonus_deposit',
    });
    expect(wageringWords({ multiplierTenths: 0, base: 'bonus', weights: {}, defaultWeight: 100 })).toBeNull();
    expect(wageringWords(null)).toBeNull();
  });
  it('counts hours left and totals', () => {
    const now = Date.parse('2026-11-25T00:00:00Z');
    expect(hoursLeft('2026-11-25T05:59:00Z', now)).toBe(5);
    expect(hoursLeft('2026-11-24T05:59:00Z', now)).toBe(0);
    expect(hoursLeft(null, now)).toBeNull();
    expect(totalOf([{ amount: 5 }, { amount: 7 }])).toBe(12);
  });
});
