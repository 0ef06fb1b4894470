import { beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, enqueue } from '../../platform/jobs/index.js';
import { makeMember, operator } from '../withdrawals/test/cashout.fixtures.js';
import {
  payoutsOf,
  periodPromotion,
  type RebateHarness,
  rebateApp,
  rebatePlayer,
  rewardsOf,
  wager,
} from './rebate.fixtures.js';
import { REBATE_TASK, registerRebateJobs } from './rebate.jobs.js';
import { createBatchRewards } from './rebate.rewards.js';
import { seedRebatePromotions } from './rebate.seed.js';
import type { PeriodRewards } from './rebate.service.js';

/*
 * The rebate / cashback period job on the real database: each member is paid once per period however many
 * times it runs, in parallel, or after a run killed midway; 0 % categories, open and cancelled rounds and
 * demo chips earn nothing; cashback pays only a net loss. Each test works on its own local day (the
 * promotion's active window), so the promotions of other tests see none of its wagers.
 */
let h: RebateHarness;
beforeAll(async () => {
  h = await rebateApp();
});

/** Start of local day `d` of November 2026 (Asia/Ho_Chi_Minh, UTC+7). */
const day = (d: number) => new Date(Date.UTC(2026, 10, d, -7));
const midday = (d: number) => new Date(Date.UTC(2026, 10, d, 5));
const window = (d: number) => ({ from: day(d), until: day(d + 1) });
const cash = async (_: RebateHarness, memberId: number) =>
  (await h.ledger.balances([{ member: memberId, kind: 'cash' }]))[0]!.available;
const REBATE = { rates: { RNG: 100, LIVE: 50, SPORTS: 0 } };

async function runRecord(promotionId: number) {
  return h.db<{ period_key: string; members: number; amount: number; finished: boolean }[]>`
    SELECT period_key, members, amount, finished_at IS NOT NULL AS finished FROM promotion_period_runs
     WHERE promotion_id = ${promotionId} ORDER BY period_key`;
}

