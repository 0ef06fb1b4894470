import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvRecords, readCsv } from '../../../../test/csv.js';
import type { CashoutHarness, TestMember } from '../../withdrawals/test/cashout.fixtures.js';
import { CONVERSATIONS_CSV_HEADER } from '../support-chat.csv.js';
import { chatApp, operatorHeaders, player } from './support-chat.fixtures.js';

/* The support queue's CSV: the queue's own query and filters, in its order, the last message text defused. */

let h: CashoutHarness;
const op = operatorHeaders(7);
beforeAll(async () => {
  h = await chatApp();
});

const say = (m: TestMember, text: string) =>
  h.app.inject({
    method: 'POST',
    url: '/wps/support-chat/messages',
    headers: m.headers,
    payload: { text, clientKey: randomBytes(9).toString('base64url') },
  });
const get = (url: string) => h.app.inject({ url: `/wps/operator/support-chat${url}`, headers: op });

describe('support conversations CSV', () => {
  it("has the queue's rows for the same filters and order, formula text defused", async () => {
    const a = await player(h);
    const b = await player(h);
    expect((await say(a, '=cmd|" /C calc"!A0, help')).statusCode).toBe(200);
    h.clock.advance(60_000);
    expect((await say(b, 'Rút tiền chưa về')).statusCode).toBe(200);

    const list = (await get('/conversations?state=waiting&queue=general&pageSize=100')).json().value;
    const res = await get('/conversations.csv?state=waiting&queue=general');
    expect(String(res.headers['content-disposition'])).toMatch(/support-conversations-\d{4}-\d{2}-\d{2}\.csv/);
    const rows = readCsv(res);
    expect(rows[0]).toEqual(CONVERSATIONS_CSV_HEADER);
    const records = csvRecords(rows);
    expect(records.map((r) => Number(r.id))).toEqual(list.items.map((c: { id: number }) => c.id));
    expect(records.length).toBe(list.total);
    const first = records.find((r) => r.memberId === String(a.id))!;
    expect(first).toMatchObject({ queue: 'general', state: 'waiting', unread: '1' });
    expect(first.lastMessage).toBe(`'=cmd|" /C calc"!A0, help`);
    expect(records.find((r) => r.memberId === String(b.id))!.lastMessage).toBe('Rút tiền chưa về');

    // Another filter, another file: nothing is closed yet.
    expect(readCsv(await get('/conversations.csv?state=closed'))).toEqual([CONVERSATIONS_CSV_HEADER]);
  });
});
