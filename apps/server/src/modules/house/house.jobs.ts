import { defineTask, type JobQueue } from '../../platform/jobs/index.js';
import type { HouseSlot } from './house-slot.service.js';

export const HOUSE_RECOVER_TASK = 'house.recover';

/**
 * House rounds a crash left half-way: refund an unanswered stake, pay a taken one its win. `recover()`
 * is keyed by the round (one ledger key per movement), so a repeated or resumed run moves money once.
 * Once a minute across all nodes.
 */
export function registerHouseJobs(jobs: JobQueue, slot: Pick<HouseSlot, 'recover'>): void {
  jobs.define(defineTask(HOUSE_RECOVER_TASK, async () => void (await slot.recover()), { maxAttempts: 3 }));
  jobs.schedule({ task: HOUSE_RECOVER_TASK, cron: '* * * * *' });
}
