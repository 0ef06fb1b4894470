import { validateLotteryResult } from '@app/games';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../../test/harness.js';
import { ManualClock } from '../../../platform/clock.js';
import { seedDemo } from '../../index.js';
import { verifyLedger } from '../../ledger/index.js';
import { type LotteryHarness, lotteryApp } from '../test/core.fixtures.js';
import { pastDrawTimes, seedDemoHistory } from './results.demo-history.js';

// lotteryApp's clock: Sunday 22 November 2026, 12:00 in Vietnam (05:00 UTC).
let h: LotteryHarness;
let seedMs = 0;

interface DrawRow {
  id: number;
  seq: number;
  state: string;
  opens_at: Date;
  closes_at: Date;
  draws_at: Date;
  result: unknown;
  source: string | null;
  status: string | null;
}
const drawsOf = (game: string) =>
  h.db<DrawRow[]>`
    SELECT r.id, r.seq, r.state, r.opens_at, r.closes_at, r.draws_at, r.result, d.published_source AS source, d.status
    FROM rounds r LEFT JOIN lottery_draw_results d ON d.round_id = r.id WHERE r.game = ${game} ORDER BY r.seq`;
const value = async (url: string) => {
  const res = await h.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};
const weekdaysOf = async (game: string) =>
  (await h.db<{ schedule: { weekdays: number[] } }[]>`SELECT schedule FROM round_games WHERE game = ${game}`)[0]!
    .schedule.weekdays;

beforeAll(async () => {
  h = await lotteryApp();
  // A station already running on the core before the demo seed: its draws are its own.
  await h.rounds.tick('vn-mt-hue');
  const t0 = performance.now();
  await seedDemo(h.db, h.clock);
  seedMs = performance.now() - t0;
}, 120_000);

describe('demo history of the Vietnam lottery (seedDemo, no feed)', () => {
  it('gives the North ~100 past draws and a weekly station ~14, settled, each with a valid demo result', async () => {
    console.log(`seedDemo with the lottery demo history: ${Math.round(seedMs)} ms`);
    const north = await drawsOf('vn-mb');
    expect(north).toHaveLength(100);
    const station = 'vn-mn-dongthap';
    expect(await weekdaysOf(station)).toHaveLength(1);
    const weekly = await drawsOf(station);
    expect(weekly.length).toBeGreaterThanOrEqual(14);
    expect(weekly.length).toBeLessThanOrEqual(15);
    const now = h.clock.now();
    for (const [game, draws, layout] of [
      ['vn-mb', north, 'north'],
      [station, weekly, 'south'],
    ] as const) {
      draws.forEach((d, i) => {
        expect(d.seq).toBe(i + 1);
        expect(d).toMatchObject({ state: 'settled', source: 'demo', status: 'published' });
        const checked = validateLotteryResult(d.result);
        expect(checked.ok && checked.result.region, game).toBe(layout);
        expect(d.draws_at.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(d.closes_at.getTime()).toBe(d.draws_at.getTime() - 900_000);
        if (i > 0) expect(d.opens_at).toEqual(draws[i - 1]!.draws_at);
      });
    }
    // 18:15 in Vietnam every day up to yesterday (today's is at 18:15, still ahead at 12:00).
    expect(north.at(-1)!.draws_at.toISOString()).toBe('2026-11-21T11:15:00.000Z');
    expect(north[0]!.draws_at.toISOString()).toBe('2026-08-14T11:15:00.000Z');
    // Every Vietnam game with a schedule got its history; nothing else, no bets, no money.
    const [counts] = await h.db<{ games: number; fast: number; bets: number }[]>`
      SELECT count(DISTINCT r.game)::int AS games,
             count(*) FILTER (WHERE lg.kind = 'fast')::int AS fast,
             (SELECT count(*)::int FROM round_bets) AS bets
      FROM rounds r JOIN lottery_games lg USING (game)`;
    expect(counts).toEqual({ games: 36, fast: 0, bets: 0 });
    expect((await verifyLedger(h.db)).violations).toEqual([]);
  });

  it('shows in the lobby: last result, results history (demo) and statistics', async () => {
    h.clock.advance(1_500);
    const north = await drawsOf('vn-mb');
    const last = north.at(-1)!;
    const [item] = (await value('/lgw/vn/games/lotteries?search=mien%20bac&tag=MB')).list;
    expect(item.lastResult).toMatchObject({ drawId: last.id, drawNo: '20261121', demo: true, corrected: false });
    const page = await value('/lgw/vn/results?gameId=vn-mb&limit=20');
    expect(page.list).toHaveLength(20);
    expect(page.list[0]).toMatchObject({
      drawId: last.id,
      drawNo: '20261121',
      drawDate: '2026-11-21',
      station: expect.any(String),
      state: 'settled',
      demo: true,
    });
    expect(page.list.every((d: { demo: boolean }) => d.demo)).toBe(true);
    const stats = await value('/lgw/vn/games/vn-mb/stats?draws=100');
    expect(stats).toMatchObject({ drawCount: 100, lastDrawId: last.id, demo: true });
    expect(stats.frequency.map((f: { window: number; drawCount: number }) => [f.window, f.drawCount])).toEqual([
      [7, 7],
      [30, 30],
      [100, 100],
    ]);
    const source = await value(`/wps/lottery/draws/${last.id}/result-source`);
    expect(source).toMatchObject({ source: 'demo', demo: true });
    const draw = await value(`/wps/lottery/draws/${last.id}`);
    expect(draw).toMatchObject({ drawNo: '20261121', seq: 100, state: 'settled' });
  });

  it('a second seed adds nothing; a game that had draws got none', async () => {
    const [before] = await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM rounds`;
    expect(await seedDemoHistory(h.db, h.clock)).toEqual({ games: 0, draws: 0 });
    await seedDemo(h.db, h.clock);
    const [after] = await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM rounds`;
    expect(after!.n).toBe(before!.n);
    const hue = await drawsOf('vn-mt-hue');
    expect(hue.every((d) => d.source === null && d.state !== 'settled')).toBe(true);
    expect(hue.map((d) => d.seq)).toEqual(hue.map((_, i) => i + 1));
  });

  it("the scheduler then opens today's draw with the next seq at 18:15", async () => {
    await h.rounds.tick('vn-mb');
    const north = await drawsOf('vn-mb');
    const open = north.filter((d) => d.state === 'open');
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ seq: 101 });
    expect(open[0]!.draws_at.toISOString()).toBe('2026-11-22T11:15:00.000Z');
    expect(open[0]!.closes_at.toISOString()).toBe('2026-11-22T11:00:00.000Z');
    // And one scheduled after it (tomorrow's), seq 102.
    expect(north.filter((d) => d.state === 'scheduled').map((d) => [d.seq, d.draws_at.toISOString()])).toEqual([
      [102, '2026-11-23T11:15:00.000Z'],
    ]);
    const [current] = [await value('/wps/lottery/games/vn-mb/current')];
    expect(current.current).toMatchObject({ seq: 101 });
    expect(current.previous).toMatchObject({ seq: 100, state: 'settled' });
  });
});

