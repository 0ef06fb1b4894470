import { beforeAll, describe, expect, it } from 'vitest';
import { type CashoutHarness, cashoutApp, newKey, operator, PAY_PW, withdrawer } from './test/cashout.fixtures.js';

/*
 * The operator's withdrawal list as the back office's queue reads it: filters by member, account and date,
 * server-side sort, and the old callers' answer (status only: oldest first) unchanged.
 */

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
const list = async (qs: string) => {
  const res = await h.app.inject({ url: `/wps/operator/withdrawals?${qs}`, headers: operator });
  return res;
};
const ids = async (qs: string) => (await list(qs)).json().value.items.map((x: { id: number }) => x.id) as number[];

describe('operator withdrawal list', () => {
  it('filters by member and account, sorts by amount either way, and keeps the queue order by default', async () => {
    const a = await withdrawer(h);
    const b = await withdrawer(h);
    const a1 = await request(a, 20_000_000);
    h.clock.advance(60_000);
    const a2 = await request(a, 30_000_000);
    h.clock.advance(60_000);
    const b1 = await request(b, 10_000_000);

    expect(await ids(`memberId=${a.id}`)).toEqual([a1, a2]);
    const [row] = (await list(`memberId=${b.id}`)).json().value.items;
    expect(await ids(`account=${row.account.toUpperCase()}`)).toEqual([b1]);
    expect(await ids(`memberId=${a.id}&sort=amount&dir=desc`)).toEqual([a2, a1]);
    expect(await ids(`memberId=${a.id}&sort=amount&dir=asc`)).toEqual([a1, a2]);
    // The old callers (status and paging only) still get the oldest first.
    const queue = await ids('status=pending&pageSize=200');
    expect(queue.indexOf(a1)).toBeLessThan(queue.indexOf(b1));
  });

  it('filters by the creation time range', async () => {
    const a = await withdrawer(h);
    const before = h.clock.now().toISOString();
    h.clock.advance(60_000);
    const mid = h.clock.now().toISOString();
    const later = await request(a, 15_000_000);
    expect(await ids(`memberId=${a.id}&from=${encodeURIComponent(mid)}`)).toEqual([later]);
    expect(await ids(`memberId=${a.id}&to=${encodeURIComponent(before)}`)).toEqual([]);
  });

  it('refuses an unknown sort column or a page size over 200 with a 400, and pages', async () => {
    const bad = await list('sort=account_password');
    expect(bad.statusCode).toBe(400);
    expect((await list('pageSize=201')).statusCode).toBe(400);
    const page = (await list('pageSize=1&page=2')).json().value;
    expect(page).toMatchObject({ page: 2, pageSize: 1 });
    expect(page.items).toHaveLength(1);
  });
});
