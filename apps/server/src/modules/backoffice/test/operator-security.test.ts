import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { createOperatorsAdminService, createOperatorsService, totpCodeAt } from '../../operators/index.js';
import { demoOwner, login, operatorWithRole } from './backoffice.fixtures.js';

let h: TestApp;
let owner: { authorization: string };
const PASSWORD = 'Totp-pass-2026';

beforeAll(async () => {
  h = await createTestApp();
  owner = await demoOwner(h);
});

/** A new operator with a real password, logged in once without TOTP. */
async function freshOperator(username: string, role = 'support') {
  const made = await h.app.inject({
    method: 'POST',
    url: '/wps/operator/operators',
    headers: owner,
    payload: { username, password: PASSWORD, role },
  });
  expect(made.statusCode).toBe(200);
  const res = await login(h, { username, password: PASSWORD });
  expect(res.statusCode).toBe(200);
  return { id: made.json().value.id as number, auth: { authorization: `Bearer ${res.json().value.token}` } };
}

const putSecurity = (headers: Record<string, string>, body: object, ip = '127.0.0.1') =>
  h.app.inject({ method: 'PUT', url: '/wps/operator/security', headers, payload: body, remoteAddress: ip });

describe('TOTP two-factor', () => {
  it('enrols with a QR code, then login asks for a code; a wrong or replayed code is refused', async () => {
    const op = await freshOperator('totp_one');
    const enrol = await h.app.inject({ method: 'POST', url: '/wps/operator/totp/enrol', headers: op.auth });
    expect(enrol.statusCode).toBe(200);
    const { secret, otpauthUri, qrDataUrl } = enrol.json().value;
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);

    const wrong = await h.app.inject({
      method: 'POST',
      url: '/wps/operator/totp/confirm',
      headers: op.auth,
      payload: { code: totpCodeAt(secret, h.clock.now().getTime() + 10 * 60_000) },
    });
    expect(wrong.json().code).toBe('operator_totp_invalid');
    const ok = await h.app.inject({
      method: 'POST',
      url: '/wps/operator/totp/confirm',
      headers: op.auth,
      payload: { code: totpCodeAt(secret, h.clock.now().getTime()) },
    });
    expect(ok.statusCode).toBe(200);
    const me = await h.app.inject({ url: '/wps/operator/session', headers: op.auth });
    expect(me.json().value).toMatchObject({ totpEnrolled: true, role: 'support' });

    // The password alone is no longer a login.
    const noCode = await login(h, { username: 'totp_one', password: PASSWORD });
    expect([noCode.statusCode, noCode.json().code]).toEqual([401, 'operator_totp_required']);
    // The code of the step just used to confirm is spent.
    const replay = await login(h, {
      username: 'totp_one',
      password: PASSWORD,
      totpCode: totpCodeAt(secret, h.clock.now().getTime()),
    });
    expect([replay.statusCode, replay.json().code]).toEqual([401, 'operator_totp_invalid']);
    h.clock.advance(30_000);
    const code = totpCodeAt(secret, h.clock.now().getTime());
    const good = await login(h, { username: 'totp_one', password: PASSWORD, totpCode: code });
    expect(good.statusCode).toBe(200);
    const again = await login(h, { username: 'totp_one', password: PASSWORD, totpCode: code });
    expect(again.json().code).toBe('operator_totp_invalid');
    // A wrong password with a right code is still the wrong-credentials answer.
    h.clock.advance(30_000);
    const badPw = await login(h, {
      username: 'totp_one',
      password: 'Wrong-pass-2026',
      totpCode: totpCodeAt(secret, h.clock.now().getTime()),
    });
    expect(badPw.json().code).toBe('operator_wrong_credentials');

    // Enrolling twice is refused; an owner's reset ends the sessions and lets it enrol again.
    const twice = await h.app.inject({ method: 'POST', url: '/wps/operator/totp/enrol', headers: op.auth });
    expect(twice.json().code).toBe('operator_totp_already_enrolled');
    const reset = await h.app.inject({
      method: 'POST',
      url: `/wps/operator/operators/${op.id}/totp-reset`,
      headers: owner,
    });
    expect(reset.json().value.totpEnrolled).toBe(false);
    expect((await h.app.inject({ url: '/wps/operator/session', headers: op.auth })).statusCode).toBe(401);
    expect((await login(h, { username: 'totp_one', password: PASSWORD })).statusCode).toBe(200);
  });

  it('with TOTP required, an operator that has not enrolled reaches only its own session and enrolment', async () => {
    const op = await freshOperator('totp_two', 'finance');
    // The owner may not require what it has not done itself (it would shut itself out of this setting).
    const early = await putSecurity(owner, { idleMinutes: 30, ipAllowList: [], totpRequired: true });
    expect([early.statusCode, early.json().code]).toEqual([409, 'operator_totp_enrolment_required']);
    const ownerSecret = (await h.app.inject({ method: 'POST', url: '/wps/operator/totp/enrol', headers: owner })).json()
      .value.secret;
    await h.app.inject({
      method: 'POST',
      url: '/wps/operator/totp/confirm',
      headers: owner,
      payload: { code: totpCodeAt(ownerSecret, h.clock.now().getTime()) },
    });
    expect((await putSecurity(owner, { idleMinutes: 30, ipAllowList: [], totpRequired: true })).statusCode).toBe(200);
    const dash = await h.app.inject({ url: '/wps/operator/dashboard', headers: op.auth });
    expect([dash.statusCode, dash.json().code]).toEqual([403, 'operator_totp_enrolment_required']);
    expect((await h.app.inject({ url: '/wps/operator/session', headers: op.auth })).json().value).toMatchObject({
      totpRequired: true,
      totpEnrolled: false,
    });
    const enrol = await h.app.inject({ method: 'POST', url: '/wps/operator/totp/enrol', headers: op.auth });
    const code = totpCodeAt(enrol.json().value.secret, h.clock.now().getTime());
    await h.app.inject({ method: 'POST', url: '/wps/operator/totp/confirm', headers: op.auth, payload: { code } });
    // Its principal is cached for a few seconds; the enrolment applies from its next read.
    h.clock.advance(6_000);
    expect((await h.app.inject({ url: '/wps/operator/dashboard', headers: op.auth })).statusCode).toBe(200);
    expect((await putSecurity(owner, { idleMinutes: 30, ipAllowList: [], totpRequired: false })).statusCode).toBe(200);
  });
});

