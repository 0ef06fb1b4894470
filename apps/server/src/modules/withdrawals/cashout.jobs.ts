import type { Clock } from '../../platform/clock.js';
import { defineTask, type JobQueue } from '../../platform/jobs/index.js';
import type { WithdrawalsService } from './withdrawals.service.js';

/** What the upkeep needs: withdrawal upkeep and the vendor-transfer status checks. */
export interface CashoutJobDeps {
  clock: Clock;
  withdrawals: Pick<WithdrawalsService, 'autoConfirmDue' | 'reconcileHolding'>;
  vendorTransfers: { settleOpen(): Promise<number> };
}

export const CASHOUT_UPKEEP_TASK = 'withdrawals.cashout_upkeep';

/**
 * Work nobody's request triggers: approved withdrawals past their confirmation deadline become 'received'
 * for everyone (members' own reads already apply it lazily, this keeps the operator's lists and reports
 * current), rows a crash left in 'holding' get their keyed hold, and vendor transfers left 'unknown' get a
 * status check. Every step is idempotent, so a repeated or resumed run is harmless. A failing step fails
 * the run (the queue retries it with back-off) and the steps after it wait for that retry.
 */
export async function runCashoutUpkeep(deps: CashoutJobDeps): Promise<void> {
  await deps.withdrawals.autoConfirmDue(deps.clock.now());
  await deps.withdrawals.reconcileHolding();
  await deps.vendorTransfers.settleOpen();
}

/** Runs the upkeep once a minute, on one node at a time (the PostgreSQL job queue). */
export function registerCashoutJobs(jobs: JobQueue, deps: CashoutJobDeps): void {
  jobs.define(defineTask(CASHOUT_UPKEEP_TASK, () => runCashoutUpkeep(deps), { maxAttempts: 3 }));
  jobs.schedule({ task: CASHOUT_UPKEEP_TASK, cron: '* * * * *' });
}
