import { beforeAll, describe, expect, it } from 'vitest';
import {
  asOperator,
  cash,
  checkLedgerAfterEach,
  confirm,
  type DepositsHarness,
  depositsApp,
  memberWithSession,
  reloginOperator,
  requestBank,
  sessionFor,
} from '../../deposits/test/deposits.fixtures.js';
import { seedPromotions } from '../promotions.seed.js';
import { createPromotion, footprint, promotionInput } from './promotions.fixtures.js';

let h: DepositsHarness;
beforeAll(async () => {
  h = await depositsApp();
});
checkLedgerAfterEach(() => h);

const post = (url: string, headers: Record<string, string>, payload: Record<string, unknown> = {}) =>
  h.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Record<string, string>) => h.app.inject({ url, headers });
const audits = async (action: string) =>
  (await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM audit_log WHERE action = ${action}`)[0]!.n;

describe('operator side', () => {
  it('apply → applying; approve issues the reward (paid), reject shows the reason; each audited', async () => {
    const id = await createPromotion(
      h,
      asOperator(h),
      promotionInput({ kind: 'manual', category: 'other', entryMode: 'apply', period: 'monthly' }),
    );
    const a = await memberWithSession(h);
    const b = await memberWithSession(h);
    for (const m of [a, b]) {
      const res = await post(`/wps/member/promotions/${id}/apply`, m.auth, { note: 'please' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value.status).toBe('applying');
    }
    const waiting = (await get(`/wps/operator/promotions/${id}/applications`, asOperator(h))).json().value.items;
    expect(waiting).toHaveLength(2);
    const entryOf = (memberId: number) => waiting.find((w: { memberId: number }) => w.memberId === memberId).entryId;
    const ok = await post(`/wps/operator/promotion-entries/${entryOf(a.id)}/decision`, asOperator(h), {
      approve: true,
    });
    expect(ok.json().value.status).toBe('issued');
    const no = await post(`/wps/operator/promotion-entries/${entryOf(b.id)}/decision`, asOperator(h), {
      approve: false,
      reason: 'Duplicate account',
    });
    expect(no.json().value.status).toBe('rejected');
    // Decided once: a second decision finds nothing waiting.
    const again = await post(`/wps/operator/promotion-entries/${entryOf(a.id)}/decision`, asOperator(h), {
      approve: true,
    });
    expect(again.json().code).toBe('promotion_application_not_found');
    expect(await cash(h, a.id)).toBe(5_000_000);
    expect(await cash(h, b.id)).toBe(0);
    expect((await get(`/wps/member/promotions/${id}`, a.auth)).json().value.status).toBe('issued');
    expect((await get(`/wps/member/promotions/${id}`, b.auth)).json().value).toMatchObject({
      status: 'rejected',
      rejectReason: 'Duplicate account',
    });
    expect(await audits('promotion.application_approve')).toBe(1);
    expect(await audits('promotion.application_reject')).toBe(1);
  });

  it('manual bonus to a list: unknown accounts refuse the whole list; a batch key grants once; reversal audited', async () => {
    const a = await memberWithSession(h);
    const b = await memberWithSession(h);
    const [ra, rb] = await h.db<
      { account: string }[]
    >`SELECT account FROM members WHERE id IN (${a.id}, ${b.id}) ORDER BY id`;
    const grant = (accounts: string[], payNow = true) =>
      post('/wps/operator/promotions/grants', asOperator(h), {
        accounts,
        amount: 2_500_000,
        reason: 'Compensation for outage',
        batchKey: 'outage-1',
        payNow,
        wagering: null,
      });
    const before = await footprint(h, a.id);
    const unknown = await grant([ra!.account, 'nobody-here']);
    expect(unknown.json()).toMatchObject({
      code: 'promotion_unknown_accounts',
      details: { accounts: ['nobody-here'] },
    });
    expect(await footprint(h, a.id)).toEqual(before);
    const first = await grant([ra!.account, rb!.account]);
    expect(first.json().value.granted).toBe(2);
    expect((await grant([ra!.account, rb!.account])).json().value.granted).toBe(0);
    expect(await cash(h, a.id)).toBe(2_500_000);
    expect(await audits('promotion.manual_grant')).toBe(2);

    const rewardId = first.json().value.rewards[0].rewardId as number;
    const member = await post(`/wps/operator/promotion-rewards/${rewardId}/reverse`, a.auth, { reason: 'x' });
    expect(member.statusCode).toBe(403);
    const rev = await post(`/wps/operator/promotion-rewards/${rewardId}/reverse`, asOperator(h), {
      reason: 'Granted by mistake',
    });
    expect(rev.json().value).toEqual({ rewardId, reversed: 2_500_000 });
    expect(await cash(h, a.id)).toBe(0);
    const twice = await post(`/wps/operator/promotion-rewards/${rewardId}/reverse`, asOperator(h), { reason: 'again' });
    expect(twice.json().code).toBe('reward_not_reversible');
    expect(await audits('promotion.reward_reverse')).toBe(1);
    const details = (await get('/wps/member/bonus-details', a.auth)).json().value;
    expect(details.items[0]).toMatchObject({ status: 'reversed', amount: 2_500_000 });
    expect(details.totals.all).toBe(0);
    expect((await get('/wps/member/profit', a.auth)).json().value.bonus).toBe(0);
    expect((await get('/wps/member/profit', b.auth)).json().value.bonus).toBe(2_500_000);
  });

  it('reward centre: offers expire after their window; claim all takes the rest once', async () => {
    const m = await memberWithSession(h);
    const [row] = await h.db<{ account: string }[]>`SELECT account FROM members WHERE id = ${m.id}`;
    const offer = (batchKey: string) =>
      post('/wps/operator/promotions/grants', asOperator(h), {
        accounts: [row!.account],
        amount: 1_000_000,
        reason: 'Offer',
        batchKey,
        payNow: false,
        wagering: null,
      });
    const old = (await offer('old-offer')).json().value.rewards[0].rewardId as number;
    h.clock.advance(73 * 3_600_000);
    await reloginOperator(h);
    const auth = (await sessionFor(h, m.id)).auth;
    await offer('new-1');
    await offer('new-2');
    expect((await get('/wps/member/rewards/count', auth)).json().value.count).toBe(2);
    const late = await post(`/wps/member/rewards/${old}/claim`, auth);
    expect(late.statusCode).toBe(422);
    expect(late.json().code).toBe('reward_expired');
    const all = await Promise.all([
      post('/wps/member/rewards/claim-all', auth),
      post('/wps/member/rewards/claim-all', auth),
    ]);
    expect(all.reduce((s, r) => s + r.json().value.claimed, 0)).toBe(2);
    expect(await cash(h, m.id)).toBe(2_000_000);
    expect((await get('/wps/member/rewards/count', auth)).json().value.count).toBe(0);
    const done = (await get('/wps/member/rewards?status=done', auth))
      .json()
      .value.items.map((r: { status: string }) => r.status);
    expect(done.sort()).toEqual(['claimed', 'claimed', 'expired']);
  });

  it('per-IP limit per period under parallel claims; the operator sees claims by shared IP', async () => {
    const id = await createPromotion(
      h,
      asOperator(h),
      promotionInput({ kind: 'manual', category: 'other', period: 'daily', limits: { perIp: 2 } }),
    );
    const members = await Promise.all(Array.from({ length: 6 }, () => memberWithSession(h)));
    const answers = await Promise.all(
      members.map((m) =>
        h.app.inject({
          method: 'POST',
          url: `/wps/member/promotions/${id}/claim`,
          headers: m.auth,
          remoteAddress: '203.0.113.9',
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect(a.json().code).toBe('promotion_shared_limit');
    const shared = (await get(`/wps/operator/promotions/${id}/shared-claims`, asOperator(h))).json().value.groups;
    const byIp = shared.find((g: { by: string; value: string }) => g.by === 'ip' && g.value === '203.0.113.9');
    expect(byIp.accounts).toHaveLength(2);
  });

  it('the demo promotions pay what they say: first-login offer, first-deposit bonus with wagering, sign-in', async () => {
    await seedPromotions(h.db, h.clock);
    await seedPromotions(h.db, h.clock); // idempotent
    const m = await memberWithSession(h);
    await post('/wps/member/firstLogin', m.auth);
    const list = (await get('/wps/member/promotions?language=en', m.auth)).json().value.items as {
      id: number;
      code: string;
      status: string;
    }[];
    const byCode = Object.fromEntries(list.map((p) => [p.code, p]));
    expect(byCode['first-login-bonus']?.status).toBe('claim');
    expect((await post(`/wps/member/promotions/${byCode['first-login-bonus']!.id}/claim`, m.auth)).statusCode).toBe(
      200,
    );
    expect(await cash(h, m.id)).toBe(1_800_000);
    const req = await requestBank(h, m, 20_000_000);
    expect((await confirm(h, req.json().value.id)).statusCode).toBe(200);
    expect(await cash(h, m.id)).toBe(21_800_000);
    const claimDeposit = await post(`/wps/member/promotions/${byCode['first-deposit-100']!.id}/claim`, m.auth);
    expect(claimDeposit.json().value.reward.amount).toBe(20_000_000);
    const wagering = (await get('/wps/member/wagering', m.auth)).json().value;
    expect(wagering.bonusRequired).toBe(60_000_000);
    const sign = await post(`/wps/member/promotions/${byCode['daily-signin']!.id}/signin`, m.auth);
    expect(sign.json().value.reward.amount).toBe(100_000);
    expect(await cash(h, m.id)).toBe(41_900_000);
    // P&L: the promotions paid are its bonus figure, apart from the games' profit.
    const pnl = (await get('/wps/member/profit', m.auth)).json().value;
    expect(pnl).toMatchObject({ bonus: 21_900_000, total: { bet: 0, win: 0, profit: 0 } });
  });

  it('a join-mode reload bonus pays only members who joined, once per day', async () => {
    const id = await createPromotion(
      h,
      asOperator(h),
      promotionInput({
        code: 'reload-join-test',
        kind: 'deposit_bonus',
        category: 'deposit',
        period: 'daily',
        entryMode: 'join',
        eligibility: { deposit: 'any' },
        reward: { type: 'percent', percentBp: 5_000, cap: 3_000_000, minDeposit: 5_000_000 },
      }),
    );
    const depositOf = async (m: { auth: Record<string, string> }, amount: number) => {
      const req = await requestBank(h, m as never, amount);
      expect((await confirm(h, req.json().value.id)).statusCode).toBe(200);
    };
    const joined = await memberWithSession(h);
    const outsider = await memberWithSession(h);
    expect((await post(`/wps/member/promotions/${id}/join`, joined.auth)).json().value.status).toBe('process');
    await depositOf(joined, 5_000_000);
    await depositOf(joined, 5_000_000);
    await depositOf(outsider, 5_000_000);
    expect(await cash(h, joined.id)).toBe(10_000_000 + 2_500_000);
    expect(await cash(h, outsider.id)).toBe(5_000_000);
    expect((await get(`/wps/member/promotions/${id}`, joined.auth)).json().value.status).toBe('claimed');
    expect((await get(`/wps/member/promotions/${id}`, outsider.auth)).json().value.action).toBe('join');
  });
});
