/**
 * Operator check of the audit log's hash chain: `npm run audit:verify` (add `--json` for the raw report).
 *
 * Recomputes every entry's hash (sha-256 of the previous hash and the canonical entry, migration 0234) and
 * reports each edited entry, each gap left by deleted entries, entries written outside the chain, and newest
 * entries deleted behind the chain head. Prints the head's sequence number and hash: kept somewhere else
 * (a ticket, a printout), it proves later that the whole chain was not rewritten since. Exits 0 when the
 * chain is whole, 1 on any problem, 2 when the database cannot be reached. Read-only, safe beside traffic.
 *
 * Uses the server's configuration: DATABASE_URL, or the embedded PostgreSQL of DATA_DIR and EMBEDDED_PG_PORT.
 */
import { createAuditLogService } from '../modules/backoffice/index.js';
import { withDatabase } from './open-database.js';

async function run(args: string[]): Promise<number> {
  return withDatabase(async (db) => {
    const report = await createAuditLogService({ db }).verify();
    if (args.includes('--json')) {
      console.log(JSON.stringify(report, null, 2));
    } else {
      console.log(`Audit log: ${report.checked} entries; chain head #${report.headSeq} ${report.headHash}`);
      for (const p of report.problems) {
        console.log(
          `  ${p.kind.toUpperCase()} ${p.id !== null ? `id ${p.id} ` : ''}${p.seq !== null ? `#${p.seq} ` : ''}${p.detail}`,
        );
      }
      console.log(report.ok ? 'OK: the chain is whole.' : `FAILED: ${report.problems.length} problem(s).`);
    }
    return report.ok ? 0 : 1;
  });
}

process.exitCode = await run(process.argv.slice(2));
