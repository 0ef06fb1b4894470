import { defineTask, type JobQueue } from '../../../platform/jobs/index.js';

export const VIETQR_EXPIRY_TASK = 'deposits.vietqr_expire';

/** Unpaid VietQR deposits expire (vietqr.expiry.ts); every 5 minutes across all nodes. */
export function registerVietQrJobs(jobs: JobQueue, vietqr: { expireStale: () => Promise<number> }): void {
  jobs.define(defineTask(VIETQR_EXPIRY_TASK, async () => void (await vietqr.expireStale()), { maxAttempts: 3 }));
  jobs.schedule({ task: VIETQR_EXPIRY_TASK, cron: '*/5 * * * *' });
}
