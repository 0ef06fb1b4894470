import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountsApp,
  bearer,
  freshIp,
  type Harness,
  login,
  makeMember,
} from '../../accounts/test/accounts.fixtures.js';
import { operatorWithRole, type TestOperator } from '../../backoffice/test/backoffice.fixtures.js';
import { sessionFor } from '../../deposits/test/deposits.fixtures.js';
import { verifyLedger } from '../../ledger/index.js';

let h: Harness;
let owner: TestOperator;
let alice: { id: number };
let bob: { id: number };

const get = (url: string, op: TestOperator = owner) => h.app.inject({ url, headers: op.auth });
const post = (url: string, payload: unknown, op: TestOperator = owner) =>
  h.app.inject({ method: 'POST', url, payload: payload as object, headers: op.auth });
const search = async (query: string, op: TestOperator = owner) => {
  const res = await get(`/wps/operator/players?${query}`, op);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { items: { id: number; account: string }[]; total: number; totalCapped: boolean };
};
const accountsOf = (page: { items: { account: string }[] }) => page.items.map((p) => p.account);

beforeAll(async () => {
  h = await accountsApp();
  owner = await operatorWithRole(h, 'owner');
  alice = await makeMember(h, {
    account: 'alice_findme',
    mobile: '84912345678',
    email: 'Alice.Find@example.com',
    registerIp: '203.0.113.7',
  });
  bob = await makeMember(h, { account: 'bob_linked', mobile: '84987654321', registerIp: '203.0.113.8' });
  const now = h.clock.now();
  await h.db`INSERT INTO member_bank_accounts (member_id, bank_code, account_number, payee_name, created_at)
    VALUES (${alice.id}, 'VCB', '0123456789012', 'ALICE FIND', ${now})`;
  // Bob once held the same number at another bank, and logged in from Alice's address.
  await h.db`INSERT INTO member_bank_accounts (member_id, bank_code, account_number, payee_name, created_at, removed_at)
    VALUES (${bob.id}, 'ACB', '0123456789012', 'BOB LINKED', ${now}, ${now})`;
  await h.db`INSERT INTO member_ips (member_id, ip, first_seen, last_seen) VALUES
    (${alice.id}, '198.51.100.9', ${now}, ${now}), (${bob.id}, '198.51.100.9', ${now}, ${now})`;
});