describe('rebate job', () => {
  it('pays each player once for the period even when run twice; 0 % categories, open, cancelled and demo rounds get nothing', async () => {
    const promo = await periodPromotion(h, { kind: 'rebate', config: REBATE, ...window(10) });
    const [a, sports, idle, demo] = [
      await rebatePlayer(h),
      await rebatePlayer(h),
      await rebatePlayer(h),
      await rebatePlayer(h),
    ];
    await wager(h, a.id, { category: 'RNG', stake: 600_000, at: midday(10) });
    await wager(h, a.id, { category: 'RNG', stake: 400_000, win: 900_000, at: midday(10) });
    await wager(h, a.id, { category: 'LIVE', stake: 2_000_000, at: midday(10) });
    // Outside the day: not this period.
    await wager(h, a.id, { category: 'RNG', stake: 5_000_000, at: midday(9) });
    await wager(h, sports.id, { category: 'SPORTS', stake: 5_000_000, at: midday(10) });
    await wager(h, sports.id, { category: 'FISH', stake: 5_000_000, at: midday(10) });
    await wager(h, idle.id, { category: 'RNG', stake: 5_000_000, at: midday(10), status: 'open' });
    await wager(h, idle.id, { category: 'RNG', stake: 5_000_000, at: midday(10), status: 'cancelled' });
    await wager(h, demo.id, { category: 'RNG', stake: 5_000_000, at: midday(10), unit: 'PLAY' });
    const before = await cash(h, a.id);

    const first = await payoutsOf(h).runDue();
    expect(first.find((r) => r.promotionId === promo)).toEqual({
      promotionId: promo,
      periodKey: '2026-11-10',
      measured: 1,
      paid: 1,
    });
    const second = await payoutsOf(h).runDue();
    expect(second.filter((r) => r.promotionId === promo)).toEqual([]);

    // RNG 1,000,000 × 1 % + LIVE 2,000,000 × 0.5 % = 20,000, once.
    expect(await rewardsOf(h, promo)).toEqual([
      { member_id: a.id, n: 1, amount: 20_000, status: 'claimed', transfers: 1 },
    ]);
    expect(await cash(h, a.id)).toBe(before + 20_000);
    expect(await runRecord(promo)).toEqual([{ period_key: '2026-11-10', members: 1, amount: 20_000, finished: true }]);
    const [line] = await h.db<{ figures: { lines: { category: string }[] } }[]>`
      SELECT figures FROM promotion_period_lines WHERE promotion_id = ${promo}`;
    expect(line!.figures.lines.map((l) => l.category)).toEqual(['LIVE', 'RNG']);
    const [t] = await h.db<{ kind: string }[]>`
      SELECT kind FROM ledger_transfers WHERE idempotency_key = ${`promo:rebate:${promo}:2026-11-10:${a.id}`}`;
    expect(t?.kind).toBe('rebate');
  });

  it('two runs at once pay each player once', async () => {
    const promo = await periodPromotion(h, { kind: 'rebate', config: REBATE, ...window(11) });
    const players = [];
    for (let i = 0; i < 12; i++) {
      const m = await rebatePlayer(h);
      await wager(h, m.id, { category: 'RNG', stake: 100_000 * (i + 1), at: midday(11) });
      players.push(m);
    }
    await Promise.all([payoutsOf(h, { payBatch: 3 }).runDue(), payoutsOf(h, { payBatch: 3 }).runDue()]);
    const rows = await rewardsOf(h, promo);
    expect(rows).toHaveLength(12);
    expect(rows.every((r) => r.n === 1 && r.transfers === 1)).toBe(true);
    expect(rows.map((r) => r.amount)).toEqual(players.map((_, i) => 1_000 * (i + 1)));
  });

  it('a run killed midway (inside a batch, then between batches) is finished by the next, paying each player once', async () => {
    const promo = await periodPromotion(h, { kind: 'rebate', config: REBATE, ...window(12) });
    for (let i = 0; i < 7; i++) {
      const m = await rebatePlayer(h);
      await wager(h, m.id, { category: 'LIVE', stake: 1_000_000, at: midday(12) });
    }
    // Dies inside its second batch, after that batch's rewards are written: the first batch (2) is committed,
    // the second rolls back whole.
    const batch = createBatchRewards({ clock: h.clock, ledger: h.ledger });
    let calls = 0;
    const dying: PeriodRewards = {
      offerRewards: batch.offerRewards,
      payRewards: async (tx, inputs) => {
        const out = await batch.payRewards(tx, inputs);
        calls += 1;
        if (calls === 2) throw new Error('killed');
        return out;
      },
    };
    await expect(payoutsOf(h, { payBatch: 2, rewards: dying }).runDue()).rejects.toThrow(/killed/);
    expect(await rewardsOf(h, promo)).toHaveLength(2);
    const [pending] = await h.db<{ n: number }[]>`
      SELECT count(*)::int AS n FROM promotion_period_lines l JOIN promotion_period_runs r USING (promotion_id, period_key)
       WHERE l.promotion_id = ${promo} AND l.member_id > r.paid_through`;
    expect(pending!.n).toBe(5);
    expect((await runRecord(promo))[0]!.finished).toBe(false);

    // Then one stops between batches (after its first committed batch).
    const stopping = payoutsOf(h, {
      payBatch: 2,
      afterBatch: async () => {
        throw new Error('stopped');
      },
    });
    await expect(stopping.runDue()).rejects.toThrow(/stopped/);
    expect(await rewardsOf(h, promo)).toHaveLength(4);

    const report = await payoutsOf(h, { payBatch: 2 }).runDue();
    expect(report.find((r) => r.promotionId === promo)).toMatchObject({ measured: 0, paid: 3 });
    const rows = await rewardsOf(h, promo);
    expect(rows).toHaveLength(7);
    expect(rows.every((r) => r.n === 1 && r.transfers === 1 && r.amount === 5_000)).toBe(true);
    expect(await runRecord(promo)).toEqual([{ period_key: '2026-11-12', members: 7, amount: 35_000, finished: true }]);
  });

  it('entry mode claim offers the rebate in the reward centre; money moves only when claimed, once', async () => {
    const promo = await periodPromotion(h, { kind: 'rebate', config: REBATE, entryMode: 'claim', ...window(13) });
    const m = await rebatePlayer(h);
    await wager(h, m.id, { category: 'RNG', stake: 3_000_000, at: midday(13) });
    const before = await cash(h, m.id);
    await payoutsOf(h).runDue();
    const [offered] = await rewardsOf(h, promo);
    expect(offered).toMatchObject({ n: 1, amount: 30_000, status: 'claim', transfers: 0 });
    expect(await cash(h, m.id)).toBe(before);
    const [reward] = await h.db<{ id: number }[]>`SELECT id FROM promotion_rewards WHERE promotion_id = ${promo}`;
    await h.rewards.claim(m.id, reward!.id, 'vi');
    await payoutsOf(h).runDue();
    expect(await rewardsOf(h, promo)).toEqual([
      { member_id: m.id, n: 1, amount: 30_000, status: 'claimed', transfers: 1 },
    ]);
    expect(await cash(h, m.id)).toBe(before + 30_000);
  });

  it('caps per category and per member, and shares a short budget pro rata', async () => {
    const promo = await periodPromotion(h, {
      kind: 'rebate',
      config: { rates: { RNG: 100, LIVE: 100 }, categoryCaps: { RNG: 15_000 }, cap: 25_000 },
      limits: { budget: 30_000 },
      ...window(16),
    });
    const [big, small] = [await rebatePlayer(h), await rebatePlayer(h)];
    await wager(h, big.id, { category: 'RNG', stake: 5_000_000, at: midday(16) });
    await wager(h, big.id, { category: 'LIVE', stake: 5_000_000, at: midday(16) });
    await wager(h, small.id, { category: 'LIVE', stake: 1_500_000, at: midday(16) });
    await payoutsOf(h).runDue();
    // Earned: big min(15,000 + 50,000, 25,000) = 25,000, small 15,000; 40,000 > budget 30,000 → ¾ each.
    expect((await rewardsOf(h, promo)).map((r) => [r.member_id, r.amount])).toEqual([
      [big.id, 18_750],
      [small.id, 11_250],
    ]);
  });
});

