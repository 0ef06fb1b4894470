import { beforeAll, describe, expect, it } from 'vitest';
import {
  asOperator,
  checkLedgerAfterEach,
  type DepositsHarness,
  depositsApp,
  type TestMember,
} from '../../deposits/test/deposits.fixtures.js';
import { makeRaffle } from '../../promotions/raffle/test/raffle.fixtures.js';
import { memberWithPoints, PAY_PASSWORD, pointsOn, rewardInput, type TestPoints } from './points.fixtures.js';

let h: DepositsHarness;
let p: TestPoints;
beforeAll(async () => {
  h = await depositsApp();
  p = pointsOn(h);
});
checkLedgerAfterEach(() => h);

const post = (url: string, m: TestMember | null, payload: unknown, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'POST', url, payload: payload as object, headers: { ...(m?.auth ?? {}), ...headers } });
const get = (url: string, m: TestMember) => h.app.inject({ url, headers: m.auth });
const op = () => asOperator(h);

async function createReward(over: Parameters<typeof rewardInput>[0] = {}) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/wps/operator/points/rewards',
    headers: op(),
    payload: rewardInput(over),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { id: number };
}
const balanceOf = async (m: TestMember) => (await get('/wps/member/points', m)).json().value.balance as number;
const stockOf = async (id: number) =>
  (await h.db<{ stock: number | null }[]>`SELECT stock FROM points_rewards WHERE id = ${id}`)[0]!.stock;
