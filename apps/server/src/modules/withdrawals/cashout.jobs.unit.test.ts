import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock.js';
import type { JobQueue, ScheduleOptions, TaskDefinition } from '../../platform/jobs/index.js';
import { CASHOUT_UPKEEP_TASK, registerCashoutJobs, runCashoutUpkeep } from './cashout.jobs.js';

describe('cash-out upkeep', () => {
  it('runs every step with the injected clock; a failing step fails the run and stops the steps after it', async () => {
    const clock = new ManualClock('2026-11-22T05:00:00Z');
    const calls: string[] = [];
    let fail = true;
    const deps = {
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
    };
    await expect(runCashoutUpkeep(deps)).rejects.toThrow('db down');
    expect(calls).toEqual(['auto:2026-11-22T05:00:00.000Z', 'holding']);
    fail = false;
    clock.advance(60_000);
    await runCashoutUpkeep(deps);
    expect(calls.slice(2)).toEqual(['auto:2026-11-22T05:01:00.000Z', 'holding', 'vendor']);
  });

  it('is a job task scheduled every minute', () => {
    const defined: TaskDefinition<never>[] = [];
    const scheduled: ScheduleOptions[] = [];
    const jobs = {
      define: (d: TaskDefinition<never>) => void defined.push(d),
      schedule: (s: ScheduleOptions) => void scheduled.push(s),
    } as unknown as JobQueue;
    registerCashoutJobs(jobs, {
      clock: new ManualClock('2026-11-22T05:00:00Z'),
      withdrawals: { autoConfirmDue: async () => 0, reconcileHolding: async () => 0 },
      vendorTransfers: { settleOpen: async () => 0 },
    });
    expect(defined.map((d) => d.name)).toEqual([CASHOUT_UPKEEP_TASK]);
    expect(scheduled).toEqual([{ task: CASHOUT_UPKEEP_TASK, cron: '* * * * *' }]);
  });
});
