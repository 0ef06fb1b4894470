import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type CashoutHarness,
  cashoutApp,
  expectLedgerClean,
  newKey,
  PAY_PW,
  setSetting,
  withdrawer,
} from './test/cashout.fixtures.js';

let h: CashoutHarness;
beforeAll(async () => {
  h = await cashoutApp();
  await setSetting(h, 'withdrawal', {
    enabled: true,
    min: 1_000_000,
    max: 50_000_000_000,
    maxPending: 20,
    maxBankAccounts: 3,
    autoReceiptMinutes: 30,
    paymentPasswordAttempts: 5,
    paymentPasswordLockMinutes: 30,
  });
});
afterEach(async () => {
  await expectLedgerClean(h);
});

type W = Awaited<ReturnType<typeof withdrawer>>;
const request = (m: W, amount: number) =>
  h.app.inject({
    method: 'POST',
    url: '/wps/withdrawals',
    headers: m.headers,
    payload: { bankAccountId: m.bankAccountId, amount, paymentPassword: PAY_PW, idempotencyKey: newKey() },
  });
const info = async (m: W) => (await h.app.inject({ url: '/wps/withdrawals/info', headers: m.headers })).json().value;

describe('withdrawal info: what the VIP daily limits still allow today', () => {
  it('counts down with each request; no limit is null; a new local day starts afresh', async () => {
    await h.db`UPDATE vip_levels SET withdraw_daily_count = 3, withdraw_daily_amount = 50_000_000 WHERE rank = 0`;
    const m = await withdrawer(h, 100_000_000);
    expect((await info(m)).dailyLimit).toEqual({
      usedCount: 0,
      usedAmount: 0,
      maxCount: 3,
      maxAmount: 50_000_000,
      remainingCount: 3,
      remainingAmount: 50_000_000,
    });
    expect((await request(m, 20_000_000)).statusCode).toBe(200);
    expect((await info(m)).dailyLimit).toMatchObject({ usedCount: 1, remainingCount: 2, remainingAmount: 30_000_000 });
    // What the info says is left is exactly what the request allows.
    expect((await request(m, 30_000_001)).json().code).toBe('withdrawal_daily_amount_limit');
    expect((await request(m, 30_000_000)).statusCode).toBe(200);
    expect((await info(m)).dailyLimit).toMatchObject({ remainingCount: 1, remainingAmount: 0 });

    await h.db`UPDATE vip_levels SET withdraw_daily_count = 0, withdraw_daily_amount = 0 WHERE rank = 0`;
    expect((await info(m)).dailyLimit).toMatchObject({ remainingCount: null, remainingAmount: null, usedCount: 2 });
    await h.db`UPDATE vip_levels SET withdraw_daily_count = 3, withdraw_daily_amount = 50_000_000 WHERE rank = 0`;
    // Site day (UTC+7): the clock starts 2026-11-22 12:00 local; the next local day begins at 17:00 UTC.
    h.clock.set('2026-11-22T17:00:00Z');
    expect((await info(m)).dailyLimit).toMatchObject({ usedCount: 0, remainingCount: 3, remainingAmount: 50_000_000 });
  });
});
