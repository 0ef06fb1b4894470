import { defineTask, type JobQueue } from '../../platform/jobs/index.js';
import type { ContractKind } from './settlement.math.js';
import type { SettlementService } from './settlement.service.js';

export const SETTLE_TASK = (kind: ContractKind) => `agents.settle_${kind}`;

/**
 * Settlement runs: real-time salary every 5 minutes (spec §9), hourly, daily, and a daily dividend check
 * (it settles the last closed semimonthly/monthly period; a period already measured is a no-op). Each run
 * settles the last period closed past its grace window and pays every pending record of the kind, so a run
 * that failed or was killed is finished by the next one. Cron times are UTC; 1–2 minutes past the period
 * boundary leaves room for the grace window (default 2 min; a later run catches anything still open).
 */
export function registerSettlementJobs(jobs: JobQueue, settlement: SettlementService): void {
  const crons: Record<ContractKind, string> = {
    // Every 5 minutes, 2 past the boundary (graphile-worker's cron has no step over a range such as 2-59/5).
    realtime: '2,7,12,17,22,27,32,37,42,47,52,57 * * * *',
    hourly: '5 * * * *',
    daily: '10 * * * *',
    dividend: '20 * * * *',
  };
  for (const kind of ['realtime', 'hourly', 'daily', 'dividend'] as const) {
    jobs.define(
      defineTask(
        SETTLE_TASK(kind),
        async () => {
          await settlement.settleDue(kind);
        },
        { maxAttempts: 5 },
      ),
    );
    jobs.schedule({ task: SETTLE_TASK(kind), cron: crons[kind] });
  }
}