describe('players search', () => {
  it.each([
    ['account prefix', 'field=account&q=ALICE_F'],
    ['phone as typed, national form', 'field=phone&q=0912%20345%20678'],
    ['phone, international form', 'field=phone&q=%2B84912345678'],
    ['e-mail prefix, any case', 'field=email&q=alice.find%40'],
    ['bank account number', 'field=bank&q=0123456789012'],
    ['bank account prefix', 'field=bank&q=01234567'],
    ['login IP', 'field=ip&q=198.51.100.9'],
    ['registration IP', 'field=ip&q=203.0.113.7'],
    ['any: phone', 'q=0912345678'],
    ['any: e-mail', 'q=alice.find%40example.com'],
    ['any: registration IP', 'q=203.0.113.7'],
  ])('finds the player by %s', async (_name, query) => {
    const page = await search(query);
    expect(accountsOf(page)).toContain('alice_findme');
  });

  it('finds by id, and an exact IP does not match a longer address', async () => {
    expect(accountsOf(await search(`field=id&q=${alice.id}`))).toEqual(['alice_findme']);
    expect(accountsOf(await search('field=ip&q=203.0.113.70'))).toEqual([]);
    // A bank number finds every player who ever held it.
    expect(accountsOf(await search('field=bank&q=0123456789012&sort=account&dir=asc'))).toEqual([
      'alice_findme',
      'bob_linked',
    ]);
  });

  it('pages and sorts on the server', async () => {
    for (let i = 0; i < 25; i++)
      await makeMember(h, { account: `pager_${String(i).padStart(2, '0')}`, password: null });
    const first = await search('field=account&q=pager_&sort=account&dir=asc&pageSize=10&page=1');
    expect(first.total).toBe(25);
    expect(first.totalCapped).toBe(false);
    expect(accountsOf(first)).toEqual(Array.from({ length: 10 }, (_, i) => `pager_${String(i).padStart(2, '0')}`));
    const last = await search('field=account&q=pager_&sort=account&dir=asc&pageSize=10&page=3');
    expect(accountsOf(last)).toEqual(['pager_20', 'pager_21', 'pager_22', 'pager_23', 'pager_24']);
    const desc = await search('q=pager_&sort=account&dir=desc&pageSize=2');
    expect(accountsOf(desc)).toEqual(['pager_24', 'pager_23']);
    const byId = await search('q=pager_&sort=id&dir=asc&pageSize=1');
    expect(accountsOf(byId)).toEqual(['pager_00']);
  });

  it('filters by status, VIP level, label and registration day', async () => {
    await h.db`UPDATE members SET status = 'disabled' WHERE id = ${bob.id}`;
    expect(accountsOf(await search('q=0123456789012&field=bank&status=locked'))).toEqual(['bob_linked']);
    expect(accountsOf(await search('q=0123456789012&field=bank&status=active'))).toEqual(['alice_findme']);
    await h.db`UPDATE members SET status = 'active' WHERE id = ${bob.id}`;

    await h.db`INSERT INTO vip_members (member_id, rank, reached_at, evaluated_at)
      VALUES (${alice.id}, 3, ${h.clock.now()}, ${h.clock.now()})`;
    expect(accountsOf(await search('vip=3'))).toEqual(['alice_findme']);
    expect(accountsOf(await search('q=0123456789012&field=bank&vip=0'))).toEqual(['bob_linked']);

    const [label] = await h.db<{ id: number }[]>`INSERT INTO member_labels (code, names, created_at, created_by)
      VALUES ('whale', '{"vi":"Cá voi","en":"Whale"}', ${h.clock.now()}, 'test') RETURNING id`;
    await h.db`INSERT INTO member_label_assignments (member_id, label_id, assigned_at, assigned_by)
      VALUES (${bob.id}, ${label!.id}, ${h.clock.now()}, 'test')`;
    const labelled = await search('label=whale');
    expect(accountsOf(labelled)).toEqual(['bob_linked']);

    await h.db`UPDATE members SET created_at = '2026-01-15T10:00:00Z' WHERE id = ${alice.id}`;
    expect(accountsOf(await search('registeredFrom=2026-01-15&registeredTo=2026-01-15'))).toEqual(['alice_findme']);
    expect(accountsOf(await search('registeredFrom=2026-01-16&registeredTo=2026-01-20'))).toEqual([]);
  });

  it('pages a large match set (thousands of labelled players) the same way, with its count', async () => {
    await h.db`INSERT INTO members (account, type, status, created_at)
      SELECT 'bulk_' || lpad(g::text, 5, '0'), 0, CASE WHEN g % 1000 = 0 THEN 'disabled' ELSE 'active' END, ${h.clock.now()}
        FROM generate_series(1, 2500) g`;
    const [label] = await h.db<{ id: number }[]>`INSERT INTO member_labels (code, names, created_at, created_by)
      VALUES ('bulk', '{"vi":"Lô","en":"Bulk"}', ${h.clock.now()}, 'test') RETURNING id`;
    await h.db`INSERT INTO member_label_assignments (member_id, label_id, assigned_at, assigned_by)
      SELECT id, ${label!.id}, ${h.clock.now()}, 'test' FROM members WHERE account LIKE 'bulk\_%'`;
    const page = await search('label=bulk&sort=account&dir=desc&pageSize=3');
    expect(page.total).toBe(2500);
    expect(accountsOf(page)).toEqual(['bulk_02500', 'bulk_02499', 'bulk_02498']);
    const locked = await search('label=bulk&status=locked&sort=account&dir=asc');
    expect(locked.total).toBe(2);
    expect(accountsOf(locked)).toEqual(['bulk_01000', 'bulk_02000']);
    const text = await search('field=account&q=bulk_&pageSize=1&sort=id&dir=asc');
    expect(text.total).toBe(2500);
    expect(accountsOf(text)).toEqual(['bulk_00001']);
  });

  it.each([
    ['letters for a phone', 'field=phone&q=abcd', 'player_search_invalid'],
    ['a one-letter account', 'field=account&q=a', 'player_search_invalid'],
    ['a non-numeric id', 'field=id&q=12x', 'player_search_invalid'],
    ['an unknown field', 'field=password&q=abc', 'invalid_input'],
    ['an unknown sort column', 'sort=password_hash', 'invalid_input'],
    ['a page size above 200', 'pageSize=1000', 'invalid_input'],
    ['a page of 0', 'page=0', 'invalid_input'],
    ['an impossible day', 'registeredFrom=2026-13-45', 'invalid_input'],
    ['a VIP level of 99', 'vip=99', 'invalid_input'],
    ['a label with SQL in it', "label=x'%20OR%201=1", 'invalid_input'],
  ])('refuses %s with a 400, never a 500', async (_name, query, code) => {
    const res = await get(`/wps/operator/players?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
  });

  it('exports the filtered list as CSV', async () => {
    const res = await get('/wps/operator/players.csv?field=bank&q=0123456789012&sort=account&dir=asc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(res.body.startsWith('\uFEFF')).toBe(true); // trim() drops the mark below
    expect(lines[0]).toMatch(/^id,account,/);
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(['alice_findme', 'bob_linked']);
  });

  it('is refused to a player token and to a role without players.view', async () => {
    const player = await sessionFor(h, alice.id);
    expect((await h.app.inject({ url: '/wps/operator/players', headers: bearer(player.token) })).statusCode).toBe(403);
    const support = await operatorWithRole(h, 'support');
    expect((await get('/wps/operator/players?q=alice', support)).statusCode).toBe(200);
    const marketing = await operatorWithRole(h, 'marketing');
    const lock = await post(`/wps/operator/players/${alice.id}/lock`, { reason: 'not allowed' }, marketing);
    expect(lock.statusCode).toBe(403);
    expect(lock.json().code).toBe('operator_permission_denied');
  });
});

describe('player 360', () => {
  it('shows profile, wallets, bank accounts, logins, linked accounts, limits, KYC and notes', async () => {
    const note = await post(`/wps/operator/players/${alice.id}/notes`, { body: 'Called about a late deposit' });
    expect(note.statusCode, note.body).toBe(200);
    const credit = await post(`/wps/operator/players/${alice.id}/adjustments`, {
      direction: 'credit',
      amount: 12_345,
      reason: 'goodwill credit',
      idempotencyKey: randomUUID(),
    });
    expect(credit.json().value.outcome).toBe('posted');
    const res = await get(`/wps/operator/players/${alice.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().value;
    expect(v.profile).toMatchObject({ account: 'alice_findme', mobile: '84912345678', status: 'active' });
    expect(v.wallets.find((w: { kind: string }) => w.kind === 'cash')?.available).toBe(12_345);
    expect(v.transactions[0]).toMatchObject({ kind: 'adjustment', amount: 12_345 });
    expect(v.bankAccounts).toHaveLength(1);
    expect(v.ips.map((i: { ip: string }) => i.ip)).toEqual(['198.51.100.9']);
    expect(v.linked).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ account: 'bob_linked', via: 'bank', value: '0123456789012' }),
        expect.objectContaining({ account: 'bob_linked', via: 'ip', value: '198.51.100.9' }),
      ]),
    );
    expect(v.kycLevel).toBe('none');
    expect(v.rg.state).toBeTruthy();
    expect(v.notes[0]).toMatchObject({ body: 'Called about a late deposit' });
    expect(v.notes[0].author).toContain(owner.username);
    expect(v.vip.rank).toBe(3);
  });

  it('answers 404 player_not_found for an unknown id and 400 for a malformed one', async () => {
    const res = await get('/wps/operator/players/99999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('player_not_found');
    expect((await get('/wps/operator/players/abc')).statusCode).toBe(400);
  });

  it('sets the VIP level by hand, audited, and refuses an unknown level', async () => {
    const put = (rank: number) =>
      h.app.inject({
        method: 'PUT',
        url: `/wps/operator/players/${bob.id}/vip`,
        payload: { rank, reason: 'high roller' },
        headers: owner.auth,
      });
    expect((await put(5)).json().value).toEqual({ rank: 5 });
    expect(accountsOf(await search('vip=5'))).toEqual(['bob_linked']);
    const [audit] = await h.db<{ before: unknown; after: unknown }[]>`
      SELECT before, after FROM audit_log WHERE action = 'vip.set_member_rank' AND subject = ${`member:${bob.id}`}`;
    expect(audit).toMatchObject({ before: { rank: 0 }, after: { rank: 5, reason: 'high roller' } });
    const bad = await put(19);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('vip_rank_unknown');
  });
});

