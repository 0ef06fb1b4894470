import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  attemptKey,
  cancelDeposit,
  cash,
  checkLedgerAfterEach,
  confirm,
  type DepositsHarness,
  depositsApp,
  memberWithSession,
  payOnSandbox,
  reloginOperator,
  requestBank,
  SANDBOX_DELAY_MS,
  sessionFor,
  startGateway,
  type TestMember,
} from './test/deposits.fixtures.js';

// Issue 12 (items 1 and 2): one deposit per attempt key, whatever the repeats; pending deposits the
// member can cancel; only credited money counts as deposited, and open requests still hold the limit.

let h: DepositsHarness;
beforeAll(async () => {
  h = await depositsApp();
});
beforeEach(async () => {
  h.clock.set('2026-11-22T05:00:00Z');
  await reloginOperator(h);
});
checkLedgerAfterEach(() => h);

const AMOUNT = 20_000_000;
const M = 2_000_000;

const depositsOf = (m: TestMember) =>
  h.db<{ id: number; status: string }[]>`SELECT id, status FROM deposits WHERE member_id = ${m.id} ORDER BY id`;
const getLimits = async (m: TestMember) =>
  (await h.app.inject({ url: '/wps/deposits/limits', headers: m.auth })).json().value;
const putLimits = (m: TestMember, daily: number | null) =>
  h.app.inject({
    method: 'PUT',
    url: '/wps/deposits/limits',
    headers: m.auth,
    payload: { daily, weekly: null, monthly: null },
  });
async function paid(redirectUrl: string) {
  await payOnSandbox(h, redirectUrl, 'pay');
  h.clock.advance(SANDBOX_DELAY_MS + 10);
  return h.deliverDue();
}

