import { drawRafflePrize, hashServerSeed } from '@app/games';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/http/app-error.js';
import {
  type CashoutHarness,
  cash as cashOf,
  cashoutApp,
  expectLedgerClean,
  makeMember,
  newKey,
  operator,
} from '../../withdrawals/test/cashout.fixtures.js';
import { createRewardCentre } from '../rewards.service.js';
import { DEMO_RAFFLE_CODE, seedRaffle } from './raffle.seed.js';
import { createRaffle, type Raffle } from './raffle.service.js';
import { rafflePort } from './raffle.wiring.js';
import { cash, creditedDeposit, makeRaffle, nothing, settledBet } from './test/raffle.fixtures.js';

let h: CashoutHarness;
let raffle: Raffle;
const TICKET = 1_000_000_00; // one ticket per 1,000,000 ₫ deposited

beforeAll(async () => {
  h = await cashoutApp();
  const rewards = createRewardCentre({ db: h.db, clock: h.clock, ledger: h.ledger });
  raffle = createRaffle({
    db: h.db,
    clock: h.clock,
    promotions: rafflePort({ db: h.db, timeZone: 'Asia/Ho_Chi_Minh', payReward: rewards.payReward, ledger: h.ledger }),
  });
});

/** A member holding `tickets` deposit tickets of today. */
async function holder(tickets: number) {
  const m = await makeMember(h);
  if (tickets > 0) await creditedDeposit(h.db, m.id, tickets * TICKET, h.clock.now());
  return m.id;
}

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'ok';
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
};

async function stockOf(promotionId: number) {
  return h.db<{ position: number; stock: number | null }[]>`
    SELECT position, stock FROM raffle_prizes WHERE promotion_id = ${promotionId} ORDER BY position`;
}
async function rewardsOf(promotionId: number) {
  return h.db<{ member_id: number; amount: number; status: string; source_key: string }[]>`
    SELECT member_id, amount, status, source_key FROM promotion_rewards
     WHERE promotion_id = ${promotionId} AND source = 'raffle_prize' ORDER BY id`;
}

