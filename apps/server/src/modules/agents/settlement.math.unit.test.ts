import { describe, expect, it } from 'vitest';
import { applyRate, grossAmount, pickTier, settleTree, type Tier, tiersWithin } from './settlement.math.js';

const tier = (rateBp: number, minTurnover = 0, minActive = 0, minNetLoss = 0): Tier => ({
  minTurnover,
  minNetLoss,
  minActive,
  rateBp,
});
const fig = (turnover: number, netLoss = 0, active = 0) => ({ turnover, netLoss, active });

describe('tiers', () => {
  const tiers = [tier(50), tier(100, 1_000_000, 3), tier(150, 5_000_000, 10)];
  it('picks the best tier whose every threshold is met', () => {
    expect(pickTier(tiers, fig(500_000, 0, 20))?.index).toBe(0);
    expect(pickTier(tiers, fig(2_000_000, 0, 3))?.index).toBe(1);
    // Turnover of the top tier but too few active members: the middle tier.
    expect(pickTier(tiers, fig(9_000_000, 0, 5))?.index).toBe(1);
    expect(pickTier(tiers, fig(9_000_000, 0, 10))?.index).toBe(2);
    expect(pickTier([tier(100, 1)], fig(0))).toBeNull();
  });
  it('tiers by net loss', () => {
    const div = [tier(1000, 0, 0, 0), tier(2000, 0, 0, 10_000_000)];
    expect(grossAmount('dividend', div, fig(0, 9_999_999)).rateBp).toBe(1000);
    expect(grossAmount('dividend', div, fig(0, 10_000_000)).gross).toBe(2_000_000);
  });
});

describe('amounts round down in minor units', () => {
  it('salary is a rate of turnover, floored', () => {
    // 1,234,567 × 0.75 % = 9,259.2525 → 9,259
    expect(grossAmount('daily', [tier(75)], fig(1_234_567)).gross).toBe(9_259);
    expect(applyRate(999, 1)).toBe(0);
    // Beyond 2^53 / 10000 the product is exact (BigInt).
    expect(applyRate(9_000_000_000_000_000, 3)).toBe(2_700_000_000_000);
  });
});

describe('dividend carry-forward', () => {
  const div = [tier(2000)];
  it('a winning team carries its negative net loss into the next period', () => {
    const p1 = grossAmount('dividend', div, fig(0, -3_000_000), { carryForward: true });
    expect(p1).toMatchObject({ gross: 0, carryOut: -3_000_000 });
    // Next period loses 5,000,000: the share is taken of 5,000,000 − 3,000,000 = 2,000,000 → 400,000.
    const p2 = grossAmount('dividend', div, fig(0, 5_000_000), { carryIn: p1.carryOut, carryForward: true });
    expect(p2).toMatchObject({ gross: 400_000, base: 2_000_000, carryOut: 0 });
    // Still negative after the carry: carried again, accumulated.
    const p3 = grossAmount('dividend', div, fig(0, 1_000_000), { carryIn: -3_000_000 });
    expect(p3).toMatchObject({ gross: 0, carryOut: -2_000_000 });
  });
  it('with reset, a negative period is dropped', () => {
    expect(grossAmount('dividend', div, fig(0, -3_000_000), { carryForward: false }).carryOut).toBe(0);
  });
});