describe('lock, unlock and password reset', () => {
  it("a locked player's session ends and its login is refused; unlocking lets it sign in again", async () => {
    const carol = await makeMember(h, { account: 'carol_lock', password: 'Secret123' });
    const ip = freshIp();
    const signedIn = await login(h, { username: 'carol_lock', password: 'Secret123' }, ip);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = signedIn.json().value.token as string;
    const info = () => h.app.inject({ url: '/wps/member/info', headers: bearer(token) });
    expect((await info()).statusCode).toBe(200);

    const locked = await post(`/wps/operator/players/${carol.id}/lock`, { reason: 'fraud check' });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().value).toEqual({ status: 'locked', sessionsEnded: 1 });
    expect((await info()).statusCode).toBe(401);
    const refused = await login(h, { username: 'carol_lock', password: 'Secret123' }, ip);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('account_disabled');
    const [audit] = await h.db<{ before: unknown; after: unknown }[]>`
      SELECT before, after FROM audit_log WHERE action = 'player.lock' AND subject = ${`member:${carol.id}`}`;
    expect(audit).toMatchObject({ before: { status: 'active' }, after: { status: 'locked', reason: 'fraud check' } });

    const unlocked = await post(`/wps/operator/players/${carol.id}/unlock`, { reason: 'cleared' });
    expect(unlocked.json().value.status).toBe('active');
    // The old session stays ended; a new login works.
    expect((await info()).statusCode).toBe(401);
    expect((await login(h, { username: 'carol_lock', password: 'Secret123' }, ip)).statusCode).toBe(200);
  });

  it('refuses a lock without a reason and changes nothing', async () => {
    const res = await post(`/wps/operator/players/${alice.id}/lock`, { reason: '' });
    expect(res.statusCode).toBe(400);
    const [m] = await h.db<{ status: string }[]>`SELECT status FROM members WHERE id = ${alice.id}`;
    expect(m!.status).toBe('active');
  });

  it('a reset password works once and must be changed at the next login; the old one stops working', async () => {
    const dave = await makeMember(h, { account: 'dave_reset', password: 'Secret123' });
    const res = await post(`/wps/operator/players/${dave.id}/password-reset`, { reason: 'forgot, called in' });
    expect(res.statusCode, res.body).toBe(200);
    const temp = res.json().value.temporaryPassword as string;
    expect(temp).toMatch(/^[A-Za-z0-9]{10}$/);
    const ip = freshIp();
    expect((await login(h, { username: 'dave_reset', password: 'Secret123' }, ip)).statusCode).toBe(401);
    const first = await login(h, { username: 'dave_reset', password: temp, userAgent: 'TestBrowser/1.0' }, ip);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value.mustChangePassword).toBe(true);
    // The 360 view lists the sign-in with its address and device.
    const view = (await get(`/wps/operator/players/${dave.id}`)).json().value;
    expect(view.logins[0]).toMatchObject({ kind: 'login', ip, device: 'TestBrowser/1.0' });
    expect(view.profile.passwordMustChange).toBe(true);
    const audits = await h.db<{ after: Record<string, unknown> }[]>`
      SELECT after FROM audit_log WHERE action = 'player.password_reset' AND subject = ${`member:${dave.id}`}`;
    expect(JSON.stringify(audits)).not.toContain(temp);
  });
});

