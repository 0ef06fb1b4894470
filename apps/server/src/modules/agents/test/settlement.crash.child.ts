// Child process of settlement.crash.test.ts, standing in for a node running the settlement job: it settles the
// due daily period on the given database paying one record per transaction, and SIGKILLs itself inside the
// second payment's transaction (after the ledger statement, before the commit).
import { ManualClock } from '../../../platform/clock.js';
import { connectDatabase } from '../../../platform/db/connect.js';
import { createLedgerService, type LedgerService } from '../../ledger/index.js';
import { createSettlementService } from '../settlement.service.js';

const [url, now] = process.argv.slice(2);
const db = connectDatabase(url!, { max: 4 });
const clock = new ManualClock(now!);
const ledger = createLedgerService({ db, clock });
let calls = 0;
const dying: Pick<LedgerService, 'prepare' | 'transferInTx'> = {
  prepare: ledger.prepare,
  transferInTx: async (tx, inputs) => {
    const results = await ledger.transferInTx(tx, inputs);
    calls += 1;
    if (calls === 2) {
      process.stdout.write('dying\n');
      process.kill(process.pid, 'SIGKILL');
      await new Promise(() => {});
    }
    return results;
  },
};
await createSettlementService({ db, clock, ledger: dying, timeZone: 'Asia/Ho_Chi_Minh', payBatch: 1 }).settleDue(
  'daily',
);
process.stdout.write('finished\n');
await db.end();
