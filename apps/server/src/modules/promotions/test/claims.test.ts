import { beforeAll, describe, expect, it } from 'vitest';
import {
  asOperator,
  cash,
  checkLedgerAfterEach,
  type DepositsHarness,
  depositsApp,
  memberWithSession,
  reloginOperator,
  sessionFor,
} from '../../deposits/test/deposits.fixtures.js';
import { createPromotion, footprint, promotionInput } from './promotions.fixtures.js';

let h: DepositsHarness;
beforeAll(async () => {
  h = await depositsApp();
});
checkLedgerAfterEach(() => h);

const post = (url: string, headers: Record<string, string>, payload: Record<string, unknown> = {}) =>
  h.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Record<string, string>) => h.app.inject({ url, headers });

describe('claims pay once', () => {
  it('50 parallel claims of one promotion by one member pay once', async () => {
    const id = await createPromotion(
      h,
      asOperator(h),
      promotionInput({ kind: 'manual', category: 'other', reward: { type: 'fixed', amount: 7_000_000 } }),
    );
    const m = await memberWithSession(h);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post(`/wps/member/promotions/${id}/claim`, m.auth)),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.json().code ?? a.json().error?.code ?? a.json()).toBeDefined();
      expect(a.body).toContain('promotion_already_claimed');
    }
    expect(await cash(h, m.id)).toBe(7_000_000);
    const [t] = await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM ledger_transfers WHERE kind = 'bonus'
      AND idempotency_key LIKE ${`promo:bonus:${id}:%`}`;
    expect(t!.n).toBe(1);
    // The member now sees the promotion claimed, and it no longer counts as available.
    const detail = await get(`/wps/member/promotions/${id}?language=en`, m.auth);
    expect(detail.json().value).toMatchObject({ status: 'claimed', action: null });
  });

  it('a first-login bonus is offered once at the first-login call and claimed once in the reward centre', async () => {
    const id = await createPromotion(
      h,
      asOperator(h),
      promotionInput({ reward: { type: 'fixed', amount: 3_000_000 } }),
    );
    const m = await memberWithSession(h);
    for (let i = 0; i < 3; i++) expect((await post('/wps/member/firstLogin', m.auth)).statusCode).toBe(200);
    const [offers] = await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM promotion_rewards
      WHERE member_id = ${m.id} AND promotion_id = ${id}`;
    expect(offers!.n).toBe(1);
    const count = await get('/wps/member/rewards/count', m.auth);
    const waiting = count.json().value.count as number;
    expect(waiting).toBeGreaterThanOrEqual(1);
    const summary = await get('/wps/member/promotions-summary', m.auth);
    expect(summary.json().value.rewardCount).toBe(waiting);
    expect(summary.json().value.availablePromoCount).toBeGreaterThanOrEqual(1);
    const list = await get('/wps/member/rewards?language=en', m.auth);
    const reward = list.json().value.items.find((r: { promotionId: number }) => r.promotionId === id);
    expect(reward).toMatchObject({ promotionId: id, amount: 3_000_000, status: 'claim', title: 'Bonus' });
    expect((await get(`/wps/member/promotions/${id}`, m.auth)).json().value.status).toBe('claim');
    const claims = await Promise.all(
      Array.from({ length: 10 }, () => post(`/wps/member/rewards/${reward.id}/claim`, m.auth)),
    );
    expect(claims.filter((c) => c.statusCode === 200)).toHaveLength(1);
    expect(await cash(h, m.id)).toBe(3_000_000);
    expect((await get('/wps/member/rewards/count', m.auth)).json().value.count).toBe(waiting - 1);
    // Claiming the promotion again: its one entry is taken.
    const again = await post(`/wps/member/promotions/${id}/claim`, m.auth);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('promotion_already_claimed');
    // History: the payout is a bonus, in bonusDetails with totals.
    const details = await get('/wps/member/bonus-details?language=en', m.auth);
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().value.totals).toMatchObject({ bonus: 3_000_000, all: 3_000_000 });
    const tx = await get('/wps/member/transactions?type=bonus', m.auth);
    if (tx.statusCode === 200) expect(tx.json().value.items.map((i: { kind: string }) => i.kind)).toContain('bonus');
  });

  it('daily sign-in: once a day, the streak day pays its amount', async () => {
    const id = await createPromotion(
      h,
      asOperator(h),
      promotionInput({
        kind: 'signin',
        category: 'daily',
        period: 'daily',
        entryMode: 'signin',
        reward: { type: 'streak', amounts: [100_000, 200_000, 300_000] },
      }),
    );
    const m = await memberWithSession(h);
    const first = await post(`/wps/member/promotions/${id}/signin`, m.auth);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value.promotion).toMatchObject({ status: 'signed', streak: { days: 1, signedToday: true } });
    const twice = await post(`/wps/member/promotions/${id}/signin`, m.auth);
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain('promotion_already_claimed');
    h.clock.advance(24 * 3_600_000);
    await reloginOperator(h);
    const second = await post(`/wps/member/promotions/${id}/signin`, (await sessionFor(h, m.id)).auth);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().value.reward.amount).toBe(200_000);
    expect(await cash(h, m.id)).toBe(300_000);
  });
});