describe('VIP extra rate', () => {
  it("adds the member's VIP level's extra rate to each rated category, within the caps; a VIP 0 member gets none", async () => {
    const promo = await periodPromotion(h, {
      kind: 'rebate',
      config: { ...REBATE, categoryCaps: { LIVE: 11_000 } },
      ...window(19),
    });
    const [vip2, plain] = [await rebatePlayer(h), await rebatePlayer(h)];
    // VIP 2's seeded extra rate is 10 bp (migration 0207); no vip_members row is rank 0 (extra 0).
    await h.db`INSERT INTO vip_members (member_id, rank, reached_at, evaluated_at)
               VALUES (${vip2.id}, 2, ${h.clock.now()}, ${h.clock.now()})`;
    for (const m of [vip2, plain]) {
      await wager(h, m.id, { category: 'RNG', stake: 1_000_000, at: midday(19) });
      await wager(h, m.id, { category: 'LIVE', stake: 2_000_000, at: midday(19) });
      await wager(h, m.id, { category: 'SPORTS', stake: 5_000_000, at: midday(19) });
    }
    await payoutsOf(h).runDue();
    // VIP 2: RNG 110 bp = 11,000; LIVE 60 bp = 12,000 capped to 11,000; SPORTS stays 0 %. Plain: 10,000 + 10,000.
    expect((await rewardsOf(h, promo)).map((r) => [r.member_id, r.amount])).toEqual([
      [vip2.id, 22_000],
      [plain.id, 20_000],
    ]);
  });
});

describe('eligibility', () => {
  it("only members inside the promotion's agent teams, and new players, earn it", async () => {
    const root = await makeMember(h, { type: 1 });
    const inside = await makeMember(h, { uplineId: root.id });
    const outside = await rebatePlayer(h);
    const team = await periodPromotion(h, {
      kind: 'rebate',
      config: REBATE,
      eligibility: { agentRoots: [root.id] },
      ...window(17),
    });
    const vip = await periodPromotion(h, {
      kind: 'rebate',
      config: REBATE,
      eligibility: { vipLevels: [1] },
      ...window(17),
    });
    const fresh = await periodPromotion(h, {
      kind: 'rebate',
      config: REBATE,
      eligibility: { newPlayersDays: 1 },
      ...window(17),
    });
    for (const m of [root, inside, outside])
      await wager(h, m.id, { category: 'RNG', stake: 1_000_000, at: midday(17) });
    await payoutsOf(h).runDue();
    expect((await rewardsOf(h, team)).map((r) => r.member_id)).toEqual([root.id, inside.id]);
    expect(await rewardsOf(h, vip)).toEqual([]);
    // Every member here joined on 22 November, after the 17th ended: all "new" for that day.
    expect(await rewardsOf(h, fresh)).toHaveLength(3);
  });
});

