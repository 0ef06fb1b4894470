import { beforeAll, describe, expect, it } from 'vitest';
import { operatorWithRole, playerToken } from '../../backoffice/test/backoffice.fixtures.js';
import {
  asOperator,
  cash,
  checkLedgerAfterEach,
  type DepositsHarness,
  depositsApp,
  memberWithSession,
} from '../../deposits/test/deposits.fixtures.js';
import { createPromotion, promotionInput } from './promotions.fixtures.js';

let h: DepositsHarness;
beforeAll(async () => {
  h = await depositsApp();
});
checkLedgerAfterEach(() => h);

const get = (url: string, headers: Record<string, string>) => h.app.inject({ url, headers });
const post = (url: string, headers: Record<string, string>, payload: Record<string, unknown> = {}) =>
  h.app.inject({ method: 'POST', url, headers, payload });

describe('GET /wps/operator/promotions/:id/rewards (back office payouts)', () => {
  it('lists what a promotion paid, paged, sorted and filtered; a reversal shows; refuses players and roles without promotions.view', async () => {
    const id = await createPromotion(h, asOperator(h), promotionInput({ kind: 'manual', category: 'other' }));
    const members = [await memberWithSession(h), await memberWithSession(h), await memberWithSession(h)];
    for (const m of members) {
      const res = await post(`/wps/member/promotions/${id}/claim`, m.auth);
      expect(res.statusCode, res.body).toBe(200);
    }
    const accounts = await h.db<{ id: number; account: string }[]>`SELECT id, account FROM members
      WHERE id IN ${h.db(members.map((m) => m.id))}`;
    const accountOf = (memberId: number) => accounts.find((a) => a.id === memberId)!.account;

    const all = await get(`/wps/operator/promotions/${id}/rewards?pageSize=2&sort=account&dir=asc`, asOperator(h));
    expect(all.statusCode, all.body).toBe(200);
    const page1 = all.json().value;
    expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    const sorted = accounts.map((a) => a.account).sort();
    expect(page1.items.map((r: { account: string }) => r.account)).toEqual(sorted.slice(0, 2));
    expect(page1.items[0]).toMatchObject({ amount: 5_000_000, status: 'claimed', source: 'bonus' });
    const page2 = (
      await get(`/wps/operator/promotions/${id}/rewards?pageSize=2&page=2&sort=account&dir=asc`, asOperator(h))
    ).json().value;
    expect(page2.items.map((r: { account: string }) => r.account)).toEqual(sorted.slice(2));

    // Reverse one payout: the list shows it reversed, the status filter finds it alone.
    const target = members[1]!;
    const one = (
      await get(`/wps/operator/promotions/${id}/rewards?account=${accountOf(target.id).toUpperCase()}`, asOperator(h))
    ).json().value;
    expect(one.total).toBe(1);
    const rev = await post(`/wps/operator/promotion-rewards/${one.items[0].rewardId}/reverse`, asOperator(h), {
      reason: 'abuse',
    });
    expect(rev.statusCode, rev.body).toBe(200);
    expect(await cash(h, target.id)).toBe(0);
    const reversed = (await get(`/wps/operator/promotions/${id}/rewards?status=reversed`, asOperator(h))).json().value;
    expect(reversed.items.map((r: { memberId: number }) => r.memberId)).toEqual([target.id]);
    expect(reversed.items[0].reversedAt).not.toBeNull();

    // Bad input: a sort column outside the list, a bad status, a malformed id: 400 with a stable code.
    for (const q of ['sort=password', 'status=paid', 'pageSize=500']) {
      const bad = await get(`/wps/operator/promotions/${id}/rewards?${q}`, asOperator(h));
      expect(bad.statusCode, q).toBe(400);
      expect(bad.json().code).toBe('invalid_input');
    }
    expect((await get('/wps/operator/promotions/abc/rewards', asOperator(h))).statusCode).toBe(400);
    // An unknown promotion: an empty page, not an error.
    expect((await get('/wps/operator/promotions/999999/rewards', asOperator(h))).json().value.total).toBe(0);

    // Refused to a player token and to an operator whose role lacks promotions.view.
    const player = await get(`/wps/operator/promotions/${id}/rewards`, await playerToken(h));
    expect([401, 403]).toContain(player.statusCode);
    const support = await operatorWithRole(h, 'support');
    const denied = await get(`/wps/operator/promotions/${id}/rewards`, support.auth);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('operator_permission_denied');
    const marketing = await operatorWithRole(h, 'marketing');
    expect((await get(`/wps/operator/promotions/${id}/rewards`, marketing.auth)).statusCode).toBe(200);
  });
});
