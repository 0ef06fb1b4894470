import { describe, expect, it } from 'vitest';
import { firstAllowedLineBet, withinStakeLimits } from './stake-range';

describe('house slot stake range', () => {
  it('holds a total bet to the limits, both ends included', () => {
    const limits = { minStake: 100_000, maxStake: 1_000_000 };
    expect([99_999, 100_000, 1_000_000, 1_000_001].map((t) => withinStakeLimits(limits, t))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('starts at the smallest line bet the limits allow for the lines played', () => {
    expect(firstAllowedLineBet({ minStake: 10_000, maxStake: 20_000_000 }, 20)).toBe(10_000);
    expect(firstAllowedLineBet({ minStake: 900_000, maxStake: 20_000_000 }, 20)).toBe(50_000);
    expect(firstAllowedLineBet({ minStake: 30_000_000, maxStake: 40_000_000 }, 20)).toBe(10_000);
  });
});