describe('lucky wheel spins', () => {
  it('50 parallel spins on a prize with stock 1: one wins it, stock ends at 0, the rest draw the other slices', async () => {
    // The jackpot weighs a million times the other slice: every spin would draw it while it is in stock.
    const id = await makeRaffle(h.db, h.clock.now(), {
      prizes: [{ ...cash(5_000_000_00), weight: 1_000_000, stock: 1 }, nothing(1)],
    });
    const members = await Promise.all(Array.from({ length: 50 }, () => holder(1)));
    const results = await Promise.all(members.map((m) => raffle.spin(m, id, newKey(), 'en')));
    const winners = results.filter((r) => r.spin.prize.kind === 'cash');
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.spin.prize.kind === 'none')).toHaveLength(49);
    expect(await stockOf(id)).toEqual([
      { position: 0, stock: 0 },
      { position: 1, stock: null },
    ]);
    const paid = await rewardsOf(id);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ amount: 5_000_000_00, status: 'claimed' });
    const winner = members[results.indexOf(winners[0]!)]!;
    expect(paid[0]!.member_id).toBe(winner);
    expect((await cashOf(h, winner)).available).toBe(5_000_000_00);
    // The spins after the jackpot went drew over weights that show it out of stock.
    for (const r of results.filter((x) => x.spin.prize.kind === 'none')) expect(r.spin.weights).toEqual([0, 1]);
    await expectLedgerClean(h);
  });

  it('a member spends each ticket once, even with 20 parallel spins of different keys', async () => {
    const id = await makeRaffle(h.db, h.clock.now(), { prizes: [cash(1_000_00), nothing(3)] });
    const m = await holder(3);
    const codes = await Promise.all(Array.from({ length: 20 }, () => codeOf(raffle.spin(m, id, newKey(), 'vi'))));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(3);
    expect(codes.filter((c) => c === 'raffle_no_tickets')).toHaveLength(17);
    const state = await raffle.state(m, id, 'vi');
    expect(state.tickets).toMatchObject({ earned: 3, used: 3, available: 0 });
    expect(state.recent).toHaveLength(3);
    const won = state.recent.filter((s) => s.prize.kind === 'cash').length;
    expect((await cashOf(h, m)).available).toBe(won * 1_000_00);
  });

  it('a replayed spin (same key, also in parallel) answers the same spin and pays once', async () => {
    const id = await makeRaffle(h.db, h.clock.now(), { prizes: [cash(2_000_00)] });
    const m = await holder(2);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => raffle.spin(m, id, key, 'en')));
    const first = answers.find((a) => !a.replayed)!;
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    for (const a of answers) expect(a.spin).toEqual(first.spin);
    const again = await raffle.spin(m, id, key, 'en');
    expect(again).toMatchObject({ replayed: true, spin: first.spin });
    expect(again.tickets).toMatchObject({ earned: 2, used: 1, available: 1 });
    expect(await rewardsOf(id)).toHaveLength(1);
    expect((await cashOf(h, m)).available).toBe(2_000_00);
    await expectLedgerClean(h);
  });

  it('a key already used on another wheel is refused and changes nothing', async () => {
    const a = await makeRaffle(h.db, h.clock.now(), { prizes: [nothing()] });
    const b = await makeRaffle(h.db, h.clock.now(), { prizes: [nothing()] });
    const m = await holder(1);
    const key = newKey();
    await raffle.spin(m, a, key, 'vi');
    expect(await codeOf(raffle.spin(m, b, key, 'vi'))).toBe('raffle_spin_conflict');
    expect((await raffle.state(m, b, 'vi')).tickets).toMatchObject({ used: 0, available: 1 });
  });

  it('refuses without tickets, on unknown or non-raffle promotions, outside the window, and when all is gone', async () => {
    const id = await makeRaffle(h.db, h.clock.now(), { prizes: [{ ...cash(100), stock: 1 }] });
    expect(await codeOf(raffle.spin(await holder(0), id, newKey(), 'vi'))).toBe('raffle_no_tickets');
    expect(await codeOf(raffle.spin(await holder(1), 987_654, newKey(), 'vi'))).toBe('raffle_not_found');
    const m = await holder(2);
    await raffle.spin(m, id, newKey(), 'vi');
    expect(await codeOf(raffle.spin(m, id, newKey(), 'vi'))).toBe('raffle_sold_out');
    expect((await raffle.state(m, id, 'vi')).tickets).toMatchObject({ used: 1, available: 1 });
    const [other] = await h.db<{ id: number }[]>`
      UPDATE promotions SET kind = 'manual' WHERE id = ${await makeRaffle(h.db, h.clock.now(), { prizes: [nothing()] })}
      RETURNING id`;
    expect(await codeOf(raffle.state(m, other!.id, 'vi'))).toBe('raffle_not_found');
    await h.db`UPDATE promotions SET active_until = ${h.clock.now()} WHERE id = ${id}`;
    expect(await codeOf(raffle.spin(m, id, newKey(), 'vi'))).toBe('promotion_outside_window');
  });

  it('each spin is provable: the revealed seed hashes to the commitment shown before it and redraws its slice', async () => {
    const id = await makeRaffle(h.db, h.clock.now(), {
      prizes: [cash(100), nothing(2), cash(300), nothing(5), cash(700)],
    });
    const m = await holder(5);
    await raffle.setClientSeed(m, 'my-own-seed');
    for (let i = 0; i < 5; i++) {
      const before = (await raffle.state(m, id, 'vi')).fairness;
      const { spin, fairness } = await raffle.spin(m, id, newKey(), 'vi');
      expect(hashServerSeed(spin.serverSeed)).toBe(before.nextServerSeedHash);
      expect(spin).toMatchObject({ clientSeed: 'my-own-seed', nonce: before.nonce });
      const seeds = { serverSeed: spin.serverSeed, clientSeed: spin.clientSeed, nonce: spin.nonce };
      expect(drawRafflePrize(seeds, spin.weights)).toBe(spin.prizeIndex);
      // The next spin is committed to a new seed.
      expect(fairness.nextServerSeedHash).not.toBe(before.nextServerSeedHash);
      expect(fairness.nonce).toBe(before.nonce + 1);
    }
  });

  it('a bonus prize is paid with the promotion’s wagering; tickets belong to their period', async () => {
    const id = await makeRaffle(h.db, h.clock.now(), {
      prizes: [{ kind: 'bonus', amount: 50_000_00, names: { vi: 'Thưởng', en: 'Bonus' }, weight: 1, stock: null }],
    });
    const m = await holder(1);
    const { spin } = await raffle.spin(m, id, newKey(), 'vi');
    const [w] = await h.db<{ required: number; status: string }[]>`
      SELECT required, status FROM bonus_wagering WHERE reward_id = ${spin.rewardId}`;
    expect(w).toEqual({ required: 50_000_00, status: 'active' });
    // The next day (site time) is a new period: yesterday's deposit earns nothing there.
    h.clock.advance(86_400_000);
    expect((await raffle.state(m, id, 'vi')).tickets).toMatchObject({ earned: 0, used: 0, available: 0 });
    expect(await codeOf(raffle.spin(m, id, newKey(), 'vi'))).toBe('raffle_no_tickets');
  });
});

