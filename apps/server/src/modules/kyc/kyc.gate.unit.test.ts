import { describe, expect, it } from 'vitest';
import { requiredLevel, settingsProblem } from './kyc.gate.js';

const s = (none: [number | null, number | null], basic: [number | null, number | null]) => ({
  none: { maxDeposit: none[0], maxWithdrawal: none[1] },
  basic: { maxDeposit: basic[0], maxWithdrawal: basic[1] },
});

describe('what each verification level allows', () => {
  it('the lowest level whose ceiling holds the amount (a ceiling is inclusive; null is none)', () => {
    const rules = s([1_000, 500], [null, 5_000]);
    expect(requiredLevel(rules, 'deposit', 1_000)).toBe('none');
    expect(requiredLevel(rules, 'deposit', 1_001)).toBe('basic');
    expect(requiredLevel(rules, 'deposit', 10 ** 12)).toBe('basic');
    expect(requiredLevel(rules, 'withdrawal', 500)).toBe('none');
    expect(requiredLevel(rules, 'withdrawal', 501)).toBe('basic');
    expect(requiredLevel(rules, 'withdrawal', 5_001)).toBe('full');
    expect(requiredLevel(s([null, null], [null, null]), 'withdrawal', 10 ** 12)).toBe('none');
  });

  it('a higher level may not allow less than a lower one', () => {
    expect(settingsProblem(s([1_000, 500], [null, 5_000]))).toBeNull();
    expect(settingsProblem(s([1_000, 500], [1_000, 500]))).toBeNull();
    expect(settingsProblem(s([1_000, null], [2_000, 5_000]))).toBe('basic.maxWithdrawal');
    expect(settingsProblem(s([null, 1], [2_000, 5]))).toBe('basic.maxDeposit');
    expect(settingsProblem(s([3_000, 1], [2_000, 5]))).toBe('basic.maxDeposit');
  });
});
