import { describe, expect, it } from 'vitest';
import { systemClock } from '../../platform/clock.js';
import type { Queryable } from '../../platform/db/connect.js';
import type { JobQueue, ScheduleOptions, TaskDefinition } from '../../platform/jobs/index.js';
import { BET_REPORT_INGEST_TASK, registerVendorJobs, SEAMLESS_RECOVER_TASK } from './vendors.jobs.js';

function fakeQueue() {
  const defined = new Map<string, TaskDefinition<never>>();
  const scheduled: ScheduleOptions[] = [];
  const jobs = {
    define: (d: TaskDefinition<never>) => void defined.set(d.name, d),
    schedule: (s: ScheduleOptions) => void scheduled.push(s),
  } as unknown as JobQueue;
  return { jobs, defined, scheduled };
}

/** The minute schedules never enqueue by hand: a database they touch would be a bug. */
const unusedDb = new Proxy({}, { get: () => expect.unreachable('database used') }) as Queryable;

const ctx = { jobId: '1', task: '', attempt: 1, maxAttempts: 3, jobKey: null, scheduledFor: null } as const;

describe('vendor jobs', () => {
  it('schedules bet reports every VENDOR_REPORT_INTERVAL_MS in whole minutes, never when 0', () => {
    const cron = (minutes: number) => {
      const q = fakeQueue();
      registerVendorJobs(q.jobs, {
        wallet: { recover: async () => 0 },
        betReports: { runOnce: async () => [] },
        reports: { everyMs: minutes * 60_000, db: unusedDb, clock: systemClock },
      });
      return q.scheduled.filter((s) => s.task === BET_REPORT_INGEST_TASK).map((s) => s.cron);
    };
    expect(cron(0)).toEqual([]);
    expect(cron(1)).toEqual(['* * * * *']);
    expect(cron(0.2)).toEqual(['* * * * *']);
    expect(cron(5)).toEqual(['*/5 * * * *']);
    expect(cron(60)).toEqual(['*/59 * * * *']);
  });

  it('a bet-report run fails (and is retried) when a vendor report failed; seamless recovery runs every minute', async () => {
    const q = fakeQueue();
    registerVendorJobs(q.jobs, {
      wallet: { recover: async () => 2 },
      betReports: {
        runOnce: async () =>
          [
            { vendor: 'ok', error: null },
            { vendor: 'down', error: 'timeout' },
          ] as never,
      },
      reports: { everyMs: 60_000, db: unusedDb, clock: systemClock },
    });
    expect(q.scheduled).toContainEqual({ task: SEAMLESS_RECOVER_TASK, cron: '* * * * *' });
    const run = q.defined.get(BET_REPORT_INGEST_TASK)!;
    await expect(run.handler({} as never, { ...ctx, signal: new AbortController().signal })).rejects.toThrow(
      'bet report failed for down',
    );
  });
});
