import { beforeAll, describe, expect, it } from 'vitest';
import { csvRecords, readCsv } from '../../../../test/csv.js';
import { type CashoutHarness, cashoutApp, makeMember, operator } from '../../withdrawals/test/cashout.fixtures.js';
import { MESSAGES_CSV_HEADER } from '../inbox.csv.js';

/* The sent messages list as CSV: every operator message newest first, as the list, formula titles defused. */

let h: CashoutHarness;
beforeAll(async () => {
  h = await cashoutApp();
});

const get = (url: string) => h.app.inject({ url, headers: operator });
async function send(title: { vi: string; en: string }, audience: object) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/wps/operator/messages',
    headers: operator,
    payload: { audience, title, body: { vi: 'Nội dung', en: 'Body' } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.id as number;
}

describe('sent messages CSV', () => {
  it("has the list's rows in its order, with the audience and read counts", async () => {
    const m = await makeMember(h);
    const account = (await h.db<{ account: string }[]>`SELECT account FROM members WHERE id = ${m.id}`)[0]!.account;
    const first = await send({ vi: 'Khuyến mãi, tháng 11', en: 'November "deals"' }, { kind: 'all' });
    h.clock.advance(1000);
    const second = await send({ vi: '@mọi người', en: '+news' }, { kind: 'members', accounts: [account] });

    const list = (await get('/wps/operator/messages?pageSize=100')).json().value;
    const res = await get('/wps/operator/messages.csv');
    expect(String(res.headers['content-disposition'])).toMatch(/messages-\d{4}-\d{2}-\d{2}\.csv/);
    const rows = readCsv(res);
    expect(rows[0]).toEqual(MESSAGES_CSV_HEADER);
    const records = csvRecords(rows);
    expect(records.map((r) => Number(r.id))).toEqual(list.items.map((x: { id: number }) => x.id));
    expect(records.slice(0, 2).map((r) => Number(r.id))).toEqual([second, first]);
    expect(records[0]).toMatchObject({
      audience: 'member',
      title_vi: "'@mọi người",
      title_en: "'+news",
      recipients: '1',
    });
    expect(records[1]).toMatchObject({
      audience: 'all',
      title_vi: 'Khuyến mãi, tháng 11',
      title_en: 'November "deals"',
      recipients: '',
    });
  });
});