describe('the scheduled task', () => {
  it('promotions.rebate runs the period job from the queue, once per member however often it runs', async () => {
    const promo = await periodPromotion(h, { kind: 'rebate', config: REBATE, ...window(18) });
    const m = await rebatePlayer(h);
    await wager(h, m.id, { category: 'LIVE', stake: 4_000_000, at: midday(18) });
    const jobs = createJobQueue({ db: h.db });
    registerRebateJobs(jobs, payoutsOf(h));
    await enqueue(h.db, REBATE_TASK);
    await jobs.runUntilIdle();
    await enqueue(h.db, REBATE_TASK);
    await jobs.runUntilIdle();
    expect(await rewardsOf(h, promo)).toEqual([
      { member_id: m.id, n: 1, amount: 20_000, status: 'claimed', transfers: 1 },
    ]);
  });
});

describe('cashback job', () => {
  it('pays only a net loss over the period, from the minimum loss, up to the cap', async () => {
    const promo = await periodPromotion(h, {
      kind: 'cashback',
      config: { rateBp: 1_000, minLoss: 100_000, cap: 50_000 },
      ...window(14),
    });
    const [loser, winner, small, whale, mixed] = [
      await rebatePlayer(h),
      await rebatePlayer(h),
      await rebatePlayer(h),
      await rebatePlayer(h),
      await rebatePlayer(h),
    ];
    await wager(h, loser.id, { category: 'RNG', stake: 300_000, at: midday(14) });
    await wager(h, winner.id, { category: 'RNG', stake: 300_000, win: 500_000, at: midday(14) });
    await wager(h, small.id, { category: 'LIVE', stake: 90_000, at: midday(14) });
    await wager(h, whale.id, { category: 'LIVE', stake: 10_000_000, win: 1_000_000, at: midday(14) });
    // Loses 400,000 on slots, wins 350,000 on live: net loss 50,000 < minimum.
    await wager(h, mixed.id, { category: 'RNG', stake: 400_000, at: midday(14) });
    await wager(h, mixed.id, { category: 'LIVE', stake: 100_000, win: 450_000, at: midday(14) });
    await payoutsOf(h).runDue();
    await payoutsOf(h).runDue();
    const rows = await rewardsOf(h, promo);
    expect(rows.map((r) => [r.member_id, r.amount, r.n])).toEqual([
      [loser.id, 30_000, 1],
      [whale.id, 50_000, 1],
    ]);
    const [t] = await h.db<{ kind: string }[]>`
      SELECT kind FROM ledger_transfers WHERE idempotency_key = ${`promo:cashback:${promo}:2026-11-14:${loser.id}`}`;
    expect(t?.kind).toBe('cashback');
  });
});

describe('bad input', () => {
  it('a malformed rebate config is not paid and fails the run, without stopping the other promotions', async () => {
    const bad = await periodPromotion(h, { kind: 'rebate', config: { rates: { RNG: 20_000 } }, ...window(15) });
    const good = await periodPromotion(h, { kind: 'cashback', config: { rateBp: 500, minLoss: 0 }, ...window(15) });
    const m = await rebatePlayer(h);
    await wager(h, m.id, { category: 'RNG', stake: 1_000_000, at: midday(15) });
    await expect(payoutsOf(h).runDue()).rejects.toThrow(new RegExp(`promotion ${bad}: malformed rebate config`));
    expect(await rewardsOf(h, bad)).toEqual([]);
    expect(await runRecord(bad)).toEqual([]);
    expect((await rewardsOf(h, good)).map((r) => r.amount)).toEqual([50_000]);
    await h.db`UPDATE promotions SET enabled = false WHERE id = ${bad}`;
    await payoutsOf(h).runDue();
  });

  it('the operator API refuses a malformed rebate/cashback config or entry mode, and accepts a valid one', async () => {
    const text = { title: 'Hoàn trả', summary: '', rulesHtml: '', imageUrl: '' };
    const input = (over: Record<string, unknown>) => ({
      code: `rb-${Math.random().toString(36).slice(2, 10)}`,
      kind: 'rebate',
      category: 'rebate',
      content: { vi: text, en: text },
      visibleFrom: '2026-01-01T00:00:00Z',
      visibleUntil: null,
      activeFrom: '2026-01-01T00:00:00Z',
      activeUntil: null,
      eligibility: {},
      period: 'daily',
      entryMode: 'automatic',
      reward: { type: 'external', config: REBATE },
      wagering: null,
      limits: {},
      sort: 0,
      ...over,
    });
    const create = (over: Record<string, unknown>) =>
      h.app.inject({ method: 'POST', url: '/wps/operator/promotions', headers: operator, payload: input(over) });
    const [before] = await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM promotions`;
    for (const bad of [
      { reward: { type: 'external', config: { rates: { RNG: 20_000 } } } },
      { reward: { type: 'external', config: { rates: { CASINO: 100 } } } },
      { kind: 'cashback', reward: { type: 'external', config: { rateBp: 500 } } },
      { kind: 'cashback', reward: { type: 'external', config: { rateBp: 500, minLoss: -1 } } },
      { entryMode: 'join' },
    ]) {
      const res = await create(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().code).toBe('promotion_invalid');
    }
    const [after] = await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM promotions`;
    expect(after!.n).toBe(before!.n);
    const ok = await create({ entryMode: 'claim' });
    expect(ok.statusCode, ok.body).toBe(200);
    await h.db`UPDATE promotions SET enabled = false WHERE id = ${ok.json().value.id}`;
  });

  it('the estimate needs a session', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/wps/member/rebate/estimates' });
    expect(res.statusCode).toBe(401);
  });
});