describe('bad input changes nothing', () => {
  it("someone else's reward, malformed ids, not eligible, outside the window, wrong action", async () => {
    await reloginOperator(h);
    const op = asOperator(h);
    const owner = await memberWithSession(h);
    const other = await memberWithSession(h);
    const offered = await createPromotion(h, op, promotionInput());
    await post('/wps/member/firstLogin', owner.auth);
    const [reward] = (await get('/wps/member/rewards', owner.auth)).json().value.items;
    const before = await footprint(h, other.id);
    const ownerBefore = await footprint(h, owner.id);

    const stolen = await post(`/wps/member/rewards/${reward.id}/claim`, other.auth);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.body).toContain('reward_not_found');
    for (const bad of ['abc', '0', '-1', '1.5', '012', '99999999999999999999']) {
      const r = await post(`/wps/member/rewards/${bad}/claim`, other.auth);
      expect(r.statusCode, bad).toBe(400);
      const p = await post(`/wps/member/promotions/${bad}/claim`, other.auth);
      expect(p.statusCode, bad).toBe(400);
    }
    expect((await post('/wps/member/promotions/987654/claim', other.auth)).body).toContain('promotion_not_found');

    const oldOnly = await createPromotion(h, op, promotionInput({ eligibility: { newPlayersDays: 1 } }));
    h.clock.advance(3 * 86_400_000);
    await reloginOperator(h);
    other.auth = (await sessionFor(h, other.id)).auth;
    const notEligible = await post(`/wps/member/promotions/${oldOnly}/claim`, other.auth);
    expect(notEligible.statusCode).toBe(422);
    expect(notEligible.body).toContain('promotion_not_eligible');

    const later = await createPromotion(h, asOperator(h), promotionInput({ activeFrom: '2030-01-01T00:00:00Z' }));
    const early = await post(`/wps/member/promotions/${later}/claim`, other.auth);
    expect(early.body).toContain('promotion_outside_window');
    expect((await get(`/wps/member/promotions/${later}`, other.auth)).json().value.status).toBe('coming');

    const over = await createPromotion(
      h,
      asOperator(h),
      promotionInput({ activeFrom: '2026-01-01T00:00:00Z', activeUntil: '2026-02-01T00:00:00Z' }),
    );
    expect((await post(`/wps/member/promotions/${over}/claim`, other.auth)).body).toContain('promotion_outside_window');

    const joinOnly = await createPromotion(h, asOperator(h), promotionInput({ entryMode: 'join' }));
    expect((await post(`/wps/member/promotions/${joinOnly}/claim`, other.auth)).body).toContain(
      'promotion_wrong_action',
    );

    const disabled = await createPromotion(h, asOperator(h), promotionInput(), false);
    expect((await post(`/wps/member/promotions/${disabled}/claim`, other.auth)).body).toContain('promotion_not_found');

    expect(await footprint(h, other.id)).toEqual(before);
    expect(await footprint(h, owner.id)).toEqual(ownerBefore);
    expect(offered).toBeGreaterThan(0);
  });

  it('the operator API validates promotions and refuses members', async () => {
    await reloginOperator(h);
    const op = asOperator(h);
    const bad = await post('/wps/operator/promotions', op, {
      ...promotionInput(),
      entryMode: 'signin',
    } as unknown as Record<string, unknown>);
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('promotion_invalid');
    const malformed = await post('/wps/operator/promotions', op, {
      ...promotionInput(),
      reward: { type: 'percent', percentBp: -5 },
    } as unknown as Record<string, unknown>);
    expect(malformed.statusCode).toBe(400);
    const m = await memberWithSession(h);
    expect((await post('/wps/operator/promotions', m.auth, promotionInput() as never)).statusCode).toBe(403);
    // Rules HTML is stored sanitised: what the detail page renders holds no script or handler.
    const input = promotionInput();
    input.content.en.rulesHtml = '<p onclick="steal()">Rules<script>steal()</script> <a href="javascript:x">x</a></p>';
    const id = await createPromotion(h, op, input);
    const detail = await get(`/wps/promotions/${id}?language=en`, {});
    expect(detail.json().value.rulesHtml).toBe('<p>Rules <a>x</a></p>');
  });
});
