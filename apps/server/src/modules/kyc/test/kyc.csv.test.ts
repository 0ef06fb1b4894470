import { beforeAll, describe, expect, it } from 'vitest';
import { csvRecords, readCsv } from '../../../../test/csv.js';
import { type CashoutHarness, makeMember, operator, type TestMember } from '../../withdrawals/test/cashout.fixtures.js';
import { KYC_CSV_HEADER } from '../kyc.csv.js';
import { fieldsOf, image, JPEG, kycApp, PNG, submit } from './kyc.fixtures.js';

/* The review queue's CSV: the queue's filters and order, what the list shows (no identity numbers). */

let h: CashoutHarness;
beforeAll(async () => {
  h = await kycApp();
});

const get = (url: string) => h.app.inject({ url, headers: operator });
async function request(m: TestMember) {
  const res = await submit(h.app, m.headers, [...fieldsOf('basic'), image(PNG), image(JPEG, 'back.jpg', 'image/jpeg')]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.id as number;
}

describe('KYC requests CSV', () => {
  it("has the queue's rows for the same filters and order, the reason defused, no identity number", async () => {
    const a = await makeMember(h);
    const b = await makeMember(h);
    const first = await request(a);
    const second = await request(b);
    const rejected = await h.app.inject({
      method: 'POST',
      url: `/wps/operator/kyc/requests/${first}/reject`,
      headers: operator,
      payload: { reason: '@ảnh mờ, chụp lại' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    const pending = (await get('/wps/operator/kyc/requests?status=pending&pageSize=100')).json().value;
    const rows = readCsv(await get('/wps/operator/kyc/requests.csv?status=pending'));
    expect(rows[0]).toEqual(KYC_CSV_HEADER);
    const records = csvRecords(rows);
    expect(records.map((r) => Number(r.id))).toEqual(pending.items.map((r: { id: number }) => r.id));
    expect(records.map((r) => Number(r.id))).toContain(second);
    expect(records.map((r) => Number(r.id))).not.toContain(first);

    const account = (await h.db<{ account: string }[]>`SELECT account FROM members WHERE id = ${a.id}`)[0]!.account;
    const all = csvRecords(readCsv(await get(`/wps/operator/kyc/requests.csv?status=all&account=${account}`)));
    expect(all).toEqual([
      expect.objectContaining({
        id: String(first),
        account,
        fullName: 'Nguyễn Văn An',
        documents: '2',
        status: 'rejected',
        rejectReason: "'@ảnh mờ, chụp lại",
      }),
    ]);
    const text = (await get('/wps/operator/kyc/requests.csv?status=all')).body;
    expect(text).not.toContain('079090001234');
    expect(text).not.toContain('1990-04-12');
  });
});
