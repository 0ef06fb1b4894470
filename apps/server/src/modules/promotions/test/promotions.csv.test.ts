import { beforeAll, describe, expect, it } from 'vitest';
import { csvRecords, readCsv } from '../../../../test/csv.js';
import {
  asOperator,
  type DepositsHarness,
  depositsApp,
  memberWithSession,
} from '../../deposits/test/deposits.fixtures.js';
import { PAYOUTS_CSV_HEADER } from '../operator-payouts.js';
import { PROMOTIONS_CSV_HEADER } from '../promotions.csv.js';
import { createPromotion, promotionInput } from './promotions.fixtures.js';

/* The promotions list and a promotion's payouts as CSV: the lists' filters and order, money exact, formulas defused. */

let h: DepositsHarness;
beforeAll(async () => {
  h = await depositsApp();
});

const get = (url: string) => h.app.inject({ url, headers: asOperator(h) });
const ids = (res: Awaited<ReturnType<typeof get>>, key = 'id') => csvRecords(readCsv(res)).map((r) => Number(r[key]));

describe('promotions CSV', () => {
  it('has the promotions the list shows for its search, kind, enabled filter and sort; money exact; titles defused', async () => {
    const tag = `csvx${Math.random().toString(36).slice(2, 8)}`;
    const a = await createPromotion(
      h,
      asOperator(h),
      promotionInput({
        code: `${tag}-a`,
        kind: 'deposit_bonus',
        category: 'deposit',
        entryMode: 'claim',
        content: { ...promotionInput().content, vi: { ...promotionInput().content.vi, title: '=SUM(A1:A2)' } },
        reward: { type: 'percent', percentBp: 1250, cap: 10_000_050, minDeposit: 5_000_000 },
        limits: { budget: 99_999_999 },
        sort: 5,
      }),
    );
    const b = await createPromotion(
      h,
      asOperator(h),
      promotionInput({
        code: `${tag}-b`,
        kind: 'signin',
        category: 'daily',
        period: 'daily',
        entryMode: 'signin',
        reward: { type: 'streak', amounts: [100_000, 200_050] },
        sort: 1,
      }),
      false,
    );
    const c = await createPromotion(
      h,
      asOperator(h),
      promotionInput({
        code: `${tag}-c`,
        kind: 'manual',
        category: 'other',
        reward: { type: 'fixed', amount: 1_234_567 },
        sort: 3,
      }),
    );

    const res = await get(`/wps/operator/promotions.csv?q=${tag}&sort=id&dir=desc`);
    expect(String(res.headers['content-disposition'])).toMatch(/filename="promotions-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = readCsv(res);
    expect(rows[0]).toEqual(PROMOTIONS_CSV_HEADER);
    const records = csvRecords(rows);
    expect(records.map((r) => Number(r.id))).toEqual([c, b, a]);
    expect(records[2]).toMatchObject({
      code: `${tag}-a`,
      kind: 'deposit_bonus',
      title_vi: "'=SUM(A1:A2)",
      title_en: 'Bonus',
      enabled: 'true',
      entry_mode: 'claim',
      reward_type: 'percent',
      reward_percent: '12.50',
      reward_amount: '',
      reward_cap: '100000.50',
      min_deposit: '50000.00',
      budget: '999999.99',
      sort: '5',
    });
    expect(records[1]).toMatchObject({ reward_type: 'streak', reward_amount: '1000.00 2000.50', enabled: 'false' });
    expect(records[0]).toMatchObject({ reward_type: 'fixed', reward_amount: '12345.67', budget: '', reward_cap: '' });

    // The screen's sort, kind and enabled filters; the search box reads titles too (case-insensitive).
    expect(ids(await get(`/wps/operator/promotions.csv?q=${tag}&sort=sort&dir=asc`))).toEqual([b, c, a]);
    expect(ids(await get(`/wps/operator/promotions.csv?q=${tag}&sort=code&dir=asc`))).toEqual([a, b, c]);
    expect(ids(await get(`/wps/operator/promotions.csv?q=${tag}&kind=manual`))).toEqual([c]);
    expect(ids(await get(`/wps/operator/promotions.csv?q=${tag}&enabled=false`))).toEqual([b]);
    expect(ids(await get('/wps/operator/promotions.csv?q=%3Dsum(a1'))).toContain(a);
    // Without a search: every promotion of the list.
    const list = (await get('/wps/operator/promotions')).json().value.items as { id: number }[];
    const everyId = ids(await get('/wps/operator/promotions.csv?sort=id&dir=asc'));
    expect(everyId).toEqual(list.map((p) => p.id).sort((x, y) => x - y));

    const bad = await get('/wps/operator/promotions.csv?sort=rulesHtml');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });
});

describe("a promotion's payouts CSV", () => {
  it("has the payouts list's rows for the same filters and sort, exact amounts, defused text", async () => {
    const id = await createPromotion(
      h,
      asOperator(h),
      promotionInput({ kind: 'manual', category: 'other', reward: { type: 'fixed', amount: 5_000_050 } }),
    );
    const members = [await memberWithSession(h), await memberWithSession(h), await memberWithSession(h)];
    for (const m of members) {
      const res = await h.app.inject({ method: 'POST', url: `/wps/member/promotions/${id}/claim`, headers: m.auth });
      expect(res.statusCode, res.body).toBe(200);
    }
    // A text cell that starts like a formula (the period key is free text to the writer).
    await h.db`UPDATE promotion_rewards SET period_key = '@SUM(1,2)' WHERE promotion_id = ${id} AND member_id = ${members[0]!.id}`;
    const [target] = await h.db<{ id: number }[]>`SELECT id FROM promotion_rewards
      WHERE promotion_id = ${id} AND member_id = ${members[1]!.id}`;
    const rev = await h.app.inject({
      method: 'POST',
      url: `/wps/operator/promotion-rewards/${target!.id}/reverse`,
      headers: asOperator(h),
      payload: { reason: 'abuse' },
    });
    expect(rev.statusCode, rev.body).toBe(200);

    const qs = 'sort=account&dir=asc';
    const list = (await get(`/wps/operator/promotions/${id}/rewards?${qs}&pageSize=200`)).json().value.items as {
      rewardId: number;
    }[];
    const res = await get(`/wps/operator/promotions/${id}/rewards.csv?${qs}`);
    expect(String(res.headers['content-disposition'])).toMatch(
      new RegExp(`filename="promotion-${id}-payouts-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
    );
    const rows = readCsv(res);
    expect(rows[0]).toEqual(PAYOUTS_CSV_HEADER);
    const records = csvRecords(rows);
    expect(records).toHaveLength(3);
    expect(records.map((r) => Number(r.reward_id))).toEqual(list.map((r) => r.rewardId));
    const of = (memberId: number) => records.find((r) => Number(r.member_id) === memberId)!;
    expect(of(members[0]!.id)).toMatchObject({
      source: 'bonus',
      amount: '50000.50',
      status: 'claimed',
      period: "'@SUM(1,2)",
    });
    expect(of(members[1]!.id)).toMatchObject({ status: 'reversed', reversed_at: expect.stringMatching(/^\d{4}-/) });

    // The list's status filter and the other direction.
    const claimed = ids(
      await get(`/wps/operator/promotions/${id}/rewards.csv?status=claimed&sort=amount&dir=desc`),
      'reward_id',
    );
    const claimedList = (await get(`/wps/operator/promotions/${id}/rewards?status=claimed&sort=amount&dir=desc`))
      .json()
      .value.items.map((r: { rewardId: number }) => r.rewardId);
    expect(claimed).toEqual(claimedList);
    expect(claimed).toHaveLength(2);
    expect(claimed).not.toContain(Number(target!.id));

    const bad = await get(`/wps/operator/promotions/${id}/rewards.csv?status=paid`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });
});
