import { defineTask, type JobQueue } from '../../platform/jobs/index.js';
import type { PeriodPayouts } from './rebate.service.js';

export const REBATE_TASK = 'promotions.rebate';

/**
 * Rebate and cashback: every hour at :15 (UTC cron). Periods end at local midnight (Asia/Ho_Chi_Minh:
 * 17:00 UTC), so a day is paid 15 minutes after it ends, past the service's grace window. Each run settles
 * every closed period not yet finished, so a failed or killed run is finished by the next one.
 */
export function registerRebateJobs(jobs: JobQueue, payouts: PeriodPayouts): void {
  jobs.define(
    defineTask(
      REBATE_TASK,
      async () => {
        await payouts.runDue();
      },
      { maxAttempts: 5 },
    ),
  );
  jobs.schedule({ task: REBATE_TASK, cron: '15 * * * *' });
}
