import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER, signBody } from '../payments/index.js';
import {
  asOperator,
  cash,
  checkLedgerAfterEach,
  type DepositsHarness,
  depositsApp,
  memberWithSession,
  payOnSandbox,
  reloginOperator,
  SANDBOX_DELAY_MS,
  SANDBOX_SECRET,
  sessionFor,
  startGateway,
  type TestMember,
} from './test/deposits.fixtures.js';

let h: DepositsHarness;
beforeAll(async () => {
  h = await depositsApp();
});
beforeEach(() => reloginOperator(h));
checkLedgerAfterEach(() => h);

const AMOUNT = 20_000_000;

async function started(m: TestMember, amount = AMOUNT) {
  const res = await startGateway(h, m, amount);
  expect(res.statusCode).toBe(200);
  return res.json().value as { deposit: { id: number }; redirectUrl: string };
}

const depositOf = async (m: TestMember, id: number) =>
  (await h.app.inject({ url: `/wps/deposits/${id}`, headers: m.auth })).json().value;
const opDeposit = async (id: number) =>
  (await h.app.inject({ url: `/wps/operator/deposits?pageSize=100`, headers: asOperator(h) }))
    .json()
    .value.items.find((d: { id: number }) => d.id === id);
const events = (id: number) =>
  h.db<{ kind: string }[]>`SELECT kind FROM deposit_events WHERE deposit_id = ${id} ORDER BY id`.then((r) =>
    r.map((e) => e.kind),
  );
const paymentIdOf = (redirectUrl: string) => redirectUrl.split('/').pop()!.split('?')[0]!;

/** Lets the sandbox's delay pass and sends what is due. */
async function afterDelay(): Promise<number> {
  h.clock.advance(SANDBOX_DELAY_MS + 10);
  return h.deliverDue();
}

/** A callback signed with the sandbox key, as the sandbox (or a forger, with another key) would send it. */
function signedCallback(body: Record<string, unknown>, secret = SANDBOX_SECRET) {
  const raw = JSON.stringify(body);
  return h.app.inject({
    method: 'POST',
    url: '/wps/payments/sandbox/callback',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, h.clock.now(), raw) },
    payload: raw,
  });
}

