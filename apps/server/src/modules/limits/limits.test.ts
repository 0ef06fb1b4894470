import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  asOperator,
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
} from '../deposits/test/deposits.fixtures.js';

let h: DepositsHarness;
beforeAll(async () => {
  h = await depositsApp();
});
beforeEach(async () => {
  // 12:00 in Ho Chi Minh City (UTC+7), a Sunday.
  h.clock.set('2026-11-22T05:00:00Z');
  await reloginOperator(h);
});
checkLedgerAfterEach(() => h);

const DAY = 24 * 3_600_000;
const M = 2_000_000; // 20,000.00 VND in minor units (the bank method starts at 50,000.00)

const getLimits = async (m: TestMember) =>
  (await h.app.inject({ url: '/wps/deposits/limits', headers: m.auth })).json().value;
const putLimits = (m: TestMember, daily: number | null, weekly: number | null = null, monthly: number | null = null) =>
  h.app.inject({ method: 'PUT', url: '/wps/deposits/limits', headers: m.auth, payload: { daily, weekly, monthly } });

describe('setting limits', () => {
  it('starts with no limits; a first limit (a decrease from none) applies at once', async () => {
    const m = await memberWithSession(h);
    expect(await getLimits(m)).toEqual({
      daily: null,
      weekly: null,
      monthly: null,
      pending: [],
      used: { daily: 0, weekly: 0, monthly: 0 },
      inFlight: { daily: 0, weekly: 0, monthly: 0 },
    });
    const res = await putLimits(m, 10 * M, 50 * M, 100 * M);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ daily: 10 * M, weekly: 50 * M, monthly: 100 * M, pending: [] });
    const [audit] =
      await h.db`SELECT actor FROM audit_log WHERE action = 'deposit_limits.set' AND subject = ${`member:${m.id}`}`;
    expect(audit).toEqual({ actor: `member:${m.id}` });
  });

  it('an increase waits 24 hours (kept with its time); a decrease applies at once and drops it', async () => {
    let m = await memberWithSession(h);
    await putLimits(m, 10 * M);
    const up = (await putLimits(m, 20 * M)).json().value;
    const at = new Date(h.clock.now().getTime() + DAY).toISOString();
    expect(up).toMatchObject({ daily: 10 * M, pending: [{ period: 'daily', value: 20 * M, effectiveAt: at }] });
    // Sending the same increase again does not restart the clock.
    h.clock.advance(3_600_000);
    m = await sessionFor(h, m.id);
    expect((await putLimits(m, 20 * M)).json().value.pending[0].effectiveAt).toBe(at);
    h.clock.advance(DAY - 3_600_000 - 1000);
    m = await sessionFor(h, m.id);
    expect((await getLimits(m)).daily).toBe(10 * M);
    h.clock.advance(2000);
    m = await sessionFor(h, m.id);
    expect(await getLimits(m)).toMatchObject({ daily: 20 * M, pending: [] });
    // Removing a limit is an increase too.
    expect((await putLimits(m, null)).json().value).toMatchObject({ daily: 20 * M, pending: [{ value: null }] });
    const down = (await putLimits(m, 5 * M)).json().value;
    expect(down).toMatchObject({ daily: 5 * M, pending: [] });
  });

  it('refuses a day limit above the week limit', async () => {
    const m = await memberWithSession(h);
    const res = await putLimits(m, 20 * M, 10 * M);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('deposit_limit_invalid');
  });
});

