import { describe, expect, it } from 'vitest';
import { applyRequest, checkDeposit, effectiveLimits, INCREASE_DELAY_MS, NO_LIMITS } from './limits.rules.js';

const now = new Date('2026-11-22T05:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('deposit limit rules', () => {
  it('applies decreases at once and delays increases by 24 hours', () => {
    const set = applyRequest(NO_LIMITS, { daily: 100, weekly: 500, monthly: null }, now);
    expect(effectiveLimits(set, now).limits).toEqual({ daily: 100, weekly: 500, monthly: null });
    const up = applyRequest(set, { daily: 200, weekly: 400, monthly: null }, now);
    const view = effectiveLimits(up, now);
    expect(view.limits).toEqual({ daily: 100, weekly: 400, monthly: null });
    expect(view.pending).toEqual([{ period: 'daily', value: 200, effectiveAt: later(INCREASE_DELAY_MS) }]);
    expect(effectiveLimits(up, later(INCREASE_DELAY_MS - 1)).limits.daily).toBe(100);
    expect(effectiveLimits(up, later(INCREASE_DELAY_MS)).limits.daily).toBe(200);
  });

  it('treats removing a limit as an increase, and the same value as no change that drops a waiting increase', () => {
    const set = applyRequest(NO_LIMITS, { daily: 100, weekly: null, monthly: null }, now);
    const removed = applyRequest(set, { daily: null, weekly: null, monthly: null }, now);
    expect(effectiveLimits(removed, now).pending).toEqual([
      { period: 'daily', value: null, effectiveAt: later(INCREASE_DELAY_MS) },
    ]);
    const back = applyRequest(removed, { daily: 100, weekly: null, monthly: null }, now);
    expect(effectiveLimits(back, now)).toEqual({ limits: { daily: 100, weekly: null, monthly: null }, pending: [] });
  });

  it('refuses a deposit that would cross any limit, naming the period', () => {
    const limits = { daily: 100, weekly: 150, monthly: null };
    expect(() => checkDeposit(limits, { daily: 0, weekly: 0, monthly: 0 }, 100)).not.toThrow();
    expect(() => checkDeposit(limits, { daily: 1, weekly: 1, monthly: 1 }, 100)).toThrow(
      expect.objectContaining({
        code: 'deposit_limit_exceeded',
        details: expect.objectContaining({ period: 'daily' }),
      }),
    );
    expect(() => checkDeposit(limits, { daily: 0, weekly: 100, monthly: 0 }, 60)).toThrow(
      expect.objectContaining({ details: expect.objectContaining({ period: 'weekly', remaining: 50 }) }),
    );
  });
});