describe('lucky wheel eligibility', () => {
  it('a member outside the promotion’s eligibility sees why and cannot spin; nothing is spent', async () => {
    const id = await makeRaffle(h.db, h.clock.now(), { prizes: [cash(100)] });
    // Only members of agent 1's team (no test member is).
    await h.db`UPDATE promotions SET eligibility = ${h.db.json({ agentRoots: [1] })} WHERE id = ${id}`;
    const m = await holder(1);
    expect(await raffle.state(m, id, 'vi')).toMatchObject({ ineligible: 'team', tickets: { available: 1 } });
    expect(await codeOf(raffle.spin(m, id, newKey(), 'vi'))).toBe('promotion_not_eligible');
    expect((await raffle.state(m, id, 'vi')).tickets).toMatchObject({ used: 0, available: 1 });
    expect((await cashOf(h, m)).available).toBe(0);
  });
});

describe('lucky wheel budget', () => {
  it('never pays past the promotion’s budget: slices it cannot pay drop out of the draw, in parallel too', async () => {
    // Budget 2,500: two of the 1,000 slices fit, then only "no prize" can be drawn.
    const id = await makeRaffle(h.db, h.clock.now(), { prizes: [{ ...cash(1_000), weight: 1_000_000 }, nothing(1)] });
    await h.db`UPDATE promotions SET limits = ${h.db.json({ budget: 2_500 })} WHERE id = ${id}`;
    const members = await Promise.all(Array.from({ length: 10 }, () => holder(1)));
    const results = await Promise.all(members.map((m) => raffle.spin(m, id, newKey(), 'vi')));
    expect(results.filter((r) => r.spin.prize.kind === 'cash')).toHaveLength(2);
    const [row] = await h.db<{ paid: string }[]>`
      SELECT coalesce(sum(amount), 0) AS paid FROM promotion_rewards WHERE promotion_id = ${id}`;
    expect(Number(row!.paid)).toBe(2_000);
    const state = await raffle.state(members[0]!, id, 'vi');
    expect(state.prizes.map((p) => p.oddsPpm)).toEqual([0, 1_000_000]);
  });
});

