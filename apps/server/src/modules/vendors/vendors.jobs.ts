import type { Clock } from '../../platform/clock.js';
import type { Queryable } from '../../platform/db/connect.js';
import { defineTask, enqueue, type JobQueue } from '../../platform/jobs/index.js';
import type { BetReportIngest, IngestLog } from './bet-report.ingest.js';
import type { SeamlessWalletService } from './seamless-wallet.service.js';

export const SEAMLESS_RECOVER_TASK = 'vendors.seamless_recover';
export const BET_REPORT_INGEST_TASK = 'vendors.bet_report_ingest';
/** The one waiting run of a sub-minute report chain (see registerVendorJobs). */
const BET_REPORT_NEXT_KEY = 'vendors.bet_report_ingest:next';

/** How often transfer-wallet vendors' bet reports are read, and how a sub-minute chain queues its next run. */
export interface BetReportSchedule {
  everyMs: number;
  db: Queryable;
  clock: Clock;
}

/**
 * The vendors' periodic work, on the PostgreSQL job queue (one node runs each period):
 * - seamless journal rows a crash left between the ledger and the journal are finished from the ledger
 *   (every minute; keyed by the vendor's transaction id, so a repeated run changes nothing);
 * - transfer-wallet vendors' bet reports are read into betting history every `reports.everyMs` (0 =
 *   never); rows are keyed by the vendor's bet id, so a re-read report books nothing twice. A vendor whose
 *   report failed is logged and fails the run (retried with back-off). Cron counts whole minutes; a shorter
 *   period (the demo's and the journeys' second) is a chain: each run queues the next under one job key,
 *   and the every-minute schedule restarts a chain that broke (a run that failed for good).
 * Returns what starts the chain at once when the app is ready (without it the first run waits for the minute).
 */
export function registerVendorJobs(
  jobs: JobQueue,
  deps: {
    wallet: Pick<SeamlessWalletService, 'recover'>;
    betReports: Pick<BetReportIngest, 'runOnce'>;
    reports: BetReportSchedule;
    log?: IngestLog;
  },
): { startReports(): Promise<void> } {
  jobs.define(defineTask(SEAMLESS_RECOVER_TASK, async () => void (await deps.wallet.recover()), { maxAttempts: 3 }));
  jobs.schedule({ task: SEAMLESS_RECOVER_TASK, cron: '* * * * *' });
  const { everyMs, db, clock } = deps.reports;
  const chained = everyMs > 0 && everyMs < 60_000;
  const queueNext = () =>
    enqueue(
      db,
      BET_REPORT_INGEST_TASK,
      {},
      { jobKey: BET_REPORT_NEXT_KEY, runAt: new Date(clock.now().getTime() + everyMs) },
    );
  jobs.define(
    defineTask(
      BET_REPORT_INGEST_TASK,
      async () => {
        try {
          const failed = (await deps.betReports.runOnce(deps.log)).filter((r) => r.error);
          if (failed.length > 0) throw new Error(`bet report failed for ${failed.map((r) => r.vendor).join(', ')}`);
        } finally {
          if (chained) await queueNext();
        }
      },
      { maxAttempts: 3 },
    ),
  );
  if (everyMs > 0) {
    const every = Math.min(59, Math.max(1, Math.round(everyMs / 60_000)));
    jobs.schedule({ task: BET_REPORT_INGEST_TASK, cron: every === 1 ? '* * * * *' : `*/${every} * * * *` });
  }
  return { startReports: async () => void (chained ? await queueNext() : undefined) };
}
