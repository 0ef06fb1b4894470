import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDbUrl } from '../../../../test/harness.js';
import { connectDatabase } from '../../../platform/db/connect.js';
import { createJobQueue, enqueue } from '../../../platform/jobs/index.js';
import { createLedgerService, verifyLedger } from '../../ledger/index.js';
import { createPointsAward } from '../../points/points.award.js';
import { createRewardCentre } from '../../promotions/rewards.service.js';
import { cash, fund, makeMember } from '../../withdrawals/test/cashout.fixtures.js';
import { LEADERBOARD_PRIZES_TASK, registerMissionsJobs } from '../missions.jobs.js';
import { buildMissions } from '../missions.wiring.js';
import { type MissionsHarness, member, missionsApp, operator, playSlotRound, TZ } from './missions.fixtures.js';

let h: MissionsHarness;
beforeAll(async () => {
  h = await missionsApp();
});
afterEach(async () => {
  expect((await verifyLedger(h.db)).violations).toEqual([]);
});

async function createBoard(payload: Record<string, unknown>): Promise<number> {
  const res = await h.app.inject({ method: 'POST', url: '/wps/operator/leaderboards', headers: operator, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.id;
}

describe('leaderboard', () => {
  it('ranks by turnover with masked names and the member’s own place; prizes paid once per period when the job runs twice, on two nodes', async () => {
    // Sunday 2026-11-22 12:00 local: ISO week 47 ends at Monday 00:00 local (17:00 UTC).
    h.clock.set('2026-11-22T05:00:00Z');
    const id = await createBoard({
      code: 'week-race',
      title: { vi: 'Đua top tuần', en: 'Weekly race' },
      metric: 'turnover',
      period: 'weekly',
      prizes: [300_000, 200_000],
      prizeType: 'bonus',
      size: 2,
    });
    const [a, b, c] = [await makeMember(h), await makeMember(h), await makeMember(h)];
    for (const p of [a, b, c]) await fund(h, p.id, 10_000_000);
    await playSlotRound(h, a.id, 1_000_000);
    await playSlotRound(h, b.id, 2_000_000, 500_000);
    await playSlotRound(h, b.id, 1_000_000);
    await playSlotRound(h, c.id, 500_000);

    const res = await h.app.inject({ url: '/wps/member/missions/leaderboard?language=en', headers: member(c.id) });
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json().value.boards.find((x: { id: number }) => x.id === id);
    const [accountB] = await h.db<{ account: string }[]>`SELECT account FROM members WHERE id = ${b.id}`;
    expect(board).toMatchObject({ title: 'Weekly race', metric: 'turnover', periodKey: '2026-W47' });
    expect(board.top).toEqual([
      {
        rank: 1,
        name: `${accountB!.account.slice(0, 2)}***${accountB!.account.slice(-2)}`,
        value: 3_000_000,
        prize: 300_000,
        me: false,
      },
      expect.objectContaining({ rank: 2, value: 1_000_000, prize: 200_000, me: false }),
    ]);
    expect(board.me).toEqual({ rank: 3, value: 500_000 });

    // Not before the period ends (and its grace): nothing paid.
    await h.m.leaderboard.payPrizes();
    expect(await h.db`SELECT 1 FROM leaderboard_prizes WHERE leaderboard_id = ${id}`).toHaveLength(0);

    h.clock.set('2026-11-22T17:06:00Z');
    const cashBefore = {
      a: (await cash(h, a.id)).posted,
      b: (await cash(h, b.id)).posted,
      c: (await cash(h, c.id)).posted,
    };
    // Another node: its own pool and services on the same database.
    const peerDb = connectDatabase(testDbUrl(h.db), { max: 5 });
    const peerLedger = createLedgerService({ db: peerDb, clock: h.clock });
    const peer = buildMissions({
      db: peerDb,
      clock: h.clock,
      timeZone: TZ,
      rewards: createRewardCentre({ db: peerDb, clock: h.clock, ledger: peerLedger }),
      points: createPointsAward({ db: peerDb, ledger: peerLedger }),
      rankOf: async () => 0,
    });
    // The job, queued twice, plus both nodes running it at once.
    const jobs = createJobQueue({ db: h.db });
    registerMissionsJobs(jobs, h.m);
    await enqueue(h.db, LEADERBOARD_PRIZES_TASK, {});
    await enqueue(h.db, LEADERBOARD_PRIZES_TASK, {});
    await Promise.all([h.m.leaderboard.payPrizes(), peer.leaderboard.payPrizes(), jobs.runUntilIdle()]);
    await h.m.leaderboard.payPrizes();
    await peerDb.end({ timeout: 5 });

    const prizes = await h.db<{ rank: number; member_id: string; amount: string }[]>`
      SELECT rank, member_id, amount FROM leaderboard_prizes WHERE leaderboard_id = ${id} ORDER BY rank`;
    expect(prizes.map((p) => [p.rank, Number(p.member_id), Number(p.amount)])).toEqual([
      [1, b.id, 300_000],
      [2, a.id, 200_000],
    ]);
    expect((await cash(h, b.id)).posted).toBe(cashBefore.b + 300_000);
    expect((await cash(h, a.id)).posted).toBe(cashBefore.a + 200_000);
    expect((await cash(h, c.id)).posted).toBe(cashBefore.c);
    const rewards = await h.db`SELECT source_key FROM promotion_rewards WHERE source_key LIKE ${`leaderboard:${id}:%`}`;
    expect(rewards.map((r) => r.source_key).sort()).toEqual([
      `leaderboard:${id}:2026-W47:1`,
      `leaderboard:${id}:2026-W47:2`,
    ]);
    const runs = await h.db`SELECT finished_at FROM leaderboard_period_runs WHERE leaderboard_id = ${id}`;
    expect(runs).toHaveLength(1);
    expect(runs[0]?.finished_at).not.toBeNull();

    // The new week starts empty.
    const next = (await h.app.inject({ url: '/wps/member/missions/leaderboard', headers: member(b.id) })).json().value;
    expect(next.boards.find((x: { id: number }) => x.id === id)).toMatchObject({
      periodKey: '2026-W48',
      top: [],
      me: { rank: null, value: 0 },
    });
  });

  it('by wins: net winnings of the period, points prizes once', async () => {
    h.clock.set('2026-11-23T05:00:00Z');
    const id = await createBoard({
      code: 'day-wins',
      title: { vi: 'Thắng lớn', en: 'Big wins' },
      metric: 'wins',
      period: 'daily',
      prizes: [70],
      prizeType: 'points',
    });
    const [a, b] = [await makeMember(h), await makeMember(h)];
    for (const p of [a, b]) await fund(h, p.id, 10_000_000);
    await playSlotRound(h, a.id, 100_000, 900_000); // +800,000
    await playSlotRound(h, b.id, 1_000_000, 1_500_000); // +500,000
    await playSlotRound(h, b.id, 1_000_000, 0); // net −500,000: never on the board
    const view = (await h.app.inject({ url: '/wps/member/missions/leaderboard', headers: member(b.id) })).json().value;
    const board = view.boards.find((x: { id: number }) => x.id === id);
    expect(board.top.map((r: { value: number }) => r.value)).toEqual([800_000]);
    expect(board.me).toEqual({ rank: null, value: 0 });
    h.clock.set('2026-11-23T17:10:00Z');
    await Promise.all([h.m.leaderboard.payPrizes(), h.m.leaderboard.payPrizes()]);
    await h.m.leaderboard.payPrizes();
    const [pts] = await h.ledger.balances([{ member: a.id, kind: 'points' }]);
    expect(pts?.posted).toBe(70);
  });

  it('operator: a malformed board is refused with its issues and nothing is written', async () => {
    const n = async () => (await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM leaderboards`)[0]!.n;
    const before = await n();
    const res = await h.app.inject({
      method: 'POST',
      url: '/wps/operator/leaderboards',
      headers: operator,
      payload: {
        code: 'bad',
        title: { vi: 'x', en: 'x' },
        metric: 'luck',
        period: 'weekly',
        prizes: [-1],
        prizeType: 'bonus',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('leaderboard_invalid');
    expect(await n()).toBe(before);
  });
});
