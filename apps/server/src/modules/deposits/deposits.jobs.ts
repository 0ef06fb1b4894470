import { defineTask, type JobQueue } from '../../platform/jobs/index.js';
import type { DepositsAdminService } from './deposits.admin.service.js';

export const DEPOSIT_EXPIRY_TASK = 'deposits.expire_stale';

/**
 * Stale gateway deposits end 'expired' (expireStale is a conditional update: a repeated run changes
 * nothing). Once a minute across all nodes; tests call expireStale() themselves with a manual clock.
 */
export function registerDepositJobs(jobs: JobQueue, admin: Pick<DepositsAdminService, 'expireStale'>): void {
  jobs.define(defineTask(DEPOSIT_EXPIRY_TASK, async () => void (await admin.expireStale()), { maxAttempts: 3 }));
  jobs.schedule({ task: DEPOSIT_EXPIRY_TASK, cron: '* * * * *' });
}
