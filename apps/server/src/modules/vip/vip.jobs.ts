import { defineTask, type JobQueue } from '../../platform/jobs/index.js';
import { localDay } from './vip.repository.js';
import type { VipService } from './vip.service.js';

export const VIP_SWEEP_TASK = 'vip.sweep';
export const VIP_REVIEW_TASK = 'vip.review';

/**
 * Upgrades from bets: settlement happens in many places (vendors, house rounds, lottery), all of which the
 * rollup's triggers already sum into member_day_stats; so rather than a hook in each, a minute sweep reads the
 * rollup once for the members active today and upgrades those who now qualify (deposits upgrade at once in
 * the credit hook). The hourly review applies the month's period end once (downgrades) and catches up anyone
 * whose qualifying bet settled just before local midnight, and offers the day's birthday bonuses (once a year).
 */
export function registerVipJobs(jobs: JobQueue, vip: VipService, deps: { timeZone: string; now: () => Date }): void {
  jobs.define(defineTask(VIP_SWEEP_TASK, async () => void (await vip.sweep()), { maxAttempts: 1 }));
  jobs.define(
    defineTask(
      VIP_REVIEW_TASK,
      async () => {
        await vip.periodEnd();
        await vip.birthdays();
        await vip.sweep(localDay(new Date(deps.now().getTime() - 86_400_000), deps.timeZone));
      },
      { maxAttempts: 5 },
    ),
  );
  jobs.schedule({ task: VIP_SWEEP_TASK, cron: '* * * * *' });
  jobs.schedule({ task: VIP_REVIEW_TASK, cron: '25 * * * *' });
}
