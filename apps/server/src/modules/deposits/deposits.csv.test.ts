import { beforeAll, describe, expect, it } from 'vitest';
import { csvRecords, readCsv } from '../../../test/csv.js';
import { DEPOSITS_CSV_HEADER } from './deposits.csv.js';
import {
  asOperator,
  type DepositsHarness,
  depositsApp,
  memberWithSession,
  reloginOperator,
  requestBank,
} from './test/deposits.fixtures.js';

/* The deposit queue's CSV: made by the server from the list's own query, with the list's filters and order. */

let h: DepositsHarness;
beforeAll(async () => {
  h = await depositsApp();
  await reloginOperator(h);
});

const get = (url: string) => h.app.inject({ url, headers: asOperator(h) });

describe('deposits CSV', () => {
  it("has the list's rows for the same filters and order, exact amounts, and defused formula text", async () => {
    const m = await memberWithSession(h);
    const other = await memberWithSession(h);
    const small = (await requestBank(h, m, 10_000_050)).json().value.id as number;
    h.clock.advance(60_000);
    const big = (await requestBank(h, m, 30_000_000)).json().value.id as number;
    await requestBank(h, other, 20_000_000);
    const reject = await h.app.inject({
      method: 'POST',
      url: `/wps/operator/deposits/${small}/reject`,
      headers: asOperator(h),
      payload: { reason: '=HYPERLINK("http://evil.example","click")' },
    });
    expect(reject.statusCode, reject.body).toBe(200);

    const qs = `memberId=${m.id}&sort=amount&dir=asc`;
    const list = (await get(`/wps/operator/deposits?${qs}`)).json().value.items as { id: number }[];
    const res = await get(`/wps/operator/deposits.csv?${qs}`);
    expect(String(res.headers['content-disposition'])).toMatch(/filename="deposits-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = readCsv(res);
    expect(rows[0]).toEqual(DEPOSITS_CSV_HEADER);
    const records = csvRecords(rows);
    expect(records.map((r) => Number(r.id))).toEqual(list.map((d) => d.id));
    expect(records.map((r) => Number(r.id))).toEqual([small, big]);
    expect(records[0]).toMatchObject({
      memberId: String(m.id),
      amount: '100000.50',
      status: 'rejected',
      rejectReason: `'=HYPERLINK("http://evil.example","click")`,
    });
    expect(records[1]!.amount).toBe('300000.00');
  });

  it('a filter that matches nothing is the header alone; a bad filter is a 400 envelope, not a file', async () => {
    expect(readCsv(await get('/wps/operator/deposits.csv?memberId=999999999'))).toEqual([DEPOSITS_CSV_HEADER]);
    const bad = await get('/wps/operator/deposits.csv?sort=reference');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });
});
