import { randomBytes } from 'node:crypto';
import { encryptForServer, importServerPublicKey, solvePow } from '@app/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { onFileEnd } from '../../../../test/file-cleanup.js';
import { createTestDb, testDbUrl } from '../../../../test/harness.js';
import { ACCOUNTS_POLICY_KEY } from '../../../modules/accounts/accounts.policy.js';
import { insertMember } from '../../../modules/accounts/members.repository.js';
import { hashPassword } from '../../../modules/accounts/passwords/password.hasher.js';
import { importCatalogue } from '../../../modules/catalogue/index.js';
import { seedDeposits } from '../../../modules/deposits/index.js';
import { createLedgerService, verifyLedger } from '../../../modules/ledger/index.js';
import { DEMO_OPERATOR, seedOperators } from '../../../modules/operators/index.js';
import { putSetting } from '../../../modules/system/index.js';
import { systemClock } from '../../clock.js';
import type { Db } from '../../db/connect.js';
import { type ServerProcess, startServerProcess } from './server-process.js';

/*
 * Two real server processes (src/main.ts) on one PostgreSQL database, as a deployment behind a load
 * balancer runs them: what one node does must hold on the other. Each node keeps its own memory
 * (caches, timers); only the database is shared.
 */

const CHALLENGES_PER_MINUTE = 10;
const DRAIN_MS = 3_000;
let db: Db;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  db = await createTestDb();
  // Registered after createTestDb's own afterAll, so it runs first: the nodes stop before their database goes.
  onFileEnd(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });
  const url = testDbUrl(db);
  const now = systemClock.now();
  await putSetting(
    db,
    ACCOUNTS_POLICY_KEY,
    { powDifficulty: 2, limits: { challengePerIpPerMinute: CHALLENGES_PER_MINUTE } },
    now,
  );
  await seedOperators(db, systemClock);
  await seedDeposits(db, systemClock);
  const env = {
    DATABASE_URL: url,
    // Both nodes run the payment worker: sandbox callbacks are sent as soon as they are due.
    PAYMENT_WORKER_TICK_MS: '100',
    PAYMENT_SANDBOX_DELAY_MS: '0',
    PAYMENT_SANDBOX_SECRET: 'two-nodes-sandbox-secret-0123',
    // A stop (SIGTERM) drains this long first: the last test watches it.
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
  };
  // Node A starts while "another node" holds the migration lock: live, not ready, until it is released.
  let release!: () => void;
  const released = new Promise<void>((r) => {
    release = r;
  });
  let locked!: () => void;
  const isLocked = new Promise<void>((r) => {
    locked = r;
  });
  const migrating = db.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(72410001)`;
    locked();
    await released;
  });
  await isLocked;
  try {
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    await a.waitFor('/healthz', 200);
    expect((await a.fetch('/readyz')).status).toBe(503);
    expect((await a.fetch('/wps/game/vendor')).status).toBe(503);
  } finally {
    release();
    await migrating;
  }
  await Promise.all([a.waitFor('/readyz', 200), b.waitFor('/readyz', 200)]);
}, 120_000);

let ipCount = 0;
const freshIp = () => `10.77.${Math.floor(ipCount / 250)}.${(ipCount++ % 250) + 1}`;
const json = async <T = unknown>(res: Response) => (await res.json()) as { success: boolean; code?: string; value: T };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A member logging in through `node` the way the browser does (encrypted form, proof of work). */
async function memberLogin(node: ServerProcess, username: string, password: string): Promise<string> {
  const ip = freshIp();
  const challenge = (
    await json<Parameters<typeof solvePow>[0] & { id: string }>(await node.fetch('/wps/session/challenge', { ip }))
  ).value;
  const key = (await json<{ kid: string; spki: string }>(await node.fetch('/wps/system/publicKey'))).value;
  const payload = {
    type: 'username',
    username,
    password,
    pow: { id: challenge.id, counter: await solvePow(challenge) },
  };
  const body = await encryptForServer(await importServerPublicKey(key.spki), key.kid, payload, Date.now());
  const res = await node.fetch('/wps/session/login', {
    method: 'POST',
    ip,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await json<{ token: string }>(res);
  expect(answer).toMatchObject({ success: true });
  return answer.value.token;
}

async function newMember(): Promise<{ id: number; account: string; password: string }> {
  const account = `n${randomBytes(4).toString('hex')}`;
  const password = 'Secret123';
  const row = await insertMember(db, {
    account,
    type: 0,
    passwordHash: await hashPassword(password),
    createdAt: systemClock.now(),
  });
  return { id: row.id, account, password };
}

describe('two server processes on one database', () => {
  it('a member session made on node A works on B, and logging out on A ends it on B', async () => {
    const m = await newMember();
    const token = await memberLogin(a, m.account, m.password);
    expect((await b.fetch('/wps/v2/wallets/balance', { headers: bearer(token) })).status).toBe(200);
    expect((await a.fetch('/wps/session/logout', { method: 'DELETE', headers: bearer(token) })).status).toBe(200);
    expect((await b.fetch('/wps/v2/wallets/balance', { headers: bearer(token) })).status).toBe(401);
  });

  it('an operator session (cached per process) used on B is refused on B once logged out on A', async () => {
    const login = await a.fetch('/wps/operator/session/login', {
      method: 'POST',
      ip: freshIp(),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_OPERATOR),
    });
    const token = (await json<{ token: string }>(login)).value.token;
    const list = '/wps/operator/deposits?pageSize=1';
    // B caches the session on first use.
    expect((await b.fetch(list, { headers: bearer(token) })).status).toBe(200);
    expect((await a.fetch('/wps/operator/session/logout', { method: 'POST', headers: bearer(token) })).status).toBe(
      200,
    );
    // The revocation reaches B by NOTIFY: give it a moment, never a minute.
    const until = Date.now() + 5_000;
    let status = 200;
    while (Date.now() < until && status === 200) {
      status = (await b.fetch(list, { headers: bearer(token) })).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(401);
  });

  it('a catalogue change is seen by both nodes at once, not after their cache expires', async () => {
    const vendorsOn = async (node: ServerProcess) => JSON.stringify(await json(await node.fetch('/wps/game/vendor')));
    const code = `ZZ${randomBytes(3).toString('hex').toUpperCase()}`;
    // Both nodes cache the vendor list now.
    expect(await vendorsOn(a)).not.toContain(code);
    expect(await vendorsOn(b)).not.toContain(code);
    // An import from a third process (the CLI): it notifies every node.
    const doc = {
      vendors: [{ code, displayName: `Vendor ${code}`, gameTypes: ['RNG'] }],
      games: [
        {
          nodeId: `g-${code}`,
          vassalage: code,
          gameType: 'RNG',
          gameClassify: 'SLOT',
          nameVi: 'Trò chơi',
          minBet: 100,
        },
      ],
    };
    const result = await importCatalogue(db, JSON.stringify(doc), 'json');
    expect(result).toMatchObject({ ok: true });
    const until = Date.now() + 5_000;
    let seen = [false, false];
    while (Date.now() < until && !seen.every(Boolean)) {
      seen = [(await vendorsOn(a)).includes(code), (await vendorsOn(b)).includes(code)];
      if (!seen.every(Boolean)) await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen).toEqual([true, true]);
  });

  it('rate limits are shared: hits on A and on B add up to one limit', async () => {
    // Counted in windows aligned to the minute: stay clear of the window's edge.
    const second = new Date().getSeconds();
    if (second > 50) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await a.fetch('/wps/session/challenge', { ip })).status);
    for (let i = 0; i < 8; i++) statuses.push((await b.fetch('/wps/session/challenge', { ip })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CHALLENGES_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16 - CHALLENGES_PER_MINUTE);
  });

  it('money moved to a transfer vendor on A is there on B: B moves it back and sweeps it, the ledger agrees', async () => {
    const m = await newMember();
    const ledger = createLedgerService({ db, clock: systemClock });
    await ledger.transfer({
      debit: { house: 'payment_clearing', unit: 'VND' },
      credit: { member: m.id, kind: 'cash' },
      amount: 10_000_000,
      unit: 'VND',
      kind: 'deposit',
      idempotencyKey: `nodes-fund:${m.id}`,
    });
    const token = await memberLogin(a, m.account, m.password);
    const send = (node: ServerProcess, direction: 'in' | 'out', amount: number) =>
      node
        .fetch('/wps/v2/wallets/transfer', {
          method: 'POST',
          headers: { ...bearer(token), 'content-type': 'application/json' },
          body: JSON.stringify({ vendor: 'JOKER', direction, amount, idempotencyKey: randomBytes(8).toString('hex') }),
        })
        .then(json);
    expect((await send(a, 'in', 5_000_000)).value).toMatchObject({ status: 'succeeded' });
    expect((await send(b, 'out', 2_000_000)).value).toMatchObject({ status: 'succeeded' });
    const swept = await json<{ transfers: unknown[] }>(
      await b.fetch('/wps/v2/wallets/sweep', { method: 'POST', headers: bearer(token) }),
    );
    expect(swept.value.transfers).toMatchObject([{ vendor: 'JOKER', direction: 'out', amount: 3_000_000 }]);
    const [cash] = await ledger.balances([{ member: m.id, kind: 'cash' }]);
    expect(cash).toMatchObject({ posted: 10_000_000, pendingDebits: 0 });
    const report = await verifyLedger(db);
    expect(report.violations).toEqual([]);
  });

  it('periodic work runs effectively once: both nodes send due sandbox callbacks, the deposit is credited once', async () => {
    const m = await newMember();
    const token = await memberLogin(b, m.account, m.password);
    const started = await json<{ deposit: { id: number }; redirectUrl: string }>(
      await a.fetch('/wps/deposits/gateway', {
        method: 'POST',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: JSON.stringify({
          methodCode: 'sandbox',
          amount: 20_000_000,
          language: 'vi',
          idempotencyKey: 'two-nodes-1',
        }),
      }),
    );
    const { deposit, redirectUrl } = started.value;
    const pay = await a.fetch(new URL(redirectUrl, a.url).pathname, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'pay', lang: 'vi' }).toString(),
    });
    expect(pay.status).toBe(303);
    // Both nodes' workers tick every 100 ms: wait for the credit, then a while longer for any second one.
    const until = Date.now() + 10_000;
    let status = '';
    while (Date.now() < until && status !== 'succeeded') {
      status = (
        await json<{ status: string }>(await b.fetch(`/wps/deposits/${deposit.id}`, { headers: bearer(token) }))
      ).value.status;
      if (status !== 'succeeded') await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe('succeeded');
    await new Promise((r) => setTimeout(r, 1_000));
    const ledger = createLedgerService({ db, clock: systemClock });
    const [cash] = await ledger.balances([{ member: m.id, kind: 'cash' }]);
    expect(cash!.posted).toBe(20_000_000);
    const credits = await db<{ n: number }[]>`
      SELECT count(*)::int AS n FROM ledger_transfers t JOIN ledger_accounts c ON c.id = t.credit_account_id
      WHERE c.owner_member_id = ${m.id} AND c.kind = 'cash'`;
    expect(credits[0]!.n).toBe(1);
    expect((await verifyLedger(db)).violations).toEqual([]);
  });
  // Last: it stops node B.
  it('a node told to stop (SIGTERM) drains: not ready at once, still serving, then gone after the drain', async () => {
    const asked = Date.now();
    const stopped = b.stop().then(() => Date.now());
    await b.waitFor('/readyz', 503, 5_000);
    const ready = await json(await b.fetch('/readyz'));
    expect(ready).toMatchObject({ success: false, code: 'not_ready' });
    // A request the proxy still sends meanwhile is served, by B itself.
    const vendors = await b.fetch('/wps/game/vendor');
    expect(vendors.status).toBe(200);
    expect(Date.now() - asked).toBeLessThan(DRAIN_MS);
    expect((await stopped) - asked).toBeGreaterThanOrEqual(DRAIN_MS);
    // Node A was never told anything.
    expect((await a.fetch('/readyz')).status).toBe(200);
  });
});