describe('every deposit path respects the limits', () => {
  it('bank-transfer request: refused past the limit, counting requests still in flight', async () => {
    const m = await memberWithSession(h);
    await putLimits(m, 10 * M);
    expect((await requestBank(h, m, 6 * M)).statusCode).toBe(200);
    const over = await requestBank(h, m, 5 * M);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'deposit_limit_exceeded' });
    expect((await requestBank(h, m, 4 * M)).statusCode).toBe(200);
    // Nothing is credited yet: both requests are in flight, not deposited.
    expect(await getLimits(m)).toMatchObject({
      used: { daily: 0, weekly: 0, monthly: 0 },
      inFlight: { daily: 10 * M, weekly: 10 * M, monthly: 10 * M },
    });
  });

  it('operator confirmation: refused when a limit was lowered since the request; fine in the next period', async () => {
    let m = await memberWithSession(h);
    await putLimits(m, 10 * M);
    const a = (await requestBank(h, m, 6 * M)).json().value;
    const b = (await requestBank(h, m, 4 * M)).json().value;
    await putLimits(m, 8 * M);
    expect((await confirm(h, a.id)).statusCode).toBe(200);
    const refused = await confirm(h, b.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('deposit_limit_exceeded');
    const [row] = await h.db`SELECT status FROM deposits WHERE id = ${b.id}`;
    expect(row).toEqual({ status: 'pending' });
    expect(await cash(h, m.id)).toBe(6 * M);
    h.clock.advance(DAY);
    await reloginOperator(h);
    expect((await confirm(h, b.id)).statusCode).toBe(200);
    m = await sessionFor(h, m.id);
    expect(await cash(h, m.id)).toBe(10 * M);
  });

  it('gateway crediting: a success over the limit goes to review, flagged, nothing credited', async () => {
    const m = await memberWithSession(h);
    await putLimits(m, 30 * M);
    const start = (await startGateway(h, m, 20 * M)).json().value;
    await putLimits(m, 10 * M);
    await payOnSandbox(h, start.redirectUrl, 'pay');
    h.clock.advance(SANDBOX_DELAY_MS + 10);
    expect(await h.deliverDue()).toBe(1);
    const [row] = await h.db`SELECT status, flag FROM deposits WHERE id = ${start.deposit.id}`;
    expect(row).toEqual({ status: 'review', flag: 'limit_exceeded' });
    expect(await cash(h, m.id)).toBe(0);
    const again = await h.app.inject({
      method: 'POST',
      url: `/wps/operator/deposits/${start.deposit.id}/confirm`,
      headers: asOperator(h),
      payload: {},
    });
    expect(again.json().code).toBe('deposit_limit_exceeded');
  });

  it('gateway start is refused past the limit', async () => {
    const m = await memberWithSession(h);
    await putLimits(m, 15 * M);
    const res = await startGateway(h, m, 20 * M);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('deposit_limit_exceeded');
  });

  it('the day ends at midnight in the operator time zone (Asia/Ho_Chi_Minh), not UTC', async () => {
    h.clock.set('2026-11-22T16:59:00Z'); // 23:59 local
    let m = await memberWithSession(h);
    await putLimits(m, 10 * M);
    await reloginOperator(h);
    const a = (await requestBank(h, m, 10 * M)).json().value;
    expect((await confirm(h, a.id)).statusCode).toBe(200);
    expect((await requestBank(h, m, 5 * M)).json().code).toBe('deposit_limit_exceeded');
    h.clock.set('2026-11-22T17:00:01Z'); // Monday 00:00:01 local, still Sunday the 22nd in UTC
    m = await sessionFor(h, m.id);
    expect((await requestBank(h, m, 5 * M)).statusCode).toBe(200);
    // A new day and (Monday) a new week; the month goes on.
    expect(await getLimits(m)).toMatchObject({
      used: { daily: 0, weekly: 0, monthly: 10 * M },
      inFlight: { daily: 5 * M, weekly: 5 * M, monthly: 5 * M },
    });
  });

  it('the week starts on Monday in the operator time zone', async () => {
    h.clock.set('2026-11-22T16:00:00Z'); // Sunday 23:00 local (a fresh member: nothing this week yet)
    let m = await memberWithSession(h);
    await putLimits(m, null, 10 * M);
    await reloginOperator(h);
    const a = (await requestBank(h, m, 10 * M)).json().value;
    await confirm(h, a.id);
    expect((await requestBank(h, m, 5 * M)).json().code).toBe('deposit_limit_exceeded');
    h.clock.set('2026-11-22T17:30:00Z'); // Monday 00:30 local
    m = await sessionFor(h, m.id);
    expect((await requestBank(h, m, 5 * M)).statusCode).toBe(200);
  });
});
