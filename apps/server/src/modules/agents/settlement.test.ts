import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDbUrl } from '../../../test/harness.js';
import { ManualClock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { connectDatabase } from '../../platform/db/connect.js';
import { createJobQueue, enqueue } from '../../platform/jobs/index.js';
import { createLedgerService, type LedgerService } from '../ledger/index.js';
import { registerSettlementJobs, SETTLE_TASK } from './settlement.jobs.js';
import { createSettlementService } from './settlement.service.js';
import { bet, contract, flat, member } from './test/settlement.fixtures.js';

const TZ = 'Asia/Ho_Chi_Minh';
// 12:00 on 25 Nov in Vietnam: the last closed day is 24 Nov (23 Nov 17:00 UTC – 24 Nov 17:00 UTC).
const NOW = '2026-11-25T05:00:00Z';
const IN_PERIOD = new Date('2026-11-24T03:00:00Z');

let db: Db;
let clock: ManualClock;
let ledger: LedgerService;
beforeAll(async () => {
  db = await createTestDb();
  clock = new ManualClock(NOW);
  ledger = createLedgerService({ db, clock });
});

/**
 * A (2 %) → B (1.5 %) → C (1 %) → player P; player Q directly under A; B bets itself. D under C holds a
 * contract only from tomorrow. Team turnover: C 10M, B 11M, A 16M.
 * Expected: C 100,000; B 165,000 − 100,000 = 65,000; A 320,000 − 165,000 = 155,000.
 */
async function tree() {
  const a = await member(db, null);
  const b = await member(db, a);
  const c = await member(db, b);
  const d = await member(db, c);
  const p = await member(db, c, 0);
  const q = await member(db, a, 0);
  await contract(db, a, 'daily', flat(200));
  await contract(db, b, 'daily', flat(150), undefined, a);
  await contract(db, c, 'daily', flat(100), undefined, b);
  await contract(db, d, 'daily', flat(50), new Date('2026-11-25T17:00:00Z'), c);
  await bet(db, p, 10_000_000, 4_000_000, IN_PERIOD);
  await bet(db, q, 5_000_000, 0, IN_PERIOD);
  await bet(db, b, 1_000_000, 2_500_000, IN_PERIOD);
  // Not counted: cancelled, still open, settled after the period (next day), settled before it.
  await bet(db, p, 9_000_000, 0, IN_PERIOD, 'cancelled');
  await bet(db, p, 9_000_000, 0, IN_PERIOD, 'open');
  await bet(db, p, 9_000_000, 0, new Date('2026-11-24T17:00:00Z'));
  await bet(db, p, 9_000_000, 0, new Date('2026-11-23T16:59:59Z'));
  return { a, b, c, d };
}

async function paidTo(agentId: number) {
  return db<{ amount: number; idempotency_key: string }[]>`
    SELECT t.amount, t.idempotency_key FROM ledger_transfers t JOIN ledger_accounts acc ON acc.id = t.credit_account_id
     WHERE acc.code LIKE ${`m:${agentId}:%`} AND t.kind = 'agent_daily'`;
}

const service = (over: Partial<Parameters<typeof createSettlementService>[0]> = {}) =>
  createSettlementService({ db, clock, ledger, timeZone: TZ, ...over });

describe('daily salary settlement on a 3-level tree', () => {
  it('settles the closed day once, with level difference at every level, and explains each record', async () => {
    const { a, b, c, d } = await tree();
    const res = await service().settleDue('daily');
    expect(res?.period).toBe('2026-11-24');
    const recs = await db<{ agent_id: number; amount: number; status: string; figures: Record<string, unknown> }[]>`
      SELECT agent_id, amount, status, figures FROM agent_settlements WHERE agent_id IN (${a}, ${b}, ${c}, ${d})`;
    const by = new Map(recs.map((r) => [Number(r.agent_id), r]));
    expect(by.get(c)).toMatchObject({ amount: 100000, status: 'paid' });
    expect(by.get(b)).toMatchObject({ amount: 65000, status: 'paid' });
    expect(by.get(a)).toMatchObject({ amount: 155000, status: 'paid' });
    expect(by.has(d)).toBe(false);
    expect(by.get(b)?.figures).toMatchObject({
      turnover: 11_000_000,
      netLoss: 11_000_000 - 6_500_000,
      active: 2,
      rateBp: 150,
      tierIndex: 0,
      gross: 165_000,
      downlineGross: 100_000,
    });
    for (const [id, amount] of [
      [a, 155_000],
      [b, 65_000],
      [c, 100_000],
    ] as const) {
      const t = await paidTo(id);
      expect(t).toEqual([{ amount, idempotency_key: `agent-pay:${id}:daily:2026-11-24` }]);
    }
    // A second run of the same period changes nothing.
    expect(await service().settleDue('daily')).toMatchObject({ recorded: 0, paid: 0 });
    expect(await paidTo(a)).toHaveLength(1);
  });

  it('two runners racing on the same period pay each agent once', async () => {
    clock.set(new Date('2026-11-26T05:00:00Z'));
    const IN = new Date('2026-11-25T03:00:00Z');
    const a = await member(db, null);
    const b = await member(db, a);
    await contract(db, a, 'daily', flat(200));
    await contract(db, b, 'daily', flat(100), undefined, a);
    await bet(db, b, 3_000_000, 0, IN);
    // A second node: its own connection pool, ledger and service.
    const db2 = connectDatabase(testDbUrl(db), { max: 4 });
    const other = createSettlementService({
      db: db2,
      clock,
      ledger: createLedgerService({ db: db2, clock }),
      timeZone: TZ,
    });
    await Promise.all([service().settleDue('daily'), other.settleDue('daily'), service().settleDue('daily')]);
    await db2.end();
    expect((await paidTo(a)).map((t) => t.amount)).toEqual([30000]);
    expect((await paidTo(b)).map((t) => t.amount)).toEqual([30000]);
  });

  it('a run stopped midway resumes and pays each record once', async () => {
    clock.set(new Date('2026-11-27T05:00:00Z'));
    const IN = new Date('2026-11-26T03:00:00Z');
    const a = await member(db, null);
    const b = await member(db, a);
    const c = await member(db, b);
    await contract(db, a, 'daily', flat(300));
    await contract(db, b, 'daily', flat(200), undefined, a);
    await contract(db, c, 'daily', flat(100), undefined, b);
    await bet(db, c, 1_000_000, 0, IN);
    let calls = 0;
    const crashing = {
      prepare: ledger.prepare,
      transferInTx: (async (...args: Parameters<LedgerService['transferInTx']>) => {
        calls += 1;
        if (calls === 2) throw new Error('process killed');
        return ledger.transferInTx(...args);
      }) as LedgerService['transferInTx'],
    };
    await expect(service({ ledger: crashing, payBatch: 1 }).settleDue('daily')).rejects.toThrow('process killed');
    const pending =
      await db`SELECT 1 FROM agent_settlements WHERE agent_id IN (${a}, ${b}, ${c}) AND status = 'pending'`;
    expect(pending.length).toBeGreaterThan(0);
    await service().settleDue('daily');
    for (const id of [a, b, c]) expect((await paidTo(id)).map((t) => t.amount)).toEqual([10000]);
  });

  it('with operator approval on, records wait; a rejected one is never paid (audited)', async () => {
    clock.set(new Date('2026-11-28T05:00:00Z'));
    await db`INSERT INTO settings (key, value) VALUES ('agent.contracts', ${db.json({ approval: { dividend: false, daily: true, hourly: false, realtime: false } } as never)})`;
    const a = await member(db, null);
    const b = await member(db, a);
    await contract(db, a, 'daily', flat(200));
    await contract(db, b, 'daily', flat(100), undefined, a);
    await bet(db, b, 1_000_000, 0, new Date('2026-11-27T03:00:00Z'));
    await service().settleDue('daily');
    expect(await paidTo(a)).toHaveLength(0);
    const [ra] = await db<{ id: string }[]>`SELECT id FROM agent_settlements WHERE agent_id = ${a}`;
    const [rb] = await db<{ id: string }[]>`SELECT id FROM agent_settlements WHERE agent_id = ${b}`;
    expect(await service().decide(Number(ra!.id), true, 'operator:1')).toBe(true);
    expect(await service().decide(Number(rb!.id), false, 'operator:1')).toBe(true);
    await service().payPending('daily');
    expect((await paidTo(a)).map((t) => t.amount)).toEqual([10000]);
    expect(await paidTo(b)).toHaveLength(0);
    const audits = await db`SELECT 1 FROM audit_log WHERE action LIKE 'agent_settlement.%'`;
    expect(audits).toHaveLength(2);
    await db`DELETE FROM settings WHERE key = 'agent.contracts'`;
  });
});

describe('dividends and flat terms', () => {
  it('a winning month carries forward into the next one, at every level', async () => {
    await db`INSERT INTO settings (key, value) VALUES ('agent.contracts', ${db.json({ dividendCycle: 'monthly', carryForward: true } as never)})
             ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`;
    const a = await member(db, null);
    const b = await member(db, a);
    const p = await member(db, b, 0);
    await contract(db, a, 'dividend', flat(3000));
    await contract(db, b, 'dividend', flat(2000), undefined, a);
    // October: the team won 1,000,000 (net loss −1,000,000); November: lost 5,000,000 to the house.
    await bet(db, p, 1_000_000, 2_000_000, new Date('2026-10-10T05:00:00Z'));
    await bet(db, p, 6_000_000, 1_000_000, new Date('2026-11-10T05:00:00Z'));
    // A 500,000 bonus paid to the player in November lowers November's net loss.
    clock.set(new Date('2026-11-12T05:00:00Z'));
    await ledger.transfer({
      debit: { house: 'bonus_expense', unit: 'VND' },
      credit: { member: p, kind: 'cash' },
      amount: 500_000,
      unit: 'VND',
      kind: 'bonus',
      idempotencyKey: `test-bonus:${p}`,
    });
    clock.set(new Date('2026-11-02T05:00:00Z'));
    await service().settleDue('dividend');
    const oct = await db<{ agent_id: number; status: string; carry_out: number }[]>`
      SELECT agent_id, status, carry_out FROM agent_settlements WHERE kind = 'dividend' AND period_key = '2026-10' AND agent_id IN (${a}, ${b})`;
    expect(oct.map((r) => [r.status, r.carry_out])).toEqual([
      ['carried_forward', -1_000_000],
      ['carried_forward', -1_000_000],
    ]);
    clock.set(new Date('2026-12-02T05:00:00Z'));
    await service().settleDue('dividend');
    // Base 5M − 0.5M bonus − 1M carried = 3.5M: B 20 % = 700,000; A 30 % = 1,050,000 − 700,000 = 350,000.
    const nov = new Map(
      (
        await db<{ agent_id: number; amount: number; status: string }[]>`
          SELECT agent_id, amount, status FROM agent_settlements WHERE kind = 'dividend' AND period_key = '2026-11' AND agent_id IN (${a}, ${b})`
      ).map((r) => [r.agent_id, r]),
    );
    expect(nov.get(b)).toMatchObject({ amount: 700_000, status: 'paid' });
    expect(nov.get(a)).toMatchObject({ amount: 350_000, status: 'paid' });
    await db`DELETE FROM settings WHERE key = 'agent.contracts'`;
  });

  it('an agent given flat terms at creation is settled on them until it holds a contract; the job runs it', async () => {
    clock.set(new Date('2026-12-11T05:00:00Z'));
    const a = await member(db, null);
    const b = await member(db, a);
    await contract(db, a, 'daily', flat(200));
    await db`INSERT INTO agent_terms (member_id, terms, set_by, updated_at)
             VALUES (${b}, ${db.json({ dailySalary: 80 } as never)}, 'test', '2026-12-01')`;
    await bet(db, b, 1_000_000, 0, new Date('2026-12-10T03:00:00Z'));
    const jobs = createJobQueue({ db });
    registerSettlementJobs(jobs, service());
    await enqueue(db, SETTLE_TASK('daily'));
    await jobs.runUntilIdle();
    const [rb] = await db<{ amount: number; contract_id: number | null; figures: { source: string } }[]>`
      SELECT amount, contract_id, figures FROM agent_settlements WHERE agent_id = ${b} AND period_key = '2026-12-10'`;
    expect(rb).toMatchObject({ amount: 8_000, contract_id: null, figures: { source: 'terms' } });
    expect((await paidTo(a)).map((t) => t.amount)).toEqual([12_000]);
  });
});

describe('downtime', () => {
  it('a run after hours of downtime settles every missed hour once, in order; idle holders get no record', async () => {
    clock.set(new Date('2026-12-20T00:10:00Z'));
    const a = await member(db, null);
    const idle = await member(db, a);
    await contract(db, a, 'hourly', flat(100));
    await contract(db, idle, 'hourly', flat(50), undefined, a);
    await service().settleDue('hourly'); // the first run: the last closed hour only (Dec 19, 23:00 UTC)
    for (const h of [1, 2, 3]) await bet(db, a, 1_000_000 * h, 0, new Date(`2026-12-20T0${h}:30:00Z`));
    clock.set(new Date('2026-12-20T04:10:00Z'));
    await service().settleDue('hourly');
    const recs = await db<{ period_key: string; amount: number }[]>`
      SELECT period_key, amount FROM agent_settlements WHERE agent_id = ${a} AND kind = 'hourly' ORDER BY period_start`;
    // 08:30, 09:30, 10:30 in Vietnam (UTC+7).
    expect(recs).toEqual([
      { period_key: '2026-12-20T08', amount: 10_000 },
      { period_key: '2026-12-20T09', amount: 20_000 },
      { period_key: '2026-12-20T10', amount: 30_000 },
    ]);
    expect(await db`SELECT 1 FROM agent_settlements WHERE agent_id = ${idle}`).toHaveLength(0);
    const runs = await db`SELECT period_key FROM agent_settlement_runs WHERE kind = 'hourly' ORDER BY period_end`;
    expect(runs.map((r) => r.period_key)).toEqual([
      '2026-12-20T06',
      '2026-12-20T07',
      '2026-12-20T08',
      '2026-12-20T09',
      '2026-12-20T10',
    ]);
  });
});

describe('a level without a contract', () => {
  it('is skipped: the agent above earns the difference against the nearest holder below, nothing twice', async () => {
    clock.set(new Date('2026-12-23T05:00:00Z'));
    const a = await member(db, null);
    const b = await member(db, a); // no daily contract
    const c = await member(db, b);
    await contract(db, a, 'daily', flat(200));
    await contract(db, c, 'daily', flat(100)); // set by the operator
    await bet(db, c, 1_000_000, 0, new Date('2026-12-22T03:00:00Z'));
    await service().settleDue('daily');
    expect((await paidTo(c)).map((t) => t.amount)).toEqual([10_000]);
    expect((await paidTo(a)).map((t) => t.amount)).toEqual([10_000]);
    expect(await paidTo(b)).toHaveLength(0);
  });
});
