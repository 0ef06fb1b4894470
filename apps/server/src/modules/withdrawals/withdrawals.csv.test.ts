import { beforeAll, describe, expect, it } from 'vitest';
import { csvRecords, readCsv } from '../../../test/csv.js';
import { type CashoutHarness, cashoutApp, newKey, operator, PAY_PW, withdrawer } from './test/cashout.fixtures.js';
import { WITHDRAWALS_CSV_HEADER } from './withdrawals.csv.js';

/* The withdrawal queue's CSV: made by the server from the list's own query, with the list's filters and order. */

let h: CashoutHarness;
beforeAll(async () => {
  h = await cashoutApp();
  await h.db`UPDATE vip_levels SET withdraw_daily_count = 0, withdraw_daily_amount = 0`;
});

type W = Awaited<ReturnType<typeof withdrawer>>;
const request = async (m: W, amount: number) => {
  const res = await h.app.inject({
    method: 'POST',
    url: '/wps/withdrawals',
    headers: m.headers,
    payload: { bankAccountId: m.bankAccountId, amount, paymentPassword: PAY_PW, idempotencyKey: newKey() },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.id as number;
};
const get = (url: string) => h.app.inject({ url, headers: operator });

describe('withdrawals CSV', () => {
  it("has the list's rows for the same filters and order, exact amounts, and defused formula text", async () => {
    const a = await withdrawer(h);
    const b = await withdrawer(h);
    const a1 = await request(a, 20_000_075);
    h.clock.advance(60_000);
    const a2 = await request(a, 30_000_000);
    await request(b, 10_000_000);
    const reject = await h.app.inject({
      method: 'POST',
      url: `/wps/operator/withdrawals/${a2}/reject`,
      headers: operator,
      payload: { reason: '+1-2 @SUM(A1)' },
    });
    expect(reject.statusCode, reject.body).toBe(200);

    const qs = `memberId=${a.id}&sort=amount&dir=desc`;
    const list = (await get(`/wps/operator/withdrawals?${qs}`)).json().value.items as { id: number }[];
    const rows = readCsv(await get(`/wps/operator/withdrawals.csv?${qs}`));
    expect(rows[0]).toEqual(WITHDRAWALS_CSV_HEADER);
    const records = csvRecords(rows);
    expect(records.map((r) => Number(r.id))).toEqual(list.map((w) => w.id));
    expect(records.map((r) => Number(r.id))).toEqual([a2, a1]);
    expect(records[0]).toMatchObject({ amount: '300000.00', status: 'rejected', rejectReason: "'+1-2 @SUM(A1)" });
    expect(records[1]).toMatchObject({ amount: '200000.75', memberId: String(a.id) });
  });
});