describe('rebate estimate', () => {
  it("is the current period's rebate and cashback so far, per category", async () => {
    const promo = await periodPromotion(h, { kind: 'rebate', config: REBATE, from: day(22) });
    const cb = await periodPromotion(h, { kind: 'cashback', config: { rateBp: 1_000, minLoss: 0 }, from: day(22) });
    const m = await rebatePlayer(h);
    await wager(h, m.id, { category: 'RNG', stake: 1_000_000, at: new Date('2026-11-22T02:00:00Z') });
    await wager(h, m.id, {
      category: 'SPORTS',
      stake: 1_000_000,
      win: 1_500_000,
      at: new Date('2026-11-22T03:00:00Z'),
    });
    // Yesterday's wagers are not in today's estimate.
    await wager(h, m.id, { category: 'RNG', stake: 9_000_000, at: midday(21) });
    const res = await h.app.inject({ method: 'GET', url: '/wps/member/rebate/estimates', headers: m.headers });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().value;
    expect(body.rebates.find((r: { promotionId: number }) => r.promotionId === promo)).toEqual({
      promotionId: promo,
      periodKey: '2026-11-22',
      periodStart: '2026-11-21T17:00:00.000Z',
      periodEnd: '2026-11-22T17:00:00.000Z',
      lines: [{ category: 'RNG', turnover: 1_000_000, rateBp: 100, amount: 10_000 }],
      turnover: 1_000_000,
      amount: 10_000,
    });
    expect(body.cashbacks.find((r: { promotionId: number }) => r.promotionId === cb)).toMatchObject({
      stake: 2_000_000,
      win: 1_500_000,
      netLoss: 500_000,
      amount: 50_000,
    });
  });
});

describe('the demo daily rebate', () => {
  it('is offered in the reward centre after the day closes; claiming it pays it and clears the badge', async () => {
    await seedRebatePromotions(h.db, h.clock);
    await seedRebatePromotions(h.db, h.clock); // idempotent
    const [demo] = await h.db<{ id: number }[]>`SELECT id FROM promotions WHERE code = 'daily-rebate'`;
    const m = await rebatePlayer(h);
    // 500,000 ₫ of slots on 21 November (local), after the demo started: 1 % = 5,000 ₫.
    await wager(h, m.id, { category: 'RNG', stake: 50_000_000, at: new Date('2026-11-21T10:00:00Z') });
    await payoutsOf(h).runDue();
    const count = async () =>
      (await h.app.inject({ url: '/wps/member/rewards/count', headers: m.headers })).json().value.count;
    expect(await count()).toBe(1);
    const list = await h.app.inject({ url: '/wps/member/rewards?language=en', headers: m.headers });
    const [reward] = list.json().value.items;
    expect(reward).toMatchObject({ source: 'rebate', amount: 500_000, status: 'claim', promotionId: demo!.id });
    const before = await cash(h, m.id);
    const claim = await h.app.inject({
      method: 'POST',
      url: `/wps/member/rewards/${reward.id}/claim`,
      headers: m.headers,
    });
    expect(claim.statusCode, claim.body).toBe(200);
    expect(await cash(h, m.id)).toBe(before + 500_000);
    expect(await count()).toBe(0);
  });
});