describe('IP allow-list and idle timeout', () => {
  it('refuses logins and calls from outside the list; loopback always passes', async () => {
    const op = await operatorWithRole(h, 'admin');
    const lockout = await putSecurity(
      owner,
      { idleMinutes: 30, ipAllowList: ['10.1.0.0/16'], totpRequired: false },
      '10.9.9.9',
    );
    expect([lockout.statusCode, lockout.json().code]).toEqual([409, 'operator_ip_lockout']);
    const bad = await putSecurity(owner, {
      idleMinutes: 30,
      ipAllowList: ['10.1.0.0/16', 'not-an-ip'],
      totpRequired: false,
    });
    expect(bad.json().code).toBe('operator_security_invalid');
    const set = await putSecurity(owner, {
      idleMinutes: 30,
      ipAllowList: ['10.1.0.0/16', '192.0.2.7'],
      totpRequired: false,
    });
    expect(set.statusCode).toBe(200);

    const outside = await login(h, { username: 'totp_two', password: PASSWORD }, '10.2.3.4');
    expect([outside.statusCode, outside.json().code]).toEqual([403, 'operator_ip_not_allowed']);
    const call = (ip: string) => h.app.inject({ url: '/wps/operator/dashboard', headers: op.auth, remoteAddress: ip });
    expect((await call('10.2.3.4')).json().code).toBe('operator_ip_not_allowed');
    expect((await call('10.1.200.3')).statusCode).toBe(200);
    expect((await call('192.0.2.7')).statusCode).toBe(200);
    expect((await call('127.0.0.1')).statusCode).toBe(200);
    expect((await call('::1')).statusCode).toBe(200);

    expect((await putSecurity(owner, { idleMinutes: 30, ipAllowList: [], totpRequired: false })).statusCode).toBe(200);
    expect((await call('10.2.3.4')).statusCode).toBe(200);
  });

  it('ends a session left unused longer than the idle setting', async () => {
    expect((await putSecurity(owner, { idleMinutes: 5, ipAllowList: [], totpRequired: false })).statusCode).toBe(200);
    h.clock.advance(6_000);
    const op = await freshOperator('idle_one');
    h.clock.advance(4 * 60_000);
    expect((await h.app.inject({ url: '/wps/operator/session', headers: op.auth })).statusCode).toBe(200);
    h.clock.advance(4 * 60_000);
    expect((await h.app.inject({ url: '/wps/operator/session', headers: op.auth })).statusCode).toBe(200);
    h.clock.advance(6 * 60_000);
    expect((await h.app.inject({ url: '/wps/operator/session', headers: op.auth })).statusCode).toBe(401);
    await putSecurity(owner, { idleMinutes: 30, ipAllowList: [], totpRequired: false });
  });
});

