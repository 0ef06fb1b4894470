import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock.js';
import { startCashoutJobs } from './cashout.jobs.js';

describe('cash-out jobs', () => {
  it('runs every step with the injected clock, keeps going after a failure, and never overlaps', async () => {
    const clock = new ManualClock('2026-11-22T05:00:00Z');
    const calls: string[] = [];
    const errors: unknown[] = [];
    let fail = true;
    const jobs = startCashoutJobs({
      clock,
      withdrawals: {
        autoConfirmDue: async (now: Date) => {
          calls.push(`auto:${now.toISOString()}`);
          return 0;
        },
        reconcileHolding: async () => {
          calls.push('holding');
          if (fail) throw new Error('db down');
          return 0;
        },
      },
      vendorTransfers: {
        settleOpen: async () => {
          calls.push('vendor');
          return 0;
        },
      },
      log: { error: (obj) => errors.push(obj) },
      intervalMs: 3_600_000,
    });
    try {
      const [a, b] = [jobs.runOnce(), jobs.runOnce()];
      expect(a).toBe(b);
      await a;
      expect(calls).toEqual(['auto:2026-11-22T05:00:00.000Z', 'holding']);
      expect(errors).toHaveLength(1);
      fail = false;
      clock.advance(60_000);
      await jobs.runOnce();
      expect(calls.slice(2)).toEqual(['auto:2026-11-22T05:01:00.000Z', 'holding', 'vendor']);
    } finally {
      jobs.stop();
    }
  });
});