describe('sandbox gateway: the happy path', () => {
  it('start → payment page (vi/en) → Pay → redirect back → delayed signed callback → credited', async () => {
    const m = await memberWithSession(h);
    const { deposit, redirectUrl } = await started(m);
    expect(redirectUrl).toMatch(/^\/sandbox-pay\/sbx_[0-9a-f]{24}\?lang=vi$/);
    const vi = await h.app.inject({ url: redirectUrl });
    expect(vi.statusCode).toBe(200);
    expect(vi.headers['content-type']).toContain('text/html');
    expect(vi.body).toContain('Cổng thanh toán thử nghiệm');
    expect(vi.body).toContain('200,000.00 VND');
    const en = await h.app.inject({
      url: redirectUrl.replace('lang=vi', ''),
      headers: { 'accept-language': 'en-US,en' },
    });
    expect(en.body).toContain('Sandbox payment gateway');
    expect(en.body).toContain('>Pay<');

    const paid = await payOnSandbox(h, redirectUrl, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/depositv2?depositId=${deposit.id}`);
    // Nothing before the delay has passed.
    expect(await h.deliverDue()).toBe(0);
    expect((await depositOf(m, deposit.id)).status).toBe('pending');
    expect(await afterDelay()).toBe(1);
    expect(await depositOf(m, deposit.id)).toMatchObject({ status: 'succeeded', credited: AMOUNT });
    expect(await cash(h, m.id)).toBe(AMOUNT);
    // The page now says the payment is finished and a second press changes nothing.
    expect((await h.app.inject({ url: redirectUrl })).body).toContain('Giao dịch này đã kết thúc');
    await payOnSandbox(h, redirectUrl, 'pay');
    expect(await afterDelay()).toBe(0);
    const [audit] =
      await h.db`SELECT actor FROM audit_log WHERE action = 'deposit.credit' AND subject = ${`deposit:${deposit.id}`}`;
    expect(audit).toMatchObject({ actor: 'gateway:sandbox' });
  });

  it('Fail: the deposit fails and no money moves', async () => {
    const m = await memberWithSession(h);
    const { deposit, redirectUrl } = await started(m);
    await payOnSandbox(h, redirectUrl, 'fail');
    await afterDelay();
    expect((await depositOf(m, deposit.id)).status).toBe('failed');
    expect(await cash(h, m.id)).toBe(0);
  });

  it('refuses trial accounts and amounts outside the method range', async () => {
    const trial = await memberWithSession(h, 4);
    expect((await startGateway(h, trial, AMOUNT)).json().code).toBe('need_true_account');
    const m = await memberWithSession(h);
    expect((await startGateway(h, m, 999_999)).json().code).toBe('deposit_amount_out_of_range');
  });
});

describe('sandbox gateway: callbacks that misbehave', () => {
  it('duplicate callbacks credit once and both answer OK', async () => {
    const m = await memberWithSession(h);
    const { deposit, redirectUrl } = await started(m);
    await payOnSandbox(h, redirectUrl, 'pay', { duplicate: '1' });
    expect(await afterDelay()).toBe(2);
    expect(await cash(h, m.id)).toBe(AMOUNT);
    expect(await events(deposit.id)).toEqual(['requested', 'credited', 'ignored']);
  });

  it('duplicates sent at the same moment credit once', async () => {
    const m = await memberWithSession(h);
    const { deposit, redirectUrl } = await started(m);
    const body = {
      paymentId: paymentIdOf(redirectUrl),
      merchantRef: String(deposit.id),
      status: 'success',
      amount: AMOUNT,
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => signedCallback(body)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.json().value.outcome).sort()).toEqual([
      'credited',
      'ignored',
      'ignored',
      'ignored',
      'ignored',
    ]);
    expect(await cash(h, m.id)).toBe(AMOUNT);
  });

  it("out of order: a 'pending' after 'success' changes nothing", async () => {
    const m = await memberWithSession(h);
    const { deposit, redirectUrl } = await started(m);
    await payOnSandbox(h, redirectUrl, 'pay', { outOfOrder: '1' });
    expect(await afterDelay()).toBe(2);
    expect(await depositOf(m, deposit.id)).toMatchObject({ status: 'succeeded' });
    expect(await cash(h, m.id)).toBe(AMOUNT);
    expect(await events(deposit.id)).toEqual(['requested', 'credited', 'ignored']);
  });

  it('a pending notice before the result changes nothing; the later success credits', async () => {
    const m = await memberWithSession(h);
    const { deposit, redirectUrl } = await started(m);
    const base = { paymentId: paymentIdOf(redirectUrl), merchantRef: String(deposit.id), amount: AMOUNT };
    expect((await signedCallback({ ...base, status: 'pending' })).json().value.outcome).toBe('ignored');
    expect((await depositOf(m, deposit.id)).status).toBe('pending');
    expect((await signedCallback({ ...base, status: 'success' })).json().value.outcome).toBe('credited');
  });

  it('wrong amount: flagged for review, nothing credited; the operator can confirm what arrived', async () => {
    const m = await memberWithSession(h);
    const { deposit, redirectUrl } = await started(m);
    await payOnSandbox(h, redirectUrl, 'pay', { wrongAmount: '1' });
    await afterDelay();
    expect(await cash(h, m.id)).toBe(0);
    const seen = await opDeposit(deposit.id);
    expect(seen).toMatchObject({ status: 'review', flag: 'amount_mismatch', paidAmount: AMOUNT + 100 });
    const flagged = (await h.app.inject({ url: '/wps/operator/deposits?flagged=1', headers: asOperator(h) })).json()
      .value;
    expect(flagged.items.some((d: { id: number }) => d.id === deposit.id)).toBe(true);
    const ok = await h.app.inject({
      method: 'POST',
      url: `/wps/operator/deposits/${deposit.id}/confirm`,
      headers: asOperator(h),
      payload: {},
    });
    expect(ok.json().value).toMatchObject({ status: 'succeeded', credited: AMOUNT + 100 });
    expect(await cash(h, m.id)).toBe(AMOUNT + 100);
  });

  it('late: a success after the operator rejected is recorded and flagged, no money', async () => {
    const m = await memberWithSession(h);
    const { deposit, redirectUrl } = await started(m);
    const rej = await h.app.inject({
      method: 'POST',
      url: `/wps/operator/deposits/${deposit.id}/reject`,
      headers: asOperator(h),
      payload: { reason: 'abandoned' },
    });
    expect(rej.statusCode).toBe(200);
    await payOnSandbox(h, redirectUrl, 'pay');
    await afterDelay();
    expect(await cash(h, m.id)).toBe(0);
    expect(await opDeposit(deposit.id)).toMatchObject({ status: 'rejected', flag: 'late_payment', paidAmount: AMOUNT });
    expect(await events(deposit.id)).toEqual(['requested', 'rejected', 'late_payment']);
  });

  it('late: a success after the deposit expired is recorded, no money', async () => {
    const first = await memberWithSession(h);
    const { deposit, redirectUrl } = await started(first);
    h.clock.advance(31 * 60_000);
    expect(await h.admin.expireStale()).toBeGreaterThanOrEqual(1);
    // The member's session idled out meanwhile.
    const m = await sessionFor(h, first.id);
    expect((await depositOf(m, deposit.id)).status).toBe('expired');
    await payOnSandbox(h, redirectUrl, 'pay');
    await afterDelay();
    expect(await cash(h, m.id)).toBe(0);
    await reloginOperator(h);
    expect((await opDeposit(deposit.id)).flag).toBe('late_payment');
  });

  it('bad signature: 401 and nothing is written', async () => {
    const m = await memberWithSession(h);
    const { deposit, redirectUrl } = await started(m);
    const body = {
      paymentId: paymentIdOf(redirectUrl),
      merchantRef: String(deposit.id),
      status: 'success',
      amount: AMOUNT,
    };
    const forged = await signedCallback(body, 'another-secret-0123456789');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('payment_signature_invalid');
    const unsigned = await h.app.inject({ method: 'POST', url: '/wps/payments/sandbox/callback', payload: body });
    expect(unsigned.statusCode).toBe(401);
    // A valid signature over other bytes (the amount changed in transit) is refused too.
    const raw = JSON.stringify(body);
    const tampered = await h.app.inject({
      method: 'POST',
      url: '/wps/payments/sandbox/callback',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signBody(SANDBOX_SECRET, h.clock.now(), raw),
      },
      payload: raw.replace(String(AMOUNT), String(AMOUNT * 10)),
    });
    expect(tampered.statusCode).toBe(401);
    // An old signature (replayed later than the tolerance) is refused.
    const old = signBody(SANDBOX_SECRET, new Date(h.clock.now().getTime() - 10 * 60_000), raw);
    const replayed = await h.app.inject({
      method: 'POST',
      url: '/wps/payments/sandbox/callback',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: old },
      payload: raw,
    });
    expect(replayed.statusCode).toBe(401);
    expect(await events(deposit.id)).toEqual(['requested']);
    expect((await depositOf(m, deposit.id)).status).toBe('pending');
    expect(await cash(h, m.id)).toBe(0);
  });

  it('an unknown gateway is 404; a notice for a payment we do not know is acknowledged and recorded', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/wps/payments/nope/callback', payload: {} });
    expect(res.statusCode).toBe(404);
    const unknown = await signedCallback({ paymentId: 'sbx_unknown', merchantRef: '1', status: 'success', amount: 1 });
    expect(unknown.json().value).toEqual({ received: true, outcome: 'ignored' });
  });

  it('a callback our endpoint refuses is retried later by the sandbox', async () => {
    const m = await memberWithSession(h);
    const { deposit, redirectUrl } = await started(m);
    await payOnSandbox(h, redirectUrl, 'pay');
    h.clock.advance(SANDBOX_DELAY_MS + 10);
    let calls = 0;
    const flaky = async (path: string, headers: Record<string, string>, body: string) => {
      calls++;
      if (calls === 1) return 503;
      return (await h.app.inject({ method: 'POST', url: path, headers, payload: body })).statusCode;
    };
    expect(await h.sandbox.deliverDue(flaky)).toBe(0);
    expect((await depositOf(m, deposit.id)).status).toBe('pending');
    h.clock.advance(10_000);
    expect(await h.sandbox.deliverDue(flaky)).toBe(1);
    expect((await depositOf(m, deposit.id)).status).toBe('succeeded');
  });
});