describe('four-eyes adjustments', () => {
  const adjust = (op: TestOperator, memberId: number, amount: number, key = randomUUID()) =>
    post(
      `/wps/operator/players/${memberId}/adjustments`,
      { direction: 'credit', amount, reason: 'vip compensation', idempotencyKey: key },
      op,
    );
  const cashOf = async (memberId: number) => {
    const [row] = await h.db<
      { posted: string }[]
    >`SELECT posted FROM ledger_accounts WHERE code = ${`m:${memberId}:cash`}`;
    return Number(row?.posted ?? 0);
  };

  it('needs a second operator above the threshold; racing approvals move the money once', async () => {
    const policy = await h.app.inject({
      method: 'PUT',
      url: '/wps/operator/adjustment-policy',
      payload: { approvalThreshold: 100_000 },
      headers: owner.auth,
    });
    expect(policy.statusCode, policy.body).toBe(200);
    const requester = await operatorWithRole(h, 'finance');
    const second = await operatorWithRole(h, 'finance');
    const third = await operatorWithRole(h, 'admin');
    const erin = await makeMember(h, { account: 'erin_four_eyes' });

    const small = await adjust(requester, erin.id, 100_000);
    expect(small.json().value.outcome).toBe('posted');
    expect(await cashOf(erin.id)).toBe(100_000);

    // The direct endpoint refuses above the threshold: four-eyes cannot be walked around.
    const direct = await post(
      '/wps/operator/adjustments',
      { memberId: erin.id, direction: 'credit', amount: 100_001, reason: 'try direct', idempotencyKey: randomUUID() },
      requester,
    );
    expect(direct.statusCode).toBe(422);
    expect(direct.json().code).toBe('adjustment_needs_approval');

    const key = randomUUID();
    const asked = await adjust(requester, erin.id, 500_000, key);
    expect(asked.statusCode, asked.body).toBe(200);
    const request = asked.json().value.request;
    expect(asked.json().value.outcome).toBe('pending');
    expect(request).toMatchObject({ status: 'pending', amount: 500_000 });
    // A retry with the same key is the same request.
    expect((await adjust(requester, erin.id, 500_000, key)).json().value.request.id).toBe(request.id);
    expect(await cashOf(erin.id)).toBe(100_000);

    const own = await post(`/wps/operator/adjustment-requests/${request.id}/approve`, {}, requester);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('adjustment_same_operator');
    expect(await cashOf(erin.id)).toBe(100_000);

    const [a, b] = await Promise.all([
      post(`/wps/operator/adjustment-requests/${request.id}/approve`, {}, second),
      post(`/wps/operator/adjustment-requests/${request.id}/approve`, {}, third),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const won = a.statusCode === 200 ? a : b;
    expect(won.json().value.request).toMatchObject({ status: 'approved' });
    expect(won.json().value.result.after.posted).toBe(600_000);
    expect(await cashOf(erin.id)).toBe(600_000);
    const again = await post(`/wps/operator/adjustment-requests/${request.id}/approve`, {}, second);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('adjustment_request_decided');
    const transfers =
      await h.db`SELECT 1 FROM ledger_transfers WHERE idempotency_key = ${`adjust-request:${request.id}`}`;
    expect(transfers).toHaveLength(1);
    expect(await cashOf(erin.id)).toBe(600_000);
    const audit = await h.db`SELECT 1 FROM audit_log WHERE action = 'adjustment_request.approve'`;
    expect(audit).toHaveLength(1);
    expect((await verifyLedger(h.db)).ok).toBe(true);
  });

  it('a rejected request moves nothing and cannot be approved afterwards', async () => {
    const requester = await operatorWithRole(h, 'finance');
    const second = await operatorWithRole(h, 'finance');
    const frank = await makeMember(h, { account: 'frank_rejected' });
    const request = (await adjust(requester, frank.id, 900_000)).json().value.request;
    const noReason = await post(`/wps/operator/adjustment-requests/${request.id}/reject`, {}, second);
    expect(noReason.statusCode).toBe(400);
    const rejected = await post(
      `/wps/operator/adjustment-requests/${request.id}/reject`,
      { reason: 'no ticket' },
      second,
    );
    expect(rejected.json().value).toMatchObject({ status: 'rejected', decisionReason: 'no ticket' });
    const late = await post(`/wps/operator/adjustment-requests/${request.id}/approve`, {}, second);
    expect(late.statusCode).toBe(409);
    expect(await cashOf(frank.id)).toBe(0);
    const pending = await get('/wps/operator/adjustment-requests?status=rejected', second);
    expect(pending.json().value.items.map((r: { id: number }) => r.id)).toContain(request.id);
    const support = await operatorWithRole(h, 'support');
    expect((await get('/wps/operator/adjustment-requests', support)).statusCode).toBe(403);
    expect((await post(`/wps/operator/adjustment-requests/99999/approve`, {}, second)).statusCode).toBe(404);
  });
});