describe('demo history, other cases', () => {
  it('does nothing while a results feed is on', async () => {
    const db = await createTestDb();
    await db`UPDATE lottery_results_feed SET enabled = true, url = 'http://127.0.0.1:9/none'`;
    expect(await seedDemoHistory(db, new ManualClock('2026-11-22T05:00:00Z'))).toEqual({ games: 0, draws: 0 });
    const [n] = await db<{ n: number }[]>`SELECT count(*)::int AS n FROM rounds`;
    expect(n!.n).toBe(0);
  });

  it('two nodes seeding at once fill each game once', async () => {
    const db = await createTestDb();
    const clock = new ManualClock('2026-11-22T05:00:00Z');
    const [a, b] = await Promise.all([seedDemoHistory(db, clock), seedDemoHistory(db, clock)]);
    expect([a.games + b.games, Math.min(a.games, b.games)]).toEqual([36, 0]);
    const [n] = await db<{ n: number; games: number }[]>`
      SELECT count(*)::int AS n, count(DISTINCT game)::int AS games FROM rounds`;
    expect(n).toEqual({ n: a.draws + b.draws, games: 36 });
  });

  it('draw times: the weekly schedule in the local zone, within the window, the draw before for the opening', () => {
    const schedule = { kind: 'weekly' as const, time: '16:15', weekdays: [2], timeZone: 'Asia/Ho_Chi_Minh' };
    // Monday 23 November 2026, 16:15 in Vietnam = 09:15 UTC; now is right at it.
    const { before, draws } = pastDrawTimes(schedule, new Date('2026-11-23T09:15:00Z'), 14);
    expect(draws.map((d) => d.toISOString())).toEqual(['2026-11-16T09:15:00.000Z', '2026-11-23T09:15:00.000Z']);
    expect(before?.toISOString()).toBe('2026-11-09T09:15:00.000Z');
  });
});
