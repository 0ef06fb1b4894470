import { describe, expect, it } from 'vitest';
import { earnedTickets } from './raffle.tickets.js';

describe('raffle tickets earned in a period', () => {
  it('gives one per whole depositPer and one per whole turnoverPer', () => {
    const rule = { depositPer: 1_000_000_00, turnoverPer: 5_000_000_00 };
    expect(earnedTickets(rule, 0, 0)).toBe(0);
    expect(earnedTickets(rule, 999_999_99, 4_999_999_99)).toBe(0);
    expect(earnedTickets(rule, 1_000_000_00, 0)).toBe(1);
    expect(earnedTickets(rule, 3_500_000_00, 10_000_000_00)).toBe(5);
  });
  it('counts only the sources the rule names', () => {
    expect(earnedTickets({ depositPer: 100 }, 1_000, 1_000_000)).toBe(10);
    expect(earnedTickets({ turnoverPer: 100 }, 1_000_000, 1_000)).toBe(10);
  });
  it('stops at maxTickets', () => {
    expect(earnedTickets({ depositPer: 100, maxTickets: 3 }, 10_000, 0)).toBe(3);
    expect(earnedTickets({ depositPer: 100, maxTickets: 3 }, 200, 0)).toBe(2);
  });
});
