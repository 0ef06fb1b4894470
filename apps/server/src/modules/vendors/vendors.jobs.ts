import { defineTask, type JobQueue } from '../../platform/jobs/index.js';
import type { BetReportIngest, IngestLog } from './bet-report.ingest.js';
import type { SeamlessWalletService } from './seamless-wallet.service.js';

export const SEAMLESS_RECOVER_TASK = 'vendors.seamless_recover';
export const BET_REPORT_INGEST_TASK = 'vendors.bet_report_ingest';

/**
 * The vendors' periodic work, on the PostgreSQL job queue (one node runs each period):
 * - seamless journal rows a crash left between the ledger and the journal are finished from the ledger
 *   (every minute; keyed by the vendor's transaction id, so a repeated run changes nothing);
 * - transfer-wallet vendors' bet reports are read into betting history every `reportEveryMinutes`
 *   (0 = never); rows are keyed by the vendor's bet id, so a re-read report books nothing twice. A
 *   vendor whose report failed is logged and fails the run (retried with back-off).
 */
export function registerVendorJobs(
  jobs: JobQueue,
  deps: {
    wallet: Pick<SeamlessWalletService, 'recover'>;
    betReports: Pick<BetReportIngest, 'runOnce'>;
    reportEveryMinutes: number;
    log?: IngestLog;
  },
): void {
  jobs.define(defineTask(SEAMLESS_RECOVER_TASK, async () => void (await deps.wallet.recover()), { maxAttempts: 3 }));
  jobs.schedule({ task: SEAMLESS_RECOVER_TASK, cron: '* * * * *' });
  jobs.define(
    defineTask(
      BET_REPORT_INGEST_TASK,
      async () => {
        const failed = (await deps.betReports.runOnce(deps.log)).filter((r) => r.error);
        if (failed.length > 0) throw new Error(`bet report failed for ${failed.map((r) => r.vendor).join(', ')}`);
      },
      { maxAttempts: 3 },
    ),
  );
  if (deps.reportEveryMinutes > 0) {
    const every = Math.min(59, Math.max(1, Math.round(deps.reportEveryMinutes)));
    jobs.schedule({ task: BET_REPORT_INGEST_TASK, cron: every === 1 ? '* * * * *' : `*/${every} * * * *` });
  }
}
