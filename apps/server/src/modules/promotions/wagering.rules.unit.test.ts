import { describe, expect, it } from 'vitest';
import { distribute, wageringRequirement, wageringText, weightedStake } from './wagering.rules.js';

const spec = {
  multiplierTenths: 50,
  base: 'bonus_deposit' as const,
  weights: { RNG: 100, LIVE: 10, LOTT: 0 },
  defaultWeight: 50,
};

describe('bonus wagering rules', () => {
  it('requirement: multiplier × bonus or bonus + deposit', () => {
    expect(wageringRequirement(spec, 1_000_000, 2_000_000)).toBe(15_000_000);
    expect(wageringRequirement({ ...spec, base: 'bonus' }, 1_000_000, 2_000_000)).toBe(5_000_000);
    expect(wageringRequirement({ ...spec, multiplierTenths: 35, base: 'bonus' }, 1_000_001)).toBe(3_500_003);
    expect(wageringRequirement(null, 1_000_000)).toBe(0);
    expect(wageringRequirement({ ...spec, multiplierTenths: 0 }, 1_000_000)).toBe(0);
  });

  it('weights per category; unknown categories count the default', () => {
    expect(weightedStake(spec.weights, spec.defaultWeight, 'RNG', 10_000)).toBe(10_000);
    expect(weightedStake(spec.weights, spec.defaultWeight, 'LIVE', 10_000)).toBe(1_000);
    expect(weightedStake(spec.weights, spec.defaultWeight, 'LOTT', 10_000)).toBe(0);
    expect(weightedStake(spec.weights, spec.defaultWeight, 'SPORTS', 10_000)).toBe(5_000);
    expect(weightedStake(spec.weights, spec.defaultWeight, null, 10_000)).toBe(5_000);
    expect(weightedStake(spec.weights, spec.defaultWeight, 'LIVE', 15)).toBe(1); // floored
  });

  it('a stake fills the oldest requirement first, the rest goes on', () => {
    const reqs = [
      { id: 1, required: 1_000, done: 900, weights: { RNG: 100 }, defaultWeight: 100 },
      { id: 2, required: 5_000, done: 0, weights: { RNG: 50 }, defaultWeight: 100 },
    ];
    // 100 of the stake fills #1; the other 900 count 50 % towards #2.
    expect(distribute(reqs, 'RNG', 1_000)).toEqual([
      { id: 1, delta: 100 },
      { id: 2, delta: 450 },
    ]);
    // A zero-weight category moves nothing; a met requirement is skipped.
    expect(distribute([{ ...reqs[0]!, weights: { LOTT: 0 } }], 'LOTT', 1_000)).toEqual([]);
    expect(distribute([{ ...reqs[0]!, done: 1_000 }, reqs[1]!], 'RNG', 100)).toEqual([{ id: 2, delta: 50 }]);
  });

  it('the rule in both languages', () => {
    expect(wageringText(spec, 'en')).toBe(
      'Wager 5× bonus + deposit before withdrawing. Each bet counts 50% of its stake; except: RNG 100%, LIVE 10%, LOTT 0%.',
    );
    expect(wageringText(spec, 'vi')).toContain('Cần cược 5 lần (tiền thưởng + tiền nạp)');
    expect(wageringText(null, 'vi')).toBe('');
  });
});
