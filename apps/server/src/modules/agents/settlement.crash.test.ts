import { spawn } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDbUrl } from '../../../test/harness.js';
import { processScript } from '../../../test/process-scripts.js';
import { ManualClock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { createLedgerService } from '../ledger/index.js';
import { createSettlementService } from './settlement.service.js';
import { bet, contract, flat, member } from './test/settlement.fixtures.js';

const NOW = '2026-11-25T05:00:00Z';
let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});

/** Runs the child to its end; answers its stdout and how it ended. */
function runChild(): Promise<{ out: string; signal: string | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [processScript('settlement-crash-child'), testDbUrl(db), NOW], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => (code && code !== 0 ? reject(new Error(err)) : resolve({ out, signal })));
  });
}

describe('a settlement node killed midway', () => {
  it('leaves the period recorded and one payment made; the next run pays the rest, each once', async () => {
    const a = await member(db, null);
    const b = await member(db, a);
    const c = await member(db, b);
    await contract(db, a, 'daily', flat(300));
    await contract(db, b, 'daily', flat(200), undefined, a);
    await contract(db, c, 'daily', flat(100), undefined, b);
    await bet(db, c, 1_000_000, 0, new Date('2026-11-24T03:00:00Z'));
    const run = await runChild();
    expect(run.signal).toBe('SIGKILL');
    expect(run.out).toContain('dying');
    const paidBefore = await db`SELECT 1 FROM ledger_transfers WHERE kind = 'agent_daily'`;
    expect(paidBefore).toHaveLength(1);
    const clock = new ManualClock(NOW);
    await createSettlementService({
      db,
      clock,
      ledger: createLedgerService({ db, clock }),
      timeZone: 'Asia/Ho_Chi_Minh',
    }).settleDue('daily');
    const paid = await db<{ idempotency_key: string; amount: number }[]>`
      SELECT idempotency_key, amount FROM ledger_transfers WHERE kind = 'agent_daily' ORDER BY idempotency_key`;
    expect(paid.map((p) => p.amount)).toEqual([10_000, 10_000, 10_000]);
    expect(new Set(paid.map((p) => p.idempotency_key)).size).toBe(3);
    const statuses = await db`SELECT DISTINCT status FROM agent_settlements`;
    expect(statuses.map((s) => s.status)).toEqual(['paid']);
  }, 60_000);
});
