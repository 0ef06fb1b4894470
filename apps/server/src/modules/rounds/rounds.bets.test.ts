import { beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerClean, operator } from '../withdrawals/test/cashout.fixtures.js';
import {
  bettor,
  cashOf,
  mixedSlip,
  openRound,
  type RoundsHarness,
  roundsApp,
  slipKey,
} from './test/rounds.fixtures.js';

let h: RoundsHarness;
beforeAll(async () => {
  h = await roundsApp();
});

const post = (url: string, payload: object, headers: Record<string, string>) =>
  h.app.inject({ method: 'POST', url, payload, headers });

describe('bet slips', () => {
  it('place once when the same idempotency key is replayed 20 times in parallel', async () => {
    const roundId = await openRound(h);
    const m = await bettor(h, 100_000_000);
    const slip = { idempotencyKey: slipKey(), bets: mixedSlip(5) };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(`/wps/rounds/${roundId}/bets`, slip, m.headers)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const values = answers.map((a) => a.json().value);
    const ids = values[0].bets.map((b: { id: number }) => b.id);
    for (const v of values) expect(v.bets.map((b: { id: number }) => b.id)).toEqual(ids);
    expect(values.filter((v) => !v.replayed)).toHaveLength(1);
    const staked = slip.bets.reduce((s, b) => s + b.stake, 0);
    expect(await cashOf(h, m.id)).toBe(100_000_000 - staked);
    const [count] = await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM round_bets WHERE member_id = ${m.id}`;
    expect(count!.n).toBe(5);
    // The key again with another slip: refused, nothing moves.
    const other = await post(`/wps/rounds/${roundId}/bets`, { ...slip, bets: mixedSlip(2) }, m.headers);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('round_bet_conflict');
    expect(await cashOf(h, m.id)).toBe(100_000_000 - staked);
    const mine = await h.app.inject({ method: 'GET', url: `/wps/rounds/${roundId}/bets`, headers: m.headers });
    expect(mine.json().value.items.map((b: { id: number }) => b.id)).toEqual(ids);
    await expectLedgerClean(h);
  });

  it('accepts a bet racing the close before the close, or refuses it: never after', async () => {
    const roundId = await openRound(h);
    const members = await Promise.all(Array.from({ length: 24 }, () => bettor(h, 1_000_000)));
    let stakedAtClose = -1;
    // The close starts once a first slip is through; half the slips are sent before that, half just after
    // the close starts, so they meet it in flight.
    let startClose: () => void = () => {};
    const closeStarted = new Promise<void>((r) => {
      startClose = r;
    });
    const attempts = members.map(async (m, i) => {
      if (i < 12) await new Promise((r) => setTimeout(r, i * 4));
      else {
        await closeStarted;
        await new Promise((r) => setTimeout(r, (i - 12) * 2));
      }
      const res = await post(
        `/wps/rounds/${roundId}/bets`,
        { idempotencyKey: slipKey(), bets: [{ selection: { kind: 'big' }, stake: 100_000 }] },
        m.headers,
      );
      if (res.statusCode === 200) startClose();
      return { m, res };
    });
    const close = (async () => {
      await closeStarted;
      // What the round held when the close went through: nothing may join it afterwards.
      stakedAtClose = (await h.rounds.close(roundId))!.staked;
    })();
    const results = await Promise.all(attempts);
    await close;
    let accepted = 0;
    for (const { m, res } of results) {
      if (res.statusCode === 200) {
        accepted++;
        expect(await cashOf(h, m.id)).toBe(900_000);
      } else {
        expect([res.statusCode, res.json().code]).toEqual([422, 'round_closed']);
        expect(await cashOf(h, m.id)).toBe(1_000_000);
      }
    }
    // Everything the round admitted is in its totals, which the close froze: no bet landed after it.
    const [round] = await h.db<{ staked: number; state: string; bets: number; sum: number }[]>`
      SELECT r.staked, r.state, count(b.id)::int AS bets, coalesce(sum(b.stake), 0)::bigint AS sum
      FROM rounds r LEFT JOIN round_bets b ON b.round_id = r.id WHERE r.id = ${roundId} GROUP BY r.id`;
    expect(round).toEqual({ staked: accepted * 100_000, state: 'closed', bets: accepted, sum: accepted * 100_000 });
    expect(stakedAtClose).toBe(accepted * 100_000);
    expect(accepted).toBeGreaterThanOrEqual(1);
    const late = await post(
      `/wps/rounds/${roundId}/bets`,
      { idempotencyKey: slipKey(), bets: [{ selection: { kind: 'small' }, stake: 100_000 }] },
      members[0]!.headers,
    );
    expect([late.statusCode, late.json().code]).toEqual([422, 'round_closed']);
    await expectLedgerClean(h);
  });

  it('refuses what the table does not offer or allow, moving nothing', async () => {
    const roundId = await openRound(h);
    const m = await bettor(h, 1_000_000);
    const slip = (bets: unknown[]) => ({ idempotencyKey: slipKey(), bets });
    const cases: [unknown[], number, string][] = [
      [[{ selection: { kind: 'huge' }, stake: 100_000 }], 400, 'invalid_input'],
      [[{ selection: { kind: 'total', total: 3 }, stake: 100_000 }], 400, 'invalid_input'],
      [[{ selection: { kind: 'big' }, stake: 99_999 }], 422, 'round_stake_out_of_limits'],
      [[{ selection: { kind: 'big' }, stake: 5_000_000_001 }], 422, 'round_stake_out_of_limits'],
      [[{ selection: { kind: 'big' }, stake: 2_000_000 }], 422, 'insufficient_funds'],
    ];
    for (const [bets, status, code] of cases) {
      const res = await post(`/wps/rounds/${roundId}/bets`, slip(bets), m.headers);
      expect([res.statusCode, res.json().code]).toEqual([status, code]);
    }
    const unknown = await post(
      '/wps/rounds/999999/bets',
      slip([{ selection: { kind: 'big' }, stake: 100_000 }]),
      m.headers,
    );
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'round_not_found']);
    const anonymous = await post(
      `/wps/rounds/${roundId}/bets`,
      slip([{ selection: { kind: 'big' }, stake: 100_000 }]),
      {},
    );
    expect(anonymous.statusCode).toBe(401);
    expect(await cashOf(h, m.id)).toBe(1_000_000);
    // Per-player limit on one round (operator setting).
    const settings = (
      await h.app.inject({ method: 'GET', url: '/wps/operator/round-games/dice/settings', headers: operator })
    ).json().value;
    const put = await h.app.inject({
      method: 'PUT',
      url: '/wps/operator/round-games/dice/settings',
      headers: operator,
      payload: { ...settings, maxPlayerRoundStake: 500_000 },
    });
    expect(put.statusCode).toBe(200);
    const first = await post(
      `/wps/rounds/${roundId}/bets`,
      slip([{ selection: { kind: 'big' }, stake: 400_000 }]),
      m.headers,
    );
    expect(first.statusCode).toBe(200);
    const second = await post(
      `/wps/rounds/${roundId}/bets`,
      slip([{ selection: { kind: 'odd' }, stake: 200_000 }]),
      m.headers,
    );
    expect([second.statusCode, second.json().code]).toEqual([422, 'round_player_limit']);
    expect(await cashOf(h, m.id)).toBe(600_000);
    await h.app.inject({
      method: 'PUT',
      url: '/wps/operator/round-games/dice/settings',
      headers: operator,
      payload: settings,
    });
    await expectLedgerClean(h);
  });
});

describe('void', () => {
  it('refunds every stake exactly once, however many voids race, and is audited', async () => {
    const roundId = await openRound(h);
    const members = await Promise.all(Array.from({ length: 5 }, () => bettor(h, 100_000_000)));
    for (const [i, m] of members.entries()) {
      await h.rounds.place({ memberId: m.id, unit: 'VND' }, roundId, {
        idempotencyKey: slipKey(),
        bets: mixedSlip(8, i),
      });
    }
    await h.rounds.close(roundId);
    await h.rounds.draw(roundId);
    const voids = await Promise.all(
      Array.from({ length: 5 }, () =>
        h.app.inject({
          method: 'POST',
          url: `/wps/operator/rounds/${roundId}/void`,
          headers: operator,
          payload: { reason: 'Dealer table fault' },
        }),
      ),
    );
    expect(voids.map((v) => v.statusCode)).toEqual(Array(5).fill(200));
    expect(voids[0]!.json().value).toMatchObject({ state: 'voided', voidReason: 'Dealer table fault' });
    for (const m of members) expect(await cashOf(h, m.id)).toBe(100_000_000);
    const history =
      await h.db`SELECT DISTINCT status FROM bets WHERE vendor = 'HOUSE' AND round_id = ${`dice-${roundId}`}`;
    expect(history).toEqual([{ status: 'cancelled' }]);
    const [refunds] = await h.db<{ n: number }[]>`
      SELECT count(*)::int AS n FROM ledger_transfers WHERE reference = ${`round-${roundId}`} AND kind = 'bet_refund'`;
    expect(refunds!.n).toBe(40);
    const audits =
      await h.db`SELECT actor, after FROM audit_log WHERE action = 'round.void' AND subject = ${`round:${roundId}`}`;
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actor: 'operator:7:op7', after: { reason: 'Dealer table fault', refunds: 40 } });
    // A voided round is never settled.
    expect((await h.rounds.settle(roundId)).bets).toBe(0);
    await expectLedgerClean(h);
  });

  it('is refused once the round is settled', async () => {
    const roundId = await openRound(h);
    const m = await bettor(h, 100_000_000);
    await h.rounds.place({ memberId: m.id, unit: 'VND' }, roundId, { idempotencyKey: slipKey(), bets: mixedSlip(3) });
    await h.rounds.close(roundId);
    await h.rounds.draw(roundId);
    await h.rounds.settle(roundId);
    const res = await h.app.inject({
      method: 'POST',
      url: `/wps/operator/rounds/${roundId}/void`,
      headers: operator,
      payload: { reason: 'Too late' },
    });
    expect([res.statusCode, res.json().code]).toEqual([409, 'round_not_voidable']);
  });
});

describe('public reads', () => {
  it('show the current round with the countdown basis, the bead road and the rules', async () => {
    const roundId = await openRound(h);
    const current = (await h.app.inject({ method: 'GET', url: '/wps/round-games/dice/current' })).json().value;
    expect(current.current).toMatchObject({ id: roundId, state: 'open', serverSeed: null });
    expect(current.serverTime).toBe(h.clock.now().toISOString());
    const results = (await h.app.inject({ method: 'GET', url: '/wps/round-games/dice/results?limit=50' })).json().value;
    expect(results.items.length).toBeGreaterThan(0);
    expect(results.items[0].result.dice).toHaveLength(3);
    const rules = (await h.app.inject({ method: 'GET', url: '/wps/round-games/dice/rules' })).json().value;
    expect(rules).toMatchObject({ intervalSeconds: 45, lockSeconds: 5, minStake: 100_000 });
    expect(rules.odds.find((o: { key: string }) => o.key === 'total:4').odds).toEqual([60]);
    const unknown = await h.app.inject({ method: 'GET', url: '/wps/round-games/poker/current' });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('turnover', () => {
  it('counts a real-money slip towards the turnover a withdrawal needs, and a void gives it back', async () => {
    const roundId = await openRound(h);
    const m = await bettor(h, 10_000_000);
    await h.db`INSERT INTO member_turnover (member_id, required, updated_at) VALUES (${m.id}, 1000000, now())`;
    const required = async () =>
      (await h.db<{ required: number }[]>`SELECT required FROM member_turnover WHERE member_id = ${m.id}`)[0]!.required;
    const slip = {
      idempotencyKey: slipKey(),
      bets: [
        { selection: { kind: 'big' }, stake: 200_000 },
        { selection: { kind: 'total', total: 10 }, stake: 100_000 },
      ],
    };
    expect((await post(`/wps/rounds/${roundId}/bets`, slip, m.headers)).statusCode).toBe(200);
    expect((await post(`/wps/rounds/${roundId}/bets`, slip, m.headers)).json().value.replayed).toBe(true);
    expect(await required()).toBe(700_000);
    const voided = await h.app.inject({
      method: 'POST',
      url: `/wps/operator/rounds/${roundId}/void`,
      headers: operator,
      payload: { reason: 'Table fault' },
    });
    expect(voided.statusCode).toBe(200);
    expect(await required()).toBe(1_000_000);
    expect(await cashOf(h, m.id)).toBe(10_000_000);
  });
});
