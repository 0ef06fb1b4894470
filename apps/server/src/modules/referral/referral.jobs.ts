import { defineTask, type JobQueue } from '../../platform/jobs/index.js';
import { localDay } from './referral.rules.js';
import type { ReferralService } from './referral.service.js';

export const REFERRAL_SWEEP_TASK = 'referral.sweep';
export const REFERRAL_REVIEW_TASK = 'referral.review';

/**
 * Turnover qualifies friends from bets settled anywhere (vendors, house rounds, lottery), all summed into
 * member_day_stats by the rollup's triggers: a minute sweep reads the friends active today (deposits qualify
 * at once in the credit hook). The hourly review catches up yesterday (a bet settled just before local
 * midnight) and, with the sweep, closes referrals past their deadline (evaluated once more on the window).
 */
export function registerReferralJobs(
  jobs: JobQueue,
  referral: ReferralService,
  deps: { timeZone: string; now: () => Date },
) {
  jobs.define(defineTask(REFERRAL_SWEEP_TASK, async () => void (await referral.sweep()), { maxAttempts: 1 }));
  jobs.define(
    defineTask(
      REFERRAL_REVIEW_TASK,
      async () => void (await referral.sweep(localDay(new Date(deps.now().getTime() - 86_400_000), deps.timeZone))),
      { maxAttempts: 5 },
    ),
  );
  jobs.schedule({ task: REFERRAL_SWEEP_TASK, cron: '* * * * *' });
  jobs.schedule({ task: REFERRAL_REVIEW_TASK, cron: '35 * * * *' });
}
