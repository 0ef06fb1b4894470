/**
 * Operator check of the money ledger: `npm run ledger:verify` (add `--json` for the raw report).
 *
 * Checks every invariant of ARCHITECTURE.md "Money" on one consistent snapshot: all transfers sum to
 * zero per unit; each account's balance equals the sum of its posted transfers and its reservations
 * the sum of its open pending transfers; no protected balance below zero; each idempotency key once;
 * pending transfers resolved at most once, never for more than they held; every main ↔ vendor wallet
 * transfer row agrees with its ledger hold (pending ↔ open hold or none yet, unknown ↔ open hold,
 * succeeded ↔ posted, failed ↔ voided or none). Exits 0 when all hold, 1 on any violation, 2 when the
 * database cannot be reached.
 *
 * Uses the server's configuration: DATABASE_URL, or the embedded PostgreSQL of DATA_DIR and
 * EMBEDDED_PG_PORT (connecting to the running server's database, or starting it for the check). It only
 * reads; it is safe to run beside live traffic.
 */
import { verifyLedger } from '../modules/ledger/index.js';
import { withDatabase } from './open-database.js';

async function run(args: string[]): Promise<number> {
  return withDatabase(async (db) => {
    const report = await verifyLedger(db);
    if (args.includes('--json')) {
      console.log(JSON.stringify(report, null, 2));
    } else {
      const totals = Object.entries(report.unitTotals)
        .map(([u, v]) => `${u} ${v}`)
        .join(', ');
      console.log(
        `Ledger: ${report.accounts} accounts, ${report.transfers} transfers, ${report.vendorTransfers} vendor ` +
          `transfers; unit totals: ${totals || 'none'}`,
      );
      for (const v of report.violations) console.log(`  VIOLATION ${v.check}: ${JSON.stringify(v.detail)}`);
      console.log(report.ok ? 'OK: every invariant holds.' : `FAILED: ${report.violations.length} violation(s).`);
    }
    return report.ok ? 0 : 1;
  });
}

process.exitCode = await run(process.argv.slice(2));