describe('lucky wheel tickets', () => {
  it('counts settled real-money turnover and credited deposits of the period, capped by maxTickets', async () => {
    const id = await makeRaffle(h.db, h.clock.now(), {
      rule: { depositPer: 1_000, turnoverPer: 5_000, maxTickets: 6 },
      prizes: [nothing()],
    });
    const m = await holder(0);
    const now = h.clock.now();
    await settledBet(h.db, m, 9_999, now);
    // Not turnover: play money, a round still open, a cancelled one.
    await settledBet(h.db, m, 50_000, now, { unit: 'PLAY' });
    await settledBet(h.db, m, 50_000, now, { status: 'open' });
    await settledBet(h.db, m, 50_000, now, { status: 'cancelled' });
    expect((await raffle.state(m, id, 'vi')).tickets).toMatchObject({ turnover: 9_999, earned: 1, available: 1 });
    await creditedDeposit(h.db, m, 3_500, now);
    expect((await raffle.state(m, id, 'vi')).tickets).toMatchObject({ deposited: 3_500, earned: 4 });
    await creditedDeposit(h.db, m, 10_000, now);
    expect((await raffle.state(m, id, 'vi')).tickets).toMatchObject({ earned: 6, available: 6 });
  });
});

describe('lucky wheel over HTTP', () => {
  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    h.app.inject({ method, url, headers, payload });

  it('spins through the endpoint, replays the same key, and answers bad input with stable codes', async () => {
    const id = await makeRaffle(h.db, h.clock.now(), { prizes: [cash(3_000_00), nothing()] });
    const m = await makeMember(h);
    await creditedDeposit(h.db, m.id, TICKET, h.clock.now());
    const state = await call('GET', `/wps/member/promotions/${id}/raffle?language=en`, m.headers);
    expect(state.statusCode).toBe(200);
    expect(state.json().value).toMatchObject({ title: 'Lucky wheel', tickets: { available: 1 }, active: true });
    const key = newKey();
    const first = await call('POST', `/wps/member/promotions/${id}/raffle/spin`, m.headers, { idempotencyKey: key });
    expect(first.statusCode).toBe(200);
    const again = await call('POST', `/wps/member/promotions/${id}/raffle/spin`, m.headers, { idempotencyKey: key });
    expect(again.json().value).toMatchObject({ replayed: true, spin: first.json().value.spin });
    const list = await call('GET', `/wps/member/promotions/${id}/raffle/spins?limit=5`, m.headers);
    expect(list.json().value.items).toHaveLength(1);

    const bad: [string, Promise<{ statusCode: number; json: () => { code: string } }>, number, string][] = [
      ['no session', call('GET', `/wps/member/promotions/${id}/raffle`, {}), 401, 'unauthorized'],
      ['malformed id', call('GET', '/wps/member/promotions/01/raffle', m.headers), 400, 'invalid_input'],
      ['unknown id', call('GET', '/wps/member/promotions/999999/raffle', m.headers), 404, 'raffle_not_found'],
      [
        'short key',
        call('POST', `/wps/member/promotions/${id}/raffle/spin`, m.headers, { idempotencyKey: 'x' }),
        400,
        'invalid_input',
      ],
      ['no key', call('POST', `/wps/member/promotions/${id}/raffle/spin`, m.headers, {}), 400, 'invalid_input'],
      [
        'no ticket left',
        call('POST', `/wps/member/promotions/${id}/raffle/spin`, m.headers, { idempotencyKey: newKey() }),
        422,
        'raffle_no_tickets',
      ],
      [
        'client seed with a colon',
        call('POST', '/wps/member/raffle/client-seed', m.headers, { clientSeed: 'a:b' }),
        400,
        'invalid_input',
      ],
      [
        'trial account',
        call(
          'POST',
          `/wps/member/promotions/${id}/raffle/spin`,
          { 'x-test-member': `${m.id}:4` },
          { idempotencyKey: newKey() },
        ),
        422,
        'promotion_not_eligible',
      ],
    ];
    for (const [what, res, status, code] of bad) {
      const r = await res;
      expect([what, r.statusCode, r.json().code]).toEqual([what, status, code]);
    }
    // Bad input changed nothing: still one spin, one payout.
    expect((await raffle.state(m.id, id, 'en')).tickets).toMatchObject({ used: 1, available: 0 });
    expect((await cashOf(h, m.id)).available).toBe(first.json().value.spin.prize.amount);
  });

  it('seeds one demo wheel that pays, once however often the seed runs', async () => {
    await seedRaffle(h.db, h.clock);
    await seedRaffle(h.db, h.clock);
    const [p] = await h.db<{ id: number }[]>`SELECT id FROM promotions WHERE code = ${DEMO_RAFFLE_CODE}`;
    const m = await holder(1);
    const state = await raffle.state(m, p!.id, 'vi');
    expect(state.prizes).toHaveLength(8);
    expect(state.tickets.available).toBe(1);
    const { spin } = await raffle.spin(m, p!.id, newKey(), 'vi');
    expect((await cashOf(h, m)).available).toBe(spin.prize.amount);
  });
});