const recordsOf = async (memberId: number) =>
  (await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM points_redemptions WHERE member_id = ${memberId}`)[0]!.n;
const redeem = (m: TestMember, body: Record<string, unknown>) =>
  post('/wps/member/points/redeem?language=en', m, { password: PAY_PASSWORD, quantity: 1, ...body });

describe('points mall redeem', () => {
  it('50 parallel redeems of the last unit in stock: exactly one wins, the others change nothing', async () => {
    const item = await createReward({ stock: 1, points: 500 });
    const members = await Promise.all(Array.from({ length: 50 }, () => memberWithPoints(h, p, 1_000)));
    const address = { name: 'Nguyen Van A', phone: '0912345678', address: '1 Le Loi, Q1, HCM' };
    const results = await Promise.all(members.map((m) => redeem(m, { rewardId: item.id, address })));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().code).toBe('points_out_of_stock');
    }
    expect(await stockOf(item.id)).toBe(0);
    const balances = await Promise.all(members.map(balanceOf));
    expect(balances.filter((b) => b === 500)).toHaveLength(1);
    expect(balances.filter((b) => b === 1_000)).toHaveLength(49);
    const [n] = await h.db<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM points_redemptions WHERE reward_id = ${item.id}`;
    expect(n!.n).toBe(1);
    expect(ok[0]!.json().value.redemption).toMatchObject({ status: 'processing', quantity: 1, points: 500, address });
  });

  it('one member redeeming in parallel never spends the same points twice', async () => {
    const item = await createReward({ points: 400 });
    const m = await memberWithPoints(h, p, 1_000);
    const address = { name: 'B', phone: '0912345678', address: 'Ha Noi' };
    const results = await Promise.all(Array.from({ length: 10 }, () => redeem(m, { rewardId: item.id, address })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 422).map((r) => r.json().code)).toEqual(
      Array(8).fill('points_insufficient'),
    );
    expect(await balanceOf(m)).toBe(200);
  });

  it('a wrong payment password changes nothing', async () => {
    const item = await createReward({ kind: 'cash', amount: 10_000, points: 100, stock: 5 });
    const m = await memberWithPoints(h, p, 1_000);
    const res = await redeem(m, { rewardId: item.id, password: '000000' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('payment_password_wrong');
    expect(await balanceOf(m)).toBe(1_000);
    expect(await stockOf(item.id)).toBe(5);
    expect(await recordsOf(m.id)).toBe(0);
    const cash = await h.ledger.balances([{ member: m.id, kind: 'cash' }]);
    expect(cash[0]!.posted).toBe(0);
  });

  it('more than the points, out of stock, malformed quantity, missing address: clear error, nothing changes', async () => {
    const item = await createReward({ points: 600, stock: 3, maxPerRedeem: 5 });
    const m = await memberWithPoints(h, p, 1_000);
    const address = { name: 'C', phone: '0912345678', address: 'Da Nang' };
    const cases: [Record<string, unknown>, string][] = [
      [{ rewardId: item.id, quantity: 2, address }, 'points_insufficient'],
      [{ rewardId: item.id, quantity: 0, address }, 'points_quantity_invalid'],
      [{ rewardId: item.id, quantity: -1, address }, 'points_quantity_invalid'],
      [{ rewardId: item.id, quantity: 1.5, address }, 'points_quantity_invalid'],
      [{ rewardId: item.id, quantity: '1e1', address }, 'points_quantity_invalid'],
      [{ rewardId: item.id, quantity: 'abc', address }, 'points_quantity_invalid'],
      [{ rewardId: item.id, quantity: 6, address }, 'points_quantity_invalid'],
      [{ rewardId: item.id, quantity: 1 }, 'points_address_required'],
      [
        { rewardId: item.id, quantity: 1, address: { name: 'x', phone: 'abc', address: 'y' } },
        'points_address_required',
      ],
      [{ rewardId: 999_999, quantity: 1, address }, 'points_reward_not_found'],
    ];
    for (const [body, code] of cases) {
      const res = await redeem(m, body);
      expect([404, 422], `${JSON.stringify(body)} ${res.body}`).toContain(res.statusCode);
      expect(res.json().code, JSON.stringify(body)).toBe(code);
    }
    const rich = await memberWithPoints(h, p, 10_000);
    const res = await redeem(rich, { rewardId: item.id, quantity: 4, address });
    expect(res.json().code).toBe('points_out_of_stock');
    expect(res.json().details).toEqual({ stock: 3 });
    expect(await balanceOf(m)).toBe(1_000);
    expect(await balanceOf(rich)).toBe(10_000);
    expect(await stockOf(item.id)).toBe(3);
    expect(await recordsOf(m.id)).toBe(0);
    expect(await recordsOf(rich.id)).toBe(0);
  });

  it('cash completes at once and credits the wallet; bonus is paid through the reward centre', async () => {
    const cashItem = await createReward({ kind: 'cash', amount: 2_000_000, points: 300 });
    const bonusItem = await createReward({ kind: 'bonus', amount: 5_000_000, points: 200 });
    const m = await memberWithPoints(h, p, 1_000);
    const a = await redeem(m, { rewardId: cashItem.id, quantity: '2' });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().value.redemption).toMatchObject({
      kind: 'cash',
      status: 'complete',
      quantity: 2,
      points: 600,
      amount: 4_000_000,
      productName: 'T-shirt',
    });
    expect(a.json().value.redemption.txnNo).toMatch(/^PM\d{8}\d{6,}$/);
    expect(a.json().value.balance).toBe(400);
    const b = await redeem(m, { rewardId: bonusItem.id });
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json().value.redemption.status).toBe('complete');
    const cash = await h.ledger.balances([{ member: m.id, kind: 'cash' }]);
    expect(cash[0]!.posted).toBe(4_000_000 + 5_000_000);
    const [reward] = await h.db<{ status: string; amount: string }[]>`
      SELECT status, amount FROM promotion_rewards WHERE source = 'bonus' AND source_key LIKE 'points-redeem:%'
        AND member_id = ${m.id}`;
    expect(reward).toMatchObject({ status: 'claimed' });
    // The cash is in the member's wallet history, under bonus.
    const tx = await get('/wps/member/transactions?type=bonus', m);
    expect(tx.statusCode, tx.body).toBe(200);
    expect(tx.json().value.items.map((i: { kind: string }) => i.kind)).toContain('points_cash');
    const records = (await get('/wps/member/points/redemptions?language=vi', m)).json().value;
    expect(records.total).toBe(2);
    expect(records.items[0]).toMatchObject({ kind: 'bonus', productName: 'Áo thun', status: 'complete' });
    const changes = (await get('/wps/member/points/changes', m)).json().value;
    expect(
      changes.items.map((c: { kind: string; change: number; balanceAfter: number }) => [
        c.kind,
        c.change,
        c.balanceAfter,
      ]),
    ).toEqual([
      ['points_redeem', -200, 200],
      ['points_redeem', -600, 400],
      ['points_manual', 1_000, 1_000],
    ]);
  });

  it('a rejected redeem returns the points and the stock once, even rejected twice or in parallel', async () => {
    const item = await createReward({ points: 300, stock: 2 });
    const m = await memberWithPoints(h, p, 1_000);
    const address = { name: 'D', phone: '0912345678', address: 'Hue' };
    const r = await redeem(m, { rewardId: item.id, address });
    const id = r.json().value.redemption.id as number;
    expect(await balanceOf(m)).toBe(700);
    expect(await stockOf(item.id)).toBe(1);
    const decide = (decision: string) =>
      post(`/wps/operator/points/redemptions/${id}/decision`, null, { decision, reason: 'no stock' }, op());
    const results = await Promise.all([decide('reject'), decide('reject'), decide('complete')]);
    expect(results.filter((x) => x.statusCode === 200)).toHaveLength(1);
    for (const x of results.filter((y) => y.statusCode !== 200))
      expect(x.json().code).toBe('points_redemption_decided');
    const winner = results.find((x) => x.statusCode === 200)!.json().value;
    const again = await decide('reject');
    expect(again.statusCode).toBe(409);
    if (winner.status === 'rejected') {
      expect(await balanceOf(m)).toBe(1_000);
      expect(await stockOf(item.id)).toBe(2);
      const [refunds] = await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM ledger_transfers
        WHERE idempotency_key = ${`points:refund:${id}`}`;
      expect(refunds!.n).toBe(1);
    } else {
      expect(winner.status).toBe('complete');
      expect(await balanceOf(m)).toBe(700);
    }
    const [audits] = await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM audit_log
      WHERE subject = ${`points-redemption:${id}`}`;
    expect(audits!.n).toBe(1);
  });

  it('a rejection returns the points exactly once (sequential)', async () => {
    const item = await createReward({ points: 250 });
    const m = await memberWithPoints(h, p, 1_000);
    const r = await redeem(m, { rewardId: item.id, address: { name: 'E', phone: '0912345678', address: 'Can Tho' } });
    const id = r.json().value.redemption.id as number;
    const first = await post(`/wps/operator/points/redemptions/${id}/decision`, null, { decision: 'reject' }, op());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value.status).toBe('rejected');
    const second = await post(`/wps/operator/points/redemptions/${id}/decision`, null, { decision: 'reject' }, op());
    expect(second.statusCode).toBe(409);
    expect(await balanceOf(m)).toBe(1_000);
    const records = (await get('/wps/member/points/redemptions', m)).json().value;
    expect(records.items[0]).toMatchObject({ status: 'rejected' });
  });

  it('per-member limit counts units under the reward lock', async () => {
    const item = await createReward({ points: 10, perMemberLimit: 2 });
    const m = await memberWithPoints(h, p, 1_000);
    const address = { name: 'F', phone: '0912345678', address: 'Vung Tau' };
    const results = await Promise.all(Array.from({ length: 5 }, () => redeem(m, { rewardId: item.id, address })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 422).every((r) => r.json().code === 'points_member_limit')).toBe(
      true,
    );
    expect(await balanceOf(m)).toBe(980);
  });
});