describe('roles: no owner left behind', () => {
  it('refuses demoting or disabling the last active owner; only owners touch owners', async () => {
    const [demo] = await h.db<{ id: number }[]>`SELECT id FROM operators WHERE username = 'operator01'`;
    const put = (headers: Record<string, string>, id: number, body: object) =>
      h.app.inject({ method: 'PUT', url: `/wps/operator/operators/${id}`, headers, payload: body });
    const demote = await put(owner, demo!.id, { role: 'admin' });
    expect([demote.statusCode, demote.json().code]).toEqual([409, 'operator_last_owner']);
    expect((await put(owner, demo!.id, { status: 'disabled' })).json().code).toBe('operator_last_owner');
    const [still] = await h.db<{ role: string }[]>`SELECT role FROM operators WHERE id = ${demo!.id}`;
    expect(still!.role).toBe('owner');

    const admin = await operatorWithRole(h, 'admin');
    const makeOwner = await h.app.inject({
      method: 'POST',
      url: '/wps/operator/operators',
      headers: admin.auth,
      payload: { username: 'by_admin', password: PASSWORD, role: 'owner' },
    });
    expect(makeOwner.json().code).toBe('operator_owner_only');
    expect((await put(admin.auth, demo!.id, { role: 'read_only' })).json().code).toBe('operator_owner_only');

    // Two owners demoting each other at once (both already past the role check): one wins, one owner remains.
    const ops = createOperatorsService({ db: h.db, clock: h.clock });
    const admins = createOperatorsAdminService({ db: h.db, clock: h.clock, operators: ops });
    const req = { ip: '127.0.0.1', id: 'test' } as never;
    for (let round = 0; round < 5; round++) {
      const second = await operatorWithRole(h, 'owner');
      const [owners] = await h.db<{ id: number }[]>`
        SELECT id FROM operators WHERE role = 'owner' AND status = 'active' AND id <> ${second.id}`;
      const first = { operatorId: owners!.id, username: 'a', role: 'owner' as const };
      const other = { operatorId: second.id, username: 'b', role: 'owner' as const };
      const results = await Promise.allSettled([
        admins.update(first, second.id, { role: 'admin' }, req),
        admins.update(other, first.operatorId, { role: 'admin' }, req),
      ]);
      const codes = results.map((r) => (r.status === 'fulfilled' ? 'ok' : (r.reason as { code: string }).code));
      expect(codes.sort()).toEqual(['ok', 'operator_last_owner']);
      const [count] = await h.db<{ n: number }[]>`
        SELECT count(*)::int AS n FROM operators WHERE role = 'owner' AND status = 'active'`;
      expect(count!.n).toBe(1);
    }
  });

  it('the operator CLI functions still create and reset operators (audited as the CLI)', async () => {
    const ops = createOperatorsService({ db: h.db, clock: h.clock });
    const made = await ops.create('cli_made', 'Cli-pass-20260', 'system:cli:test');
    const [row] = await h.db<{ role: string }[]>`SELECT role FROM operators WHERE id = ${made.id}`;
    expect(row!.role).toBe('owner');
    expect((await ops.resetPassword('cli_made', 'Cli-pass-20261', 'system:cli:test')).id).toBe(made.id);
    expect((await login(h, { username: 'cli_made', password: 'Cli-pass-20261' })).statusCode).toBe(200);
  });
});

describe('dashboard', () => {
  it("counts today's new players from the daily rollup, beside yesterday", async () => {
    const read = async () => (await h.app.inject({ url: '/wps/operator/dashboard', headers: owner })).json().value;
    const before = await read();
    await h.db`INSERT INTO members (account, type, created_at) VALUES ('dash_new1', 0, ${h.clock.now()}),
      ('dash_new2', 0, ${h.clock.now()})`;
    const after = await read();
    expect(after.today.newPlayers - before.today.newPlayers).toBe(2);
    expect(after.yesterday).toMatchObject({ deposits: 0, newPlayers: 0 });
    expect(after.pending).toEqual({ deposits: 0, withdrawals: 0, withdrawalDisputes: 0 });
  });
});