describe('lucky wheel slices (operator)', () => {
  const url = (id: number) => `/wps/operator/promotions/${id}/raffle-prizes`;
  const slice = (weight: number, stock: number | null = null) => ({
    kind: 'cash' as const,
    amount: 1_000,
    names: { vi: 'Tiền', en: 'Cash' },
    weight,
    stock,
  });

  it('writes the slices in wheel order (audited), keeps a slice already won, refuses bad slices', async () => {
    // Slice 1 weighs a million times slice 0: the spin wins it.
    const id = await makeRaffle(h.db, h.clock.now(), { prizes: [cash(500), { ...cash(900), weight: 1_000_000 }] });
    const m = await holder(1);
    const { spin } = await raffle.spin(m, id, newKey(), 'vi');
    expect(spin.prize.position).toBe(1);
    const put = (prizes: object[], headers: Record<string, string> = operator) =>
      h.app.inject({ method: 'PUT', url: url(id), headers, payload: { prizes } });
    const wonPosition = 1;
    // Dropping the won slice (a wheel of one) is refused.
    const refused = await put([slice(1)]);
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'promotion_invalid']);
    const ok = await put([slice(5, 3), slice(0), { ...slice(2), kind: 'bonus' }, slice(1)]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.prizes.map((p: { weight: number; position: number }) => [p.position, p.weight])).toEqual([
      [0, 5],
      [1, 0],
      [2, 2],
      [3, 1],
    ]);
    const got = await h.app.inject({ method: 'GET', url: url(id), headers: operator });
    expect(got.json().value.prizes[wonPosition].won).toBe(1);
    const [audit] = await h.db<{ action: string }[]>`
      SELECT action FROM audit_log WHERE subject = ${`promotion:${id}`} ORDER BY id DESC LIMIT 1`;
    expect(audit?.action).toBe('raffle.prizes');

    for (const [prizes, status, code] of [
      [[{ ...slice(1), kind: 'none' }], 422, 'promotion_invalid'],
      [[slice(0)], 422, 'promotion_invalid'],
      [[slice(1, 0)], 422, 'promotion_invalid'],
      [[{ ...slice(1), amount: 0 }], 422, 'promotion_invalid'],
      [[{ ...slice(1), weight: -1 }], 400, 'invalid_input'],
    ] as const) {
      const r = await put([...prizes]);
      expect([r.statusCode, r.json().code]).toEqual([status, code]);
    }
    expect((await put([slice(1)], makeHeaders(m))).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: url(987_654), headers: operator })).json().code).toBe(
      'raffle_not_found',
    );
    // Nothing above changed the wheel.
    expect((await h.app.inject({ method: 'GET', url: url(id), headers: operator })).json().value.prizes).toHaveLength(
      4,
    );
  });
});

const makeHeaders = (memberId: number) => ({ 'x-test-member': `${memberId}:0` });