describe('lucky-wheel tickets', () => {
  it('a ticket bought with points is a spin of this period at once; a closed raffle sells none', async () => {
    const raffleId = await makeRaffle(h.db, h.clock.now(), {
      prizes: [{ kind: 'none', amount: 0, names: { vi: 'Chúc may mắn', en: 'Good luck' }, weight: 1, stock: null }],
    });
    const bad = await h.app.inject({
      method: 'POST',
      url: '/wps/operator/points/rewards',
      headers: op(),
      payload: rewardInput({ kind: 'raffle_ticket', rafflePromotionId: 999_999 }),
    });
    expect(bad.statusCode).toBe(422);
    const item = await createReward({ kind: 'raffle_ticket', rafflePromotionId: raffleId, points: 100 });
    const m = await memberWithPoints(h, p, 1_000);
    const ticketsOf = async () =>
      (await get(`/wps/member/promotions/${raffleId}/raffle`, m)).json().value.tickets as { available: number };
    expect((await ticketsOf()).available).toBe(0);
    const r = await redeem(m, { rewardId: item.id, quantity: 2 });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().value.redemption).toMatchObject({ kind: 'raffle_ticket', status: 'complete', points: 200 });
    expect((await ticketsOf()).available).toBe(2);
    await h.db`UPDATE promotions SET enabled = false WHERE id = ${raffleId}`;
    const closed = await redeem(m, { rewardId: item.id });
    expect(closed.json().code).toBe('points_reward_not_found');
    expect(await balanceOf(m)).toBe(800);
  });
});
