// Child process of ledger.crash.test.ts, standing in for the server: it starts its own embedded
// PostgreSQL (as main.ts does), migrates, and then either
//   load  — runs ledger traffic forever, printing `ack <key> <id>` after each acknowledged transfer;
//   serve — prints `url <database url>` and waits for SIGTERM, then stops the database cleanly.
// The test kills it (and its database) with SIGKILL in the middle of the load.
import { randomBytes } from 'node:crypto';
import { systemClock } from '../../../platform/clock.js';
import { connectDatabase } from '../../../platform/db/connect.js';
import { startEmbeddedPostgres } from '../../../platform/db/embedded.js';
import { migrate } from '../../../platform/db/migrate.js';
import { createLedgerService } from '../ledger.service.js';
import type { TransferResult } from '../ledger.types.js';

const [mode, dataDir, port] = process.argv.slice(2);
const pg = await startEmbeddedPostgres({ dataDir: dataDir!, port: Number(port) });
const db = connectDatabase(pg.url, { max: 10 });
await migrate(db);

if (mode === 'serve') {
  process.stdout.write(`url ${pg.url}\n`);
  process.on('SIGTERM', async () => {
    await db.end({ timeout: 5 });
    await pg.stop();
    process.exit(0);
  });
} else {
  const ledger = createLedgerService({ db, clock: systemClock });
  const names = ['crash01', 'crash02', 'crash03', 'crash04'];
  await db`INSERT INTO members (account, type, created_at)
           SELECT n, 0, now() FROM unnest(${names}::text[]) n
           WHERE NOT EXISTS (SELECT 1 FROM members WHERE account = n)`;
  const members = (await db<{ id: number }[]>`SELECT id FROM members WHERE account = ANY(${names}::text[])`).map(
    (r) => r.id,
  );
  const run = randomBytes(4).toString('hex');
  let n = 0;
  const ack = (results: TransferResult[]) => {
    for (const r of results) process.stdout.write(`ack ${r.idempotencyKey} ${r.id}\n`);
  };
  const worker = async () => {
    for (;;) {
      const m = members[n % members.length]!;
      const k = `${run}:${n++}`;
      const clearing = { house: 'payment_clearing' as const, unit: 'VND' as const };
      const cash = { member: m, kind: 'cash' as const };
      try {
        if (n % 3 === 0) {
          ack([
            await ledger.transfer({
              debit: clearing,
              credit: cash,
              amount: 5_000,
              unit: 'VND',
              kind: 'deposit',
              idempotencyKey: `${k}:d`,
            }),
          ]);
        } else if (n % 3 === 1) {
          ack(
            await ledger.batch([
              {
                debit: cash,
                credit: { house: 'game_revenue', unit: 'VND' },
                amount: 1_000,
                unit: 'VND',
                kind: 'bet',
                idempotencyKey: `${k}:b`,
              },
              {
                debit: cash,
                credit: { house: 'fees', unit: 'VND' },
                amount: 10,
                unit: 'VND',
                kind: 'fee',
                idempotencyKey: `${k}:f`,
              },
            ]),
          );
        } else {
          const hold = await ledger.transfer({
            debit: cash,
            credit: clearing,
            amount: 700,
            unit: 'VND',
            kind: 'withdrawal',
            idempotencyKey: `${k}:w`,
            pending: true,
          });
          ack([hold]);
          ack([
            n % 2
              ? await ledger.post(hold.id, { idempotencyKey: `${k}:p` })
              : await ledger.void(hold.id, { idempotencyKey: `${k}:v` }),
          ]);
        }
      } catch (err) {
        if ((err as { code?: string }).code !== 'insufficient_funds') throw err;
      }
    }
  };
  process.stdout.write('loading\n');
  await Promise.all(Array.from({ length: 8 }, worker));
}
