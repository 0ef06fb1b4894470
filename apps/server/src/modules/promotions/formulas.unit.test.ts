import { describe, expect, it } from 'vitest';
import { nextStreakDay, rewardAmount } from './formulas.js';

describe('reward formulas', () => {
  it('fixed pays its amount', () => {
    expect(rewardAmount({ type: 'fixed', amount: 5_000_000 })).toBe(5_000_000);
  });

  it('percent of the qualifying deposit, rounded down, up to the cap', () => {
    const f = { type: 'percent' as const, percentBp: 10_000, cap: 200_000_000, minDeposit: 10_000_000 };
    expect(rewardAmount(f, { deposit: 50_000_000 })).toBe(50_000_000); // 100 %
    expect(rewardAmount(f, { deposit: 500_000_000 })).toBe(200_000_000); // capped
    expect(rewardAmount(f, { deposit: 9_999_999 })).toBe(0); // under the minimum
    expect(rewardAmount(f, { deposit: 10_000_000 })).toBe(10_000_000); // the minimum itself qualifies
    expect(rewardAmount(f, {})).toBe(0);
    const odd = { type: 'percent' as const, percentBp: 333, cap: 1_000_000_000, minDeposit: 0 };
    expect(rewardAmount(odd, { deposit: 12_345 })).toBe(411); // 12 345 × 3.33 % = 411.0885
  });

  it('streak: day n pays the n-th amount, the last one from then on', () => {
    const f = { type: 'streak' as const, amounts: [100_000, 200_000, 500_000] };
    expect(rewardAmount(f, { streakDay: 1 })).toBe(100_000);
    expect(rewardAmount(f, { streakDay: 3 })).toBe(500_000);
    expect(rewardAmount(f, { streakDay: 30 })).toBe(500_000);
    expect(rewardAmount(f, { streakDay: 0 })).toBe(100_000);
    expect(nextStreakDay(null)).toBe(1);
    expect(nextStreakDay(4)).toBe(5);
  });

  it('external formulas are not computed by the core', () => {
    expect(rewardAmount({ type: 'external', config: {} })).toBe(0);
  });
});
