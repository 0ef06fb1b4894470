import type { VipLevel } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { levelIssues, progressTo, qualifyingRank, rankAtPeriodEnd, ranksCrossed } from './vip.levels.js';

const level = (rank: number, minDeposits: number, minTurnover: number, levelUpBonus = 0): VipLevel => ({
  rank,
  name: { vi: `VIP ${rank}`, en: `VIP ${rank}` },
  minDeposits,
  minTurnover,
  rebateBonusBp: 0,
  withdrawDailyCount: 5,
  withdrawDailyAmount: 0,
  birthdayBonus: 0,
  levelUpBonus,
  serviceChannel: rank > 4,
});
const LEVELS = [level(0, 0, 0), level(1, 100, 1000, 10), level(2, 500, 5000, 20), level(3, 2000, 0, 30)];

describe('VIP level computation', () => {
  it('either bar reaches a level; a 0 threshold is no way in', () => {
    expect(qualifyingRank(LEVELS, { deposits: 0, turnover: 0 })).toBe(0);
    expect(qualifyingRank(LEVELS, { deposits: 100, turnover: 0 })).toBe(1);
    expect(qualifyingRank(LEVELS, { deposits: 0, turnover: 5000 })).toBe(2);
    expect(qualifyingRank(LEVELS, { deposits: 499, turnover: 999_999 })).toBe(2);
    expect(qualifyingRank(LEVELS, { deposits: 2000, turnover: 0 })).toBe(3);
  });
  it('downgrades only one rank at a period end, and not within the grace', () => {
    const end = new Date('2026-12-01T00:00:00Z');
    expect(rankAtPeriodEnd(3, 0, new Date('2026-10-01T00:00:00Z'), end, 30)).toBe(2);
    expect(rankAtPeriodEnd(3, 0, new Date('2026-11-15T00:00:00Z'), end, 30)).toBe(3);
    expect(rankAtPeriodEnd(3, 3, new Date('2026-01-01T00:00:00Z'), end, 30)).toBe(3);
    expect(rankAtPeriodEnd(3, 2, new Date('2026-01-01T00:00:00Z'), end, 0)).toBe(2);
  });
  it('a jump earns each crossed level-up bonus; progress bars to the next level', () => {
    expect(ranksCrossed(LEVELS, 0, 2).map((l) => l.rank)).toEqual([1, 2]);
    expect(ranksCrossed(LEVELS, 2, 2)).toEqual([]);
    const p = progressTo(LEVELS, 2, { deposits: 700, turnover: 9000 });
    expect(p?.level.rank).toBe(3);
    expect(p?.deposits).toEqual({ done: 700, required: 2000 });
    expect(p?.turnover).toBeNull();
    expect(progressTo(LEVELS, 3, { deposits: 0, turnover: 0 })).toBeNull();
  });
  it('operator data: ranks without gaps, rank 0 free, thresholds rising', () => {
    expect(levelIssues(LEVELS)).toEqual([]);
    expect(levelIssues([level(0, 0, 0), level(2, 1, 1)]).length).toBeGreaterThan(0);
    expect(levelIssues([level(0, 5, 0)]).length).toBeGreaterThan(0);
    expect(levelIssues([level(0, 0, 0), level(1, 500, 500), level(2, 100, 600)]).length).toBeGreaterThan(0);
  });
});
