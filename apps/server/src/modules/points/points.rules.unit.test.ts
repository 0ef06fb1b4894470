import { describe, expect, it } from 'vitest';
import {
  completesAtOnce,
  convertAmount,
  parsePoints,
  parseQuantity,
  pointsFor,
  rewardIssues,
  txnNo,
} from './points.rules.js';

const rules = { turnoverRates: {}, depositRate: 0, signinPoints: 0, convertRate: 100, convertMinPoints: 1_000 };

describe('points rules', () => {
  it('pointsFor rounds down, ignores zero and negative, survives big figures', () => {
    expect(pointsFor(5_000_000, 100)).toBe(500);
    expect(pointsFor(9_999, 100)).toBe(0);
    expect(pointsFor(0, 100)).toBe(0);
    expect(pointsFor(-5, 100)).toBe(0);
    expect(pointsFor(5_000_000, 0)).toBe(0);
    expect(pointsFor(Number.MAX_SAFE_INTEGER, 1_000_000)).toBe(Number.MAX_SAFE_INTEGER);
  });
  it('convertAmount: off, below minimum, at the rate', () => {
    expect(convertAmount({ ...rules, convertRate: 0 }, 5_000)).toEqual({ refused: 'off' });
    expect(convertAmount(rules, 999)).toEqual({ refused: 'min' });
    expect(convertAmount(rules, 1_000)).toEqual({ amount: 100_000 });
  });
  it('parseQuantity takes whole numbers within 1..max only', () => {
    expect(parseQuantity(1, 5)).toBe(1);
    expect(parseQuantity('3', 5)).toBe(3);
    expect(parseQuantity(' 2 ', 5)).toBe(2);
    for (const bad of [0, -1, 1.5, 6, '1e1', '1.0', '', 'abc', null, undefined, Number.NaN, '0x1', true, [1]]) {
      expect(parseQuantity(bad, 5), String(bad)).toBeNull();
    }
    expect(parsePoints('1000')).toBe(1_000);
    expect(parsePoints(0)).toBeNull();
  });
  it('cash, bonus and tickets complete at once; gifts wait', () => {
    expect(completesAtOnce('cash')).toBe(true);
    expect(completesAtOnce('bonus')).toBe(true);
    expect(completesAtOnce('physical')).toBe(false);
    expect(completesAtOnce('raffle_ticket')).toBe(true);
  });
  it('txnNo and reward issues', () => {
    expect(txnNo('2026-11-25', 42)).toBe('PM20261125000042');
    const base = { amount: 0, rafflePromotionId: null, stock: null, maxPerRedeem: 1 };
    expect(rewardIssues({ ...base, kind: 'cash' })).toHaveLength(1);
    expect(rewardIssues({ ...base, kind: 'physical', amount: 5 })).toHaveLength(1);
    expect(rewardIssues({ ...base, kind: 'raffle_ticket' })).toHaveLength(1);
    expect(rewardIssues({ ...base, kind: 'physical' })).toEqual([]);
  });
});
