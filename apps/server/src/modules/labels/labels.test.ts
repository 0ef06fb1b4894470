import { beforeAll, describe, expect, it } from 'vitest';
import {
  payoutsOf,
  periodPromotion,
  type RebateHarness,
  rebateApp,
  rebatePlayer,
  rewardsOf,
  wager,
} from '../promotions/rebate.fixtures.js';
import { promotionInput } from '../promotions/test/promotions.fixtures.js';
import { makeMember, operator } from '../withdrawals/test/cashout.fixtures.js';

/*
 * Member labels on the real database: the operator API (audited, idempotent, all or none), memberInfo's
 * memberLabel, and promotions limited to a label, claimed one by one and paid by the rebate job.
 */
let h: RebateHarness;
beforeAll(async () => {
  h = await rebateApp();
});

const post = (url: string, headers: Record<string, string>, payload: unknown = {}) =>
  h.app.inject({ method: 'POST', url, headers, payload: payload as object });
const accountOf = async (id: number) =>
  (await h.db<{ account: string }[]>`SELECT account FROM members WHERE id = ${id}`)[0]!.account;
/** Assignments and audit rows: what "nothing changed" compares. */
const footprint = async () =>
  (
    await h.db<{ a: number; l: number; audit: number }[]>`SELECT
      (SELECT count(*)::int FROM member_label_assignments) AS a, (SELECT count(*)::int FROM member_labels) AS l,
      (SELECT count(*)::int FROM audit_log WHERE action LIKE 'label.%') AS audit`
  )[0]!;

async function label(code: string) {
  const res = await post('/wps/operator/labels', operator, { code, name: { vi: `Nhãn ${code}`, en: `Label ${code}` } });
  expect(res.statusCode, res.body).toBe(200);
}
async function give(code: string, ids: number[], mode: 'assign' | 'unassign' = 'assign') {
  const accounts = await Promise.all(ids.map(accountOf));
  return post(`/wps/operator/labels/${code}/${mode}`, operator, { accounts });
}

describe('member labels', () => {
  it('assign and unassign are audited and idempotent; memberInfo lists the labels', async () => {
    await label('vip-club');
    await label('high-roller');
    const a = await makeMember(h);
    const b = await makeMember(h);
    const first = await give('vip-club', [a.id, b.id]);
    expect(first.json().value).toEqual({ changed: 2 });
    expect((await give('vip-club', [a.id, b.id])).json().value).toEqual({ changed: 0 });
    await give('high-roller', [a.id]);
    const audits = await h.db<{ actor: string; after: { accounts: string[] } }[]>`
      SELECT actor, after FROM audit_log WHERE action = 'label.assign' AND subject = 'label:vip-club'`;
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actor).toBe('operator:7:op7');
    expect(audits[0]!.after.accounts.sort()).toEqual([await accountOf(a.id), await accountOf(b.id)].sort());
    const [who] = await h.db<
      { assigned_by: string }[]
    >`SELECT assigned_by FROM member_label_assignments WHERE member_id = ${a.id} LIMIT 1`;
    expect(who!.assigned_by).toBe('operator:7:op7');

    const info = await h.app.inject({ url: '/wps/member/info', headers: a.headers });
    expect(info.json().value.memberLabel).toEqual([{ labelName: 'Nhãn high-roller' }, { labelName: 'Nhãn vip-club' }]);

    expect((await give('vip-club', [b.id], 'unassign')).json().value).toEqual({ changed: 1 });
    expect((await give('vip-club', [b.id], 'unassign')).json().value).toEqual({ changed: 0 });
    expect(await h.db`SELECT 1 FROM audit_log WHERE action = 'label.unassign'`).toHaveLength(1);
    const infoB = await h.app.inject({ url: '/wps/member/info', headers: b.headers });
    expect(infoB.json().value.memberLabel).toEqual([]);
    const list = (await h.app.inject({ url: '/wps/operator/labels', headers: operator })).json().value.items;
    expect(list.find((l: { code: string }) => l.code === 'vip-club').members).toBe(1);
  });

  it('bad input gets a clear code and changes nothing', async () => {
    await label('bad-input');
    const a = await makeMember(h);
    const before = await footprint();
    const unknown = await post('/wps/operator/labels/bad-input/assign', operator, {
      accounts: [await accountOf(a.id), 'nobody-here'],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('label_unknown_accounts');
    expect(unknown.json().details.accounts).toEqual(['nobody-here']);
    const noLabel = await post('/wps/operator/labels/no-such/assign', operator, { accounts: [await accountOf(a.id)] });
    expect(noLabel.statusCode).toBe(404);
    expect(noLabel.json().code).toBe('label_not_found');
    const dup = await post('/wps/operator/labels', operator, { code: 'bad-input', name: { vi: 'x', en: 'x' } });
    expect(dup.json().code).toBe('label_exists');
    expect(
      (await post('/wps/operator/labels', operator, { code: 'Bad Code!', name: { vi: 'x', en: 'x' } })).statusCode,
    ).toBe(400);
    expect((await post('/wps/operator/labels/bad-input/assign', operator, { accounts: [] })).statusCode).toBe(400);
    expect((await post('/wps/operator/labels/bad-input/assign', a.headers, { accounts: ['x'] })).statusCode).toBe(403);
    expect(await footprint()).toEqual(before);
  });

  it('a label-limited promotion: the labelled member claims it, the unlabelled one is not eligible', async () => {
    await label('claimers');
    const yes = await makeMember(h);
    const no = await makeMember(h);
    await give('claimers', [yes.id]);
    const created = await post(
      '/wps/operator/promotions',
      operator,
      promotionInput({ kind: 'manual', category: 'other', eligibility: { memberLabels: ['claimers'] } }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().value.id as number;
    expect((await post(`/wps/operator/promotions/${id}/enabled`, operator, { enabled: true })).statusCode).toBe(200);

    const refused = await post(`/wps/member/promotions/${id}/claim`, no.headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('promotion_not_eligible');
    expect(refused.json().details.reason).toBe('labels');
    const ok = await post(`/wps/member/promotions/${id}/claim`, yes.headers);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('the rebate job pays only labelled members of a label-limited rebate', async () => {
    await label('rebate-club');
    const day = new Date(Date.UTC(2026, 10, 15, -7));
    const promo = await periodPromotion(h, {
      kind: 'rebate',
      config: { rates: { RNG: 100 } },
      from: day,
      until: new Date(day.getTime() + 86_400_000),
      eligibility: { memberLabels: ['rebate-club'] },
    });
    const [member, outsider] = [await rebatePlayer(h), await rebatePlayer(h)];
    await give('rebate-club', [member.id]);
    for (const m of [member, outsider]) {
      await wager(h, m.id, { category: 'RNG', stake: 1_000_000, at: new Date(day.getTime() + 5 * 3_600_000) });
    }
    await payoutsOf(h).runDue();
    expect(await rewardsOf(h, promo)).toEqual([
      { member_id: member.id, n: 1, amount: 10_000, status: 'claimed', transfers: 1 },
    ]);
  });
});