describe('level difference over 4 levels', () => {
  // A (2 %) → B (1.5 %) → C (1 %) → D (0.5 %), plus B's sibling E without a downline contract.
  // Own bets: A 1,000,000; B 2,000,000; C 3,000,000; D 4,000,000; E 10,000,000.
  // Team turnover: D 4M; C 7M; B 13M; E 10M; A 1M + 13M + 10M = 24M.
  const nodes = [
    { agentId: 1, parentId: null, tiers: [tier(200)], figures: fig(24_000_000) },
    { agentId: 2, parentId: 1, tiers: [tier(150)], figures: fig(13_000_000) },
    { agentId: 3, parentId: 2, tiers: [tier(100)], figures: fig(7_000_000) },
    { agentId: 4, parentId: 3, tiers: [tier(50)], figures: fig(4_000_000) },
    { agentId: 5, parentId: 1, tiers: [tier(100)], figures: fig(10_000_000) },
  ];
  const lines = new Map(settleTree('daily', nodes).map((l) => [l.agentId, l]));
  it('each level earns its terms on its team minus its direct downlines’ gross', () => {
    expect(lines.get(4)).toMatchObject({ gross: 20_000, downlineGross: 0, amount: 20_000 });
    expect(lines.get(3)).toMatchObject({ gross: 70_000, downlineGross: 20_000, amount: 50_000 });
    expect(lines.get(2)).toMatchObject({ gross: 195_000, downlineGross: 70_000, amount: 125_000 });
    expect(lines.get(5)).toMatchObject({ gross: 100_000, amount: 100_000 });
    // A: 480,000 − (195,000 + 100,000) = 185,000.
    expect(lines.get(1)).toMatchObject({ gross: 480_000, downlineGross: 295_000, amount: 185_000 });
  });
  it('nothing is paid twice: the total is the top agent’s gross', () => {
    const total = [...lines.values()].reduce((s, l) => s + l.amount, 0);
    expect(total).toBe(480_000);
    // Each bet is paid at most the top rate: D's 4M at 2 % = 80,000 split 20k/20k/20k/20k along the path.
  });
  it('a downline earning more than its upline on its part leaves the upline 0, never negative', () => {
    const odd = settleTree('daily', [
      { agentId: 1, parentId: null, tiers: [tier(100)], figures: fig(1_000_000) },
      { agentId: 2, parentId: 1, tiers: [tier(150)], figures: fig(1_000_000) },
    ]);
    expect(odd.find((l) => l.agentId === 1)?.amount).toBe(0);
  });
});

describe('a downline never above its upline', () => {
  const upline = [tier(100), tier(200, 1_000_000, 5)];
  it('accepts equal or lower terms at equal or higher thresholds', () => {
    expect(tiersWithin([tier(100)], upline)).toBe(true);
    expect(tiersWithin([tier(150, 2_000_000, 5)], upline)).toBe(true);
  });
  it('refuses a higher rate, or the upline’s rate at lower thresholds', () => {
    expect(tiersWithin([tier(150)], upline)).toBe(false);
    expect(tiersWithin([tier(200, 1_000_000, 4)], upline)).toBe(false);
    expect(tiersWithin([tier(1)], [])).toBe(false);
  });
});

describe('periods in the operator time zone', () => {
  const tz = 'Asia/Ho_Chi_Minh';
  it('names and bounds each kind’s period in local time', async () => {
    const { periodAt, lastClosedPeriod } = await import('./settlement.periods.js');
    const at = new Date('2026-11-24T18:07:00Z'); // 01:07 on 25 Nov in Vietnam
    expect(periodAt('daily', at, tz)).toMatchObject({
      key: '2026-11-25',
      start: new Date('2026-11-24T17:00:00Z'),
      end: new Date('2026-11-25T17:00:00Z'),
    });
    expect(periodAt('hourly', at, tz).key).toBe('2026-11-25T01');
    expect(periodAt('realtime', at, tz)).toMatchObject({
      key: '2026-11-25T01:05',
      start: new Date('2026-11-24T18:05:00Z'),
    });
    expect(periodAt('dividend', at, tz, 'semimonthly').key).toBe('2026-11-H2');
    expect(periodAt('dividend', new Date('2026-12-15T16:59:00Z'), tz, 'semimonthly').key).toBe('2026-12-H1');
    expect(periodAt('dividend', at, tz, 'monthly')).toMatchObject({
      key: '2026-11',
      end: new Date('2026-11-30T17:00:00Z'),
    });
    // Grace 2 minutes: at 01:06 the 01:00–01:05 bucket is still open to late bets; at 01:07 it closes.
    expect(lastClosedPeriod('realtime', new Date('2026-11-24T18:06:00Z'), tz, 120_000).key).toBe('2026-11-25T00:55');
    expect(lastClosedPeriod('realtime', new Date('2026-11-24T18:07:00Z'), tz, 120_000).key).toBe('2026-11-25T01:00');
  });
});
