import type { PointsReward } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { blockedReason, changeKindKey, maxQuantity, parseQuantityText } from './points-view';

const reward: PointsReward = {
  id: 1,
  kind: 'physical',
  name: 'T-shirt',
  description: '',
  imageUrl: null,
  points: 300,
  amount: 0,
  stock: 5,
  maxPerRedeem: 10,
  perMemberLimit: null,
};

describe('points mall view', () => {
  it('max quantity is the least of the maximum, stock, limit and what the points buy', () => {
    expect(maxQuantity(reward, 10_000)).toBe(5);
    expect(maxQuantity(reward, 700)).toBe(2);
    expect(maxQuantity({ ...reward, perMemberLimit: 1 }, 10_000)).toBe(1);
    expect(maxQuantity({ ...reward, stock: null }, null)).toBe(10);
    expect(maxQuantity(reward, 0)).toBe(0);
  });
  it('blocked: sold out first, then not enough points', () => {
    expect(blockedReason({ ...reward, stock: 0 }, 0)).toBe('soldOut');
    expect(blockedReason(reward, 299)).toBe('notEnough');
    expect(blockedReason(reward, 300)).toBeNull();
    expect(blockedReason(reward, null)).toBeNull();
  });
  it('quantity text: whole numbers within 1..max only', () => {
    expect(parseQuantityText('2', 5)).toBe(2);
    for (const bad of ['0', '6', '1.5', '-1', '', 'abc', '1e1']) expect(parseQuantityText(bad, 5), bad).toBeNull();
  });
  it('change kinds map to labels', () => {
    expect(changeKindKey('points_turnover')).toBe('turnover');
    expect(changeKindKey('points_redeem')).toBe('redeem');
    expect(changeKindKey('opening_balance')).toBe('opening');
    expect(changeKindKey('points_whatever')).toBe('other');
  });
});
