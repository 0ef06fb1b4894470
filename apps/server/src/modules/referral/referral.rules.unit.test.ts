import { describe, expect, it } from 'vitest';
import { maskAccount, newCode, qualifies, settingsIssues } from './referral.rules.js';

const base = {
  enabled: true,
  minFirstDeposit: 100,
  minTurnover: 1000,
  qualifyRule: 'all' as const,
  withinDays: 30,
  referrerReward: 50,
  friendReward: 0,
  blockSameDevice: true,
  blockSameIp: false,
};

describe('referral rules', () => {
  it("'all' needs every condition above 0, 'any' one of them; 0 is not a condition", () => {
    expect(qualifies(base, { firstDeposit: 100, turnover: 999 })).toBe(false);
    expect(qualifies(base, { firstDeposit: 100, turnover: 1000 })).toBe(true);
    expect(qualifies({ ...base, qualifyRule: 'any' }, { firstDeposit: null, turnover: 1000 })).toBe(true);
    expect(qualifies({ ...base, qualifyRule: 'any' }, { firstDeposit: 99, turnover: 999 })).toBe(false);
    expect(qualifies({ ...base, minTurnover: 0 }, { firstDeposit: 100, turnover: 0 })).toBe(true);
    // No threshold at all: an account alone never pays, a deposit is still needed.
    expect(qualifies({ ...base, minFirstDeposit: 0, minTurnover: 0 }, { firstDeposit: null, turnover: 5 })).toBe(false);
  });

  it('an enabled programme needs a condition and a reward', () => {
    expect(settingsIssues(base)).toEqual([]);
    expect(settingsIssues({ ...base, minFirstDeposit: 0, minTurnover: 0 })).toHaveLength(1);
    expect(settingsIssues({ ...base, referrerReward: 0 })).toHaveLength(1);
    expect(settingsIssues({ ...base, enabled: false, referrerReward: 0, minFirstDeposit: 0, minTurnover: 0 })).toEqual(
      [],
    );
  });

  it('codes are 8 unambiguous characters; accounts are masked', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newCode()));
    expect(codes.size).toBe(200);
    for (const c of codes) expect(c).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(maskAccount('friend01')).toBe('fr***01');
    expect(maskAccount('abc')).toBe('a***');
  });
});