describe('one deposit per attempt key', () => {
  it('gateway: a repeated key answers the first deposit and payment page', async () => {
    const m = await memberWithSession(h);
    const key = attemptKey();
    const first = await startGateway(h, m, AMOUNT, 'vi', key);
    const again = await startGateway(h, m, AMOUNT, 'vi', key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toEqual(first.json().value);
    expect(await depositsOf(m)).toHaveLength(1);
    // A new attempt (new key) is a new deposit.
    expect((await startGateway(h, m, AMOUNT)).json().value.deposit.id).not.toBe(first.json().value.deposit.id);
    expect(await depositsOf(m)).toHaveLength(2);
  });

  it('gateway: 20 parallel requests with one key make one deposit and one payment, all answer it', async () => {
    const m = await memberWithSession(h);
    const key = attemptKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => startGateway(h, m, AMOUNT, 'vi', key)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const ids = new Set(answers.map((r) => r.json().value.deposit.id));
    const urls = new Set(answers.map((r) => r.json().value.redirectUrl));
    expect([ids.size, urls.size]).toEqual([1, 1]);
    expect(await depositsOf(m)).toHaveLength(1);
    const [payments] =
      await h.db`SELECT count(*)::int AS n FROM sandbox_payments WHERE merchant_ref = ${String([...ids][0])}`;
    expect(payments).toEqual({ n: 1 });
  });

  it('bank transfer: repeated and 20 parallel requests with one key make one deposit with one reference', async () => {
    const m = await memberWithSession(h);
    const key = attemptKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => requestBank(h, m, AMOUNT, key)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((r) => r.json().value.referenceCode)).size).toBe(1);
    expect((await requestBank(h, m, AMOUNT, key)).json().value).toEqual(answers[0]!.json().value);
    expect(await depositsOf(m)).toHaveLength(1);
  });

  it('the same key with another amount or method is refused (409 idempotency_conflict) and changes nothing', async () => {
    const m = await memberWithSession(h);
    const key = attemptKey();
    expect((await startGateway(h, m, AMOUNT, 'vi', key)).statusCode).toBe(200);
    const other = await startGateway(h, m, AMOUNT + 100, 'vi', key);
    expect([other.statusCode, other.json().code]).toEqual([409, 'idempotency_conflict']);
    const otherMethod = await requestBank(h, m, AMOUNT, key);
    expect([otherMethod.statusCode, otherMethod.json().code]).toEqual([409, 'idempotency_conflict']);
    expect(await depositsOf(m)).toHaveLength(1);
  });

  it('keys are per member: another member may use the same key', async () => {
    const a = await memberWithSession(h);
    const b = await memberWithSession(h);
    const key = attemptKey();
    const da = (await requestBank(h, a, AMOUNT, key)).json().value;
    const db = (await requestBank(h, b, AMOUNT, key)).json().value;
    expect(db.id).not.toBe(da.id);
  });

  it('a key is required', async () => {
    const m = await memberWithSession(h);
    const res = await h.app.inject({
      method: 'POST',
      url: '/wps/deposits/gateway',
      headers: m.auth,
      payload: { methodCode: 'sandbox', amount: AMOUNT },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('pending deposits: resume, cancel, expiry', () => {
  it('a pending gateway deposit shows its payment page (resume); the member cancels it', async () => {
    const m = await memberWithSession(h);
    const { deposit, redirectUrl } = (await startGateway(h, m, AMOUNT)).json().value;
    const pending = (await h.app.inject({ url: '/wps/deposits?status=pending', headers: m.auth })).json().value;
    expect(pending.items).toEqual([
      expect.objectContaining({ id: deposit.id, paymentUrl: redirectUrl, cancellable: true }),
    ]);
    const res = await cancelDeposit(h, m, deposit.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      id: deposit.id,
      status: 'cancelled',
      paymentUrl: null,
      cancellable: false,
    });
    // Cancelling again, or another member's deposit, is refused.
    expect((await cancelDeposit(h, m, deposit.id)).json().code).toBe('deposit_not_cancellable');
    expect((await cancelDeposit(h, await memberWithSession(h), deposit.id)).json().code).toBe('deposit_not_found');
  });

  it('a paid deposit cannot be cancelled', async () => {
    const m = await memberWithSession(h);
    const { deposit, redirectUrl } = (await startGateway(h, m, AMOUNT)).json().value;
    expect(await paid(redirectUrl)).toBe(1);
    const res = await cancelDeposit(h, m, deposit.id);
    expect([res.statusCode, res.json().code]).toEqual([409, 'deposit_not_cancellable']);
    expect(await cash(h, m.id)).toBe(AMOUNT);
  });

  it('a bank transfer cannot be cancelled by the member (the money may be on its way)', async () => {
    const m = await memberWithSession(h);
    const d = (await requestBank(h, m, AMOUNT)).json().value;
    expect(d.cancellable).toBe(false);
    expect((await cancelDeposit(h, m, d.id)).json().code).toBe('deposit_not_cancellable');
  });

  it('cancelled, then paid at the gateway anyway: the money is credited, nothing lost', async () => {
    const m = await memberWithSession(h);
    const { deposit, redirectUrl } = (await startGateway(h, m, AMOUNT)).json().value;
    expect((await cancelDeposit(h, m, deposit.id)).statusCode).toBe(200);
    expect(await paid(redirectUrl)).toBe(1);
    expect(await cash(h, m.id)).toBe(AMOUNT);
    const [row] = await h.db`SELECT status, credited FROM deposits WHERE id = ${deposit.id}`;
    expect(row).toEqual({ status: 'succeeded', credited: AMOUNT });
  });
});

describe('limits count credited money; open requests hold the limit at creation', () => {
  it('expired and cancelled deposits never count; "used" is credited money only', async () => {
    let m = await memberWithSession(h);
    await putLimits(m, 50 * M);
    const a = (await startGateway(h, m, 10 * M)).json().value;
    const b = (await startGateway(h, m, 10 * M)).json().value;
    const c = (await startGateway(h, m, 10 * M)).json().value;
    expect(await paid(a.redirectUrl)).toBe(1);
    expect((await cancelDeposit(h, m, b.deposit.id)).statusCode).toBe(200);
    expect(await getLimits(m)).toMatchObject({
      used: { daily: 10 * M, weekly: 10 * M, monthly: 10 * M },
      inFlight: { daily: 10 * M, weekly: 10 * M, monthly: 10 * M },
    });
    h.clock.advance(31 * 60_000);
    m = await sessionFor(h, m.id);
    expect(await h.admin.expireStale()).toBeGreaterThanOrEqual(1);
    const [row] = await h.db`SELECT status FROM deposits WHERE id = ${c.deposit.id}`;
    expect(row).toEqual({ status: 'expired' });
    expect(await getLimits(m)).toMatchObject({
      used: { daily: 10 * M, weekly: 10 * M, monthly: 10 * M },
      inFlight: { daily: 0, weekly: 0, monthly: 0 },
    });
    // What is left of the limit is open again: 40 more.
    expect((await startGateway(h, m, 40 * M)).statusCode).toBe(200);
  });

  it('several pending requests cannot pass the limit together (also in parallel)', async () => {
    const m = await memberWithSession(h);
    await putLimits(m, 25 * M);
    const answers = await Promise.all(Array.from({ length: 6 }, () => startGateway(h, m, 10 * M)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((r) => r.json().code === 'deposit_limit_exceeded')).toHaveLength(4);
    expect((await requestBank(h, m, 6 * M)).json().code).toBe('deposit_limit_exceeded');
    expect((await requestBank(h, m, 5 * M)).statusCode).toBe(200);
  });

  it('a confirmed bank transfer counts from its credit; the limits view shows it as used', async () => {
    const m = await memberWithSession(h);
    const d = (await requestBank(h, m, 12 * M)).json().value;
    expect((await getLimits(m)).used).toEqual({ daily: 0, weekly: 0, monthly: 0 });
    expect((await confirm(h, d.id)).statusCode).toBe(200);
    expect(await getLimits(m)).toMatchObject({
      used: { daily: 12 * M, weekly: 12 * M, monthly: 12 * M },
      inFlight: { daily: 0, weekly: 0, monthly: 0 },
    });
  });
});
