import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { onFileEnd } from '../../../../test/file-cleanup.js';
import { TEMPLATE_DB, withDatabase } from '../../../../test/global-setup.js';
import { ManualClock } from '../../../platform/clock.js';
import { connectDatabase, type Db } from '../../../platform/db/connect.js';
import { createLedgerService, type LedgerService } from '../ledger.service.js';

export interface LedgerHarness {
  db: Db;
  clock: ManualClock;
  ledger: LedgerService;
}

/**
 * A fresh database cloned from the migrated template (like test/harness.ts createTestDb, with a pool
 * size of our choosing so concurrency tests really run in parallel). Returns its URL too, for child
 * processes.
 */
export async function freshDatabase(max = 10): Promise<{ db: Db; url: string }> {
  const adminUrl = inject('pgAdminUrl');
  const name = `l_${randomBytes(6).toString('hex')}`;
  const admin = connectDatabase(adminUrl, { max: 1 });
  // FILE_COPY: the faster clone (see createTestDb in test/harness.ts).
  await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB} STRATEGY FILE_COPY`);
  const url = withDatabase(adminUrl, name);
  const db = connectDatabase(url, { max });
  onFileEnd(async () => {
    await db.end({ timeout: 5 });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  return { db, url };
}

/** A fresh migrated database and a ledger on it. */
export async function ledgerHarness(opts: { maxConnections?: number } = {}): Promise<LedgerHarness> {
  const { db } = await freshDatabase(opts.maxConnections ?? 10);
  const clock = new ManualClock('2026-11-22T05:00:00Z');
  return { db, clock, ledger: createLedgerService({ db, clock }) };
}

/** Inserts bare members (the ledger only needs their ids). */
export async function makeMembers(db: Db, n: number, type = 0): Promise<number[]> {
  const rows = Array.from({ length: n }, () => ({
    account: `l${randomBytes(6).toString('hex')}`,
    type,
    created_at: new Date('2026-11-22T05:00:00Z'),
  }));
  const inserted = await db<{ id: number }[]>`INSERT INTO members ${db(rows)} RETURNING id`;
  return inserted.map((r) => r.id);
}

let seq = 0;
/** A key no other test uses. */
export const key = (label = 'k') => `${label}:${process.pid}:${++seq}:${randomBytes(4).toString('hex')}`;

/** Funds a member's cash wallet from the payment-clearing house account (a deposit). */
export async function fund(ledger: LedgerService, memberId: number, amount: number) {
  return ledger.transfer({
    debit: { house: 'payment_clearing', unit: 'VND' },
    credit: { member: memberId, kind: 'cash' },
    amount,
    unit: 'VND',
    kind: 'deposit',
    idempotencyKey: key('fund'),
  });
}

/** The AppError code a promise rejected with ('ok' when it resolved). */
export async function outcome(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (err) {
    return (err as { code?: string }).code ?? String(err);
  }
}
