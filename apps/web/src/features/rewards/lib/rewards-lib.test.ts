import { describe, expect, it } from 'vitest';
import { hoursLeft, totalOf, wageringWords } from './reward-view';

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
