import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { defineTask, type JobQueue } from '../../platform/jobs/index.js';
import { pruneExpired } from './prune.js';

export const HOUSEKEEPING_PRUNE_TASK = 'housekeeping.prune';

/** Prunes expired rows hourly (at minute 5) on one node; a failed run is retried with back-off. */
export function registerHousekeepingJobs(
  jobs: JobQueue,
  deps: { db: Db; clock: Clock; log?: { info(obj: object, msg: string): void } },
): void {
  jobs.define(
    defineTask(
      HOUSEKEEPING_PRUNE_TASK,
      async () => {
        const report = await pruneExpired(deps.db, deps.clock.now());
        const removed = Object.values(report).reduce((a, b) => a + b, 0);
        if (removed > 0) deps.log?.info({ pruned: report }, 'housekeeping');
      },
      { maxAttempts: 3 },
    ),
  );
  jobs.schedule({ task: HOUSEKEEPING_PRUNE_TASK, cron: '5 * * * *' });
}
