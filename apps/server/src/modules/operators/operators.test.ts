import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  asOperator,
  cash,
  checkLedgerAfterEach,
  type DepositsHarness,
  depositsApp,
  memberWithSession,
  reloginOperator,
} from '../deposits/test/deposits.fixtures.js';
import { DEMO_OPERATOR, OPERATOR_SESSION } from './index.js';
import { seedOperators } from './operators.seed.js';
import { createOperatorsService } from './operators.service.js';

let h: DepositsHarness;
beforeAll(async () => {
  h = await depositsApp();
});
checkLedgerAfterEach(() => h);

const login = (username: string, password: string, ip = '10.20.0.1') =>
  h.app.inject({
    method: 'POST',
    url: '/wps/operator/session/login',
    payload: { username, password },
    remoteAddress: ip,
  });

const audits = (action: string) =>
  h.db<{ actor: string; subject: string; before: unknown; after: Record<string, unknown> }[]>`
    SELECT actor, subject, before, after FROM audit_log WHERE action = ${action} ORDER BY id`;

describe('operator session', () => {
  it('logs in with the demo operator and answers who it is; the token is opaque and stored hashed', async () => {
    const res = await login(DEMO_OPERATOR.username, DEMO_OPERATOR.password);
    expect(res.statusCode).toBe(200);
    const { token, operator } = res.json().value;
    expect(token).toMatch(/^op_[A-Za-z0-9_-]{43}$/);
    expect(operator.username).toBe('operator01');
    const me = await h.app.inject({ url: '/wps/operator/session', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().value).toMatchObject({
      id: operator.id,
      username: 'operator01',
      role: 'owner',
      totpEnrolled: false,
    });
    const stored = await h.db`SELECT 1 FROM operator_sessions WHERE token_hash::text LIKE ${`%${token}%`}`;
    expect(stored).toHaveLength(0);
    expect((await audits('operator.login')).length).toBeGreaterThan(0);
  });

  it('refuses a wrong password with one code for unknown names and wrong passwords', async () => {
    const a = await login('operator01', 'Wrong@12345', '10.20.0.2');
    const b = await login('nobody-here', 'Wrong@12345', '10.20.0.2');
    expect(a.statusCode).toBe(401);
    expect(b.statusCode).toBe(401);
    expect(a.json().code).toBe('operator_wrong_credentials');
    expect(b.json().code).toBe('operator_wrong_credentials');
  });

  it('never locks: failures slow only the address that sent them (429 + Retry-After), the owner logs in from its own', async () => {
    const ops = createOperatorsService({ db: h.db, clock: h.clock });
    await ops.create('locktest', 'Locktest@12345');
    const attacker = '10.21.0.1';
    for (let i = 0; i < 3; i++) {
      h.clock.advance(1_000);
      expect((await login('locktest', 'bad-password-1', attacker)).statusCode).toBe(401);
    }
    // The 4th try from that address waits 30 s, even with the right password…
    const early = await login('locktest', 'Locktest@12345', attacker);
    expect(early.statusCode).toBe(429);
    expect(early.json().code).toBe('too_many_requests');
    expect(Number(early.headers['retry-after'])).toBe(30);
    // …while the operator, from its own address, logs in at once: no operator_locked any more.
    expect((await login('locktest', 'Locktest@12345', '10.21.1.1')).statusCode).toBe(200);
    h.clock.advance(30_000);
    expect((await login('locktest', 'bad-password-2', attacker)).statusCode).toBe(401);
    h.clock.advance(30_000);
    expect((await login('locktest', 'bad-password-3', attacker)).statusCode).toBe(429); // now 60 s
    h.clock.advance(30_000);
    expect((await login('locktest', 'Locktest@12345', attacker)).statusCode).toBe(200);
    expect(await audits('operator.locked')).toHaveLength(0);
    // Recorded with address and browser.
    const rows = await h.db<{ ip: string }[]>`SELECT f.ip FROM operator_login_failures f
      JOIN operators o ON o.id = f.operator_id WHERE o.username = 'locktest'`;
    expect(rows).toHaveLength(0); // the success from that address cleared its failures
  });

  it('a seeded operator (production) must change its published password first; then its session is whole', async () => {
    await h.db`DELETE FROM operator_sessions WHERE operator_id IN (SELECT id FROM operators WHERE username = 'operator01')`;
    await h.db`UPDATE operators SET username = 'operator01-old' WHERE username = 'operator01'`;
    await seedOperators(h.db, h.clock, { mustChangePassword: true });
    const first = await login(DEMO_OPERATOR.username, DEMO_OPERATOR.password, '10.25.0.1');
    expect(first.statusCode).toBe(200);
    expect(first.json().value.passwordChangeRequired).toBe(true);
    const headers = { authorization: `Bearer ${first.json().value.token}` };
    // Nothing but the password change, who-am-I and logout: no money moves with the published password.
    const credit = await h.app.inject({
      method: 'POST',
      url: '/wps/operator/adjustments',
      headers,
      payload: {
        memberId: 1,
        direction: 'credit',
        amount: 100_000_000,
        reason: 'free money',
        idempotencyKey: 'k-12345678',
      },
    });
    expect(credit.statusCode).toBe(403);
    expect(credit.json().code).toBe('password_change_required');
    expect((await h.app.inject({ url: '/wps/operator/session', headers })).statusCode).toBe(200);
    const change = (currentPassword: string, newPassword: string) =>
      h.app.inject({
        method: 'POST',
        url: '/wps/operator/session/password',
        headers,
        payload: { currentPassword, newPassword },
      });
    expect((await change('Wrong@12345', 'Chosen@987654')).json().code).toBe('operator_wrong_credentials');
    expect((await change(DEMO_OPERATOR.password, DEMO_OPERATOR.password)).json().code).toBe('operator_password_same');
    expect((await change(DEMO_OPERATOR.password, 'Chosen@987654')).statusCode).toBe(200);
    // The same session now reaches the rest; the published password no longer logs in.
    const after = await h.app.inject({
      method: 'POST',
      url: '/wps/operator/adjustments',
      headers,
      payload: {
        memberId: 999_999,
        direction: 'credit',
        amount: 1,
        reason: 'check access',
        idempotencyKey: 'k-87654321',
      },
    });
    expect(after.json().code).not.toBe('password_change_required');
    expect((await login(DEMO_OPERATOR.username, DEMO_OPERATOR.password, '10.25.0.2')).statusCode).toBe(401);
    const again = await login(DEMO_OPERATOR.username, 'Chosen@987654', '10.25.0.3');
    expect(again.json().value.passwordChangeRequired).toBe(false);
    expect((await audits('operator.password_change')).length).toBe(1);
    // Put the demo operator back for the other tests.
    await h.db`DELETE FROM operator_sessions WHERE operator_id IN (SELECT id FROM operators WHERE username = 'operator01')`;
    await h.db`DELETE FROM operator_login_failures`;
    await h.db`UPDATE operators SET username = 'operator01-new' WHERE username = 'operator01'`;
    await h.db`UPDATE operators SET username = 'operator01' WHERE username = 'operator01-old'`;
  });

  it('rate-limits logins per IP', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await login('nobody', 'x', '10.22.0.1')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
  });

  it('logs out: the token stops working', async () => {
    const { token } = (await login(DEMO_OPERATOR.username, DEMO_OPERATOR.password, '10.23.0.1')).json().value;
    const headers = { authorization: `Bearer ${token}` };
    expect((await h.app.inject({ method: 'POST', url: '/wps/operator/session/logout', headers })).statusCode).toBe(200);
    expect((await h.app.inject({ url: '/wps/operator/session', headers })).statusCode).toBe(401);
  });

  it('expires after the idle time', async () => {
    const { token } = (await login(DEMO_OPERATOR.username, DEMO_OPERATOR.password, '10.23.0.2')).json().value;
    h.clock.advance(OPERATOR_SESSION.idleMinutes * 60_000 + 1000);
    const res = await h.app.inject({ url: '/wps/operator/session', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(401);
  });

  it('resets a password from the CLI service: the old sessions end, the lock is lifted', async () => {
    const ops = createOperatorsService({ db: h.db, clock: h.clock });
    await ops.create('resetme', 'Resetme@12345');
    const { token } = (await login('resetme', 'Resetme@12345', '10.24.0.1')).json().value;
    const me = () => h.app.inject({ url: '/wps/operator/session', headers: { authorization: `Bearer ${token}` } });
    // Used once, so the server holds it in its session cache; the reset is made by another service
    // instance (as the CLI's process would), which the server hears of only through the database.
    expect((await me()).statusCode).toBe(200);
    const out = await ops.resetPassword('resetme', 'Another@12345');
    expect(out.sessionsRevoked).toBe(1);
    await vi.waitFor(async () => expect((await me()).statusCode).toBe(401), { timeout: 3000, interval: 20 });
    expect((await login('resetme', 'Another@12345', '10.24.0.2')).statusCode).toBe(200);
    await expect(ops.create('resetme', 'Another@12345')).rejects.toMatchObject({ code: 'operator_exists' });
    await expect(ops.create('weakone', 'short')).rejects.toMatchObject({ code: 'operator_password_weak' });
  });

  it('a disabled operator is refused at once, though its session was in use (any process may disable it)', async () => {
    const ops = createOperatorsService({ db: h.db, clock: h.clock });
    const op = await ops.create('disableme', 'Disable@12345');
    const { token } = (await login('disableme', 'Disable@12345', '10.24.0.3')).json().value;
    const me = () => h.app.inject({ url: '/wps/operator/session', headers: { authorization: `Bearer ${token}` } });
    expect((await me()).statusCode).toBe(200);
    // An operator's manual SQL: no server code runs, the trigger of migration 0097 notifies.
    await h.db`UPDATE operators SET status = 'disabled' WHERE id = ${op.id}`;
    await vi.waitFor(async () => expect((await me()).statusCode).toBe(401), { timeout: 3000, interval: 20 });
    // Enabled again, the same (unexpired, unrevoked) session works: nothing was revoked, only refused.
    await h.db`UPDATE operators SET status = 'active' WHERE id = ${op.id}`;
    expect((await me()).statusCode).toBe(200);
  });
});

describe('operator authorization', () => {
  // Earlier tests moved the clock past the harness operator's session.
  beforeEach(() => reloginOperator(h));
  it('operator endpoints: no token 401, member token 403', async () => {
    const m = await memberWithSession(h);
    expect((await h.app.inject({ url: '/wps/operator/deposits' })).statusCode).toBe(401);
    const res = await h.app.inject({ url: '/wps/operator/deposits', headers: m.auth });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
  });

  it('member endpoints refuse an operator token (an operator is never a member)', async () => {
    const res = await h.app.inject({ url: '/wps/v2/wallets/balance', headers: asOperator(h) });
    expect(res.statusCode).toBe(403);
    const dep = await h.app.inject({ url: '/wps/deposits', headers: asOperator(h) });
    expect(dep.statusCode).toBe(403);
  });
});

describe('manual adjustments', () => {
  beforeEach(() => reloginOperator(h));
  const adjust = (body: Record<string, unknown>) =>
    h.app.inject({ method: 'POST', url: '/wps/operator/adjustments', headers: asOperator(h), payload: body });

  it('credits and debits a member with a reason; a debit never overdraws; each is audited with balances', async () => {
    const m = await memberWithSession(h);
    const credit = await adjust({
      memberId: m.id,
      direction: 'credit',
      amount: 50_000,
      reason: 'Goodwill credit',
      idempotencyKey: 'adj-credit-0001',
    });
    expect(credit.statusCode).toBe(200);
    expect(credit.json().value).toMatchObject({ before: { posted: 0 }, after: { posted: 50_000 }, replayed: false });
    const over = await adjust({
      memberId: m.id,
      direction: 'debit',
      amount: 50_001,
      reason: 'Too much',
      idempotencyKey: 'adj-debit-0001',
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('insufficient_funds');
    const debit = await adjust({
      memberId: m.id,
      direction: 'debit',
      amount: 20_000,
      reason: 'Correction',
      idempotencyKey: 'adj-debit-0002',
    });
    expect(debit.json().value.after.posted).toBe(30_000);
    expect(await cash(h, m.id)).toBe(30_000);
    const rows = (await audits('wallet.adjust_debit')).filter((r) => r.subject === `member:${m.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.actor).toMatch(/^operator:\d+:operator01$/);
    // The member is the debit side; the record holds both accounts as the transfer saw them.
    expect(rows[0]!.before).toMatchObject({ debit: { posted: 50_000, available: 50_000 } });
    expect(rows[0]!.after).toMatchObject({
      debit: { posted: 30_000, available: 30_000 },
      reason: 'Correction',
      amount: 20_000,
      transferId: debit.json().value.transferId,
    });
    const [refused] = await h.db<{ n: number }[]>`
      SELECT count(*)::int AS n FROM audit_log WHERE action = 'wallet.adjust_debit' AND after->>'reason' = 'Too much'`;
    expect(refused!.n).toBe(0);
  });

  it("answers a retry with the first call's before and after, even after the balance moved on", async () => {
    const m = await memberWithSession(h);
    const body = { memberId: m.id, direction: 'credit', amount: 1_000, reason: 'First', idempotencyKey: 'adj-same-01' };
    const first = (await adjust(body)).json().value;
    await adjust({ ...body, amount: 5_000, reason: 'Second', idempotencyKey: 'adj-same-02' });
    const again = (await adjust(body)).json().value;
    expect(again).toEqual({ ...first, replayed: true });
    expect(first).toMatchObject({ before: { posted: 0 }, after: { posted: 1_000 }, replayed: false });
    const [n] = await h.db<{ n: number }[]>`
      SELECT count(*)::int AS n FROM audit_log WHERE transfer_id = ${first.transferId}`;
    expect(n!.n).toBe(1);
  });

  it('is idempotent by key: a retry answers the first result and moves nothing', async () => {
    const m = await memberWithSession(h);
    const body = {
      memberId: m.id,
      direction: 'credit',
      amount: 7_000,
      reason: 'Retry test',
      idempotencyKey: 'adj-retry-01',
    };
    const [a, b] = await Promise.all([adjust(body), adjust(body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().value.transferId).toBe(b.json().value.transferId);
    expect(await cash(h, m.id)).toBe(7_000);
    const changed = await adjust({ ...body, amount: 8_000 });
    expect(changed.statusCode).toBe(409);
  });

  it('refuses a trial account, every time, and moves nothing', async () => {
    const trial = await memberWithSession(h, 4);
    const body = {
      memberId: trial.id,
      direction: 'credit',
      amount: 1_000,
      reason: 'Trial',
      idempotencyKey: 'adj-trial-01',
    };
    for (const key of ['adj-trial-01', 'adj-trial-02']) {
      const res = await adjust({ ...body, idempotencyKey: key });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('need_true_account');
    }
    expect(await cash(h, trial.id)).toBe(0);
  });

  it('refuses an unknown member', async () => {
    const res = await adjust({
      memberId: 99_999_999,
      direction: 'credit',
      amount: 1,
      reason: 'nobody',
      idempotencyKey: 'adj-none-001',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('member_not_found');
  });
});
