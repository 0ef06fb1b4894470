import type { RoundEvent } from '@app/contracts';
import { DEFAULT_LOTTERY_ODDS } from '@app/games';
import { beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, enqueue } from '../../platform/jobs/index.js';
import { decodeEnvelope, REALTIME_CHANNEL } from '../../platform/realtime/index.js';
import { ROUND_TICK_TASK, registerRoundJobs } from '../rounds/index.js';
import { expectLedgerClean, operator } from '../withdrawals/test/cashout.fixtures.js';
import { registerChaseJobs } from './chase.jobs.js';
import {
  type LotteryHarness,
  lotteryApp,
  openDraw,
  placeSlip,
  player,
  slipKey,
  toDrawTime,
} from './test/core.fixtures.js';

let h: LotteryHarness;
beforeAll(async () => {
  h = await lotteryApp();
});

const until = async (pred: () => boolean) => {
  for (let i = 0; i < 100 && !pred(); i++) await new Promise((r) => setTimeout(r, 20));
};
const get = (url: string, headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url, headers });
const put = (url: string, payload: unknown) =>
  h.app.inject({ method: 'PUT', url, payload: payload as object, headers: operator });

describe('lottery games as operator data', () => {
  it('seeds the Vietnam schedule (2–4 South and Central stations a day, one North) and the fast games', async () => {
    const res = await get('/wps/lottery/games');
    expect(res.statusCode, res.body).toBe(200);
    const games = res.json().value.items as {
      code: string;
      area: string;
      kind: string;
      schedule: { weekdays?: number[] };
    }[];
    expect(games).toHaveLength(42);
    for (let day = 1; day <= 7; day++) {
      const on = (area: string) =>
        games.filter((g) => g.kind === 'vn' && g.area === area && g.schedule.weekdays!.includes(day));
      expect(on('north')).toHaveLength(1);
      expect(on('south').length).toBeGreaterThanOrEqual(3);
      expect(on('central').length).toBeGreaterThanOrEqual(2);
      expect(on('south').length + on('central').length).toBeLessThanOrEqual(8);
    }
    expect(games.filter((g) => g.kind === 'fast').map((g) => g.code)).toEqual([
      'sieutoc-1m-n',
      'sieutoc-1m-s',
      'sieutoc-3m-n',
      'sieutoc-3m-s',
      'sieutoc-5m-n',
      'sieutoc-5m-s',
    ]);
    const mb = (await get('/wps/lottery/games/vn-mb')).json().value;
    expect(mb).toMatchObject({
      layout: 'north',
      lockSeconds: 900,
      resultSource: 'external',
      prizeModes: ['Lott', 'ZY', 'SEA'],
      schedule: { kind: 'weekly', time: '18:15', timeZone: 'Asia/Ho_Chi_Minh' },
    });
    expect(mb.odds.Lott.lo2).toEqual({ cost: DEFAULT_LOTTERY_ODDS.Lott.north.lo2!.cost * 100, win: 9_900_000 });
    expect((await get('/wps/lottery/games/nope')).json().code).toBe('lottery_unknown_game');
  });

  it('edits limits, odds and schedule through audited operator calls; checks odds tables', async () => {
    const bad = await put('/wps/operator/lottery/games/vn-mn-hcm/odds/Lott', { lo2: { cost: 0, win: 5 } });
    expect([bad.statusCode, bad.json().code]).toEqual([422, 'lottery_bad_odds_table']);
    const unknown = await put('/wps/operator/lottery/games/vn-mn-hcm/odds/Lott', { lo9: { cost: 1, win: 5 } });
    expect(unknown.json().code).toBe('lottery_bad_odds_table');
    const notOffered = await put('/wps/operator/lottery/games/vn-mn-hcm/odds/Elott', { lo2: { cost: 1, win: 5 } });
    expect(notOffered.json().code).toBe('lottery_mode_not_offered');
    const table = { lo2: { cost: 1_800_000, win: 9_800_000 }, deDacBiet: { cost: 100_000, win: 9_800_000 } };
    const ok = await put('/wps/operator/lottery/games/vn-mn-hcm/odds/Lott', table);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value.odds.Lott).toEqual(table);
    const patched = await put('/wps/operator/lottery/games/vn-mn-hcm', {
      minPoints: 5,
      maxPoints: 500,
      lockSeconds: 1200,
      numberCap: 5_000_000_000,
      schedule: { kind: 'weekly', time: '16:30', weekdays: [2, 7], timeZone: 'Asia/Ho_Chi_Minh' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().value).toMatchObject({
      minPoints: 5,
      maxPoints: 500,
      lockSeconds: 1200,
      numberCap: 5_000_000_000,
    });
    const wrong = await put('/wps/operator/lottery/games/vn-mn-hcm', { minPoints: 600 });
    expect(wrong.statusCode).toBe(400);
    const audit = await h.db<{ action: string; subject: string }[]>`
      SELECT action, subject FROM audit_log WHERE subject LIKE 'lottery_game:vn-mn-hcm%' ORDER BY id`;
    expect(audit).toEqual([
      { action: 'lottery_game.odds', subject: 'lottery_game:vn-mn-hcm:Lott' },
      { action: 'lottery_game.update', subject: 'lottery_game:vn-mn-hcm' },
    ]);
    // Players see the new limits and prices; a kind left out of the table is not offered any more.
    const drawId = await openDraw(h, 'vn-mn-hcm');
    const m = await player(h);
    const few = await placeSlip(h, drawId, m, {
      idempotencyKey: slipKey(),
      bets: [{ selection: { kind: 'lo2', numbers: ['01'] }, points: 1 }],
    });
    expect(few.json().code).toBe('lottery_points_out_of_limits');
    const gone = await placeSlip(h, drawId, m, {
      idempotencyKey: slipKey(),
      bets: [{ selection: { kind: 'xien2', numbers: ['01', '02'] }, points: 5 }],
    });
    expect(gone.json().code).toBe('lottery_bet_not_offered');
    const fine = await placeSlip(h, drawId, m, {
      idempotencyKey: slipKey(),
      bets: [{ selection: { kind: 'lo2', numbers: ['01'] }, points: 5 }],
    });
    expect(fine.json().value.bets[0]).toMatchObject({ cost: 9_000_000, price: { cost: 1_800_000, win: 9_800_000 } });
    // Members and visitors cannot reach the operator calls.
    expect(
      (
        await h.app.inject({
          method: 'PUT',
          url: '/wps/operator/lottery/games/vn-mb',
          payload: { minPoints: 1 },
          headers: m.headers,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('adds a fast game of another interval, which the scheduler runs and draws from its seeds, pushing each state', async () => {
    const created = await h.app.inject({
      method: 'POST',
      url: '/wps/operator/lottery/games',
      headers: operator,
      payload: {
        code: 'sieutoc-2m-s',
        layout: 'south',
        name: { vi: 'Siêu Tốc 2 Phút', en: '2-Minute Fast Lottery' },
        intervalSeconds: 120,
        lockSeconds: 15,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const again = await h.app.inject({
      method: 'POST',
      url: '/wps/operator/lottery/games',
      headers: operator,
      payload: {
        code: 'sieutoc-2m-s',
        layout: 'south',
        name: { vi: 'x', en: 'x' },
        intervalSeconds: 120,
        lockSeconds: 15,
      },
    });
    expect(again.json().code).toBe('lottery_game_exists');
    const events: RoundEvent[] = [];
    const sub = await h.db.listen(REALTIME_CHANNEL, (payload) => {
      const env = decodeEnvelope(payload);
      if (env && 't' in env && env.t === 'round:sieutoc-2m-s' && env.e.type === 'round') events.push(env.e);
    });
    const unlisten = () => sub.unlisten();
    // The minute sweep now includes it, and the job queue carries its draw to settled.
    const jobs = createJobQueue({ db: h.db });
    registerRoundJobs(jobs, h.rounds);
    registerChaseJobs(jobs, h.chases, h.db);
    expect(await h.rounds.games()).toContain('sieutoc-2m-s');
    const drawId = await openDraw(h, 'sieutoc-2m-s');
    const current = (await get('/wps/lottery/games/sieutoc-2m-s/current')).json().value;
    expect(current.current).toMatchObject({ id: drawId, state: 'open', serverSeed: null });
    expect(new Date(current.current.drawsAt).getTime() % 120_000).toBe(0);
    const m = await player(h);
    await placeSlip(h, drawId, m, {
      idempotencyKey: slipKey(),
      bets: [{ selection: { kind: 'lo2', numbers: ['00', '11', '22'] }, points: 1 }],
    });
    await toDrawTime(h, drawId);
    await enqueue(h.db, ROUND_TICK_TASK);
    await jobs.runUntilIdle();
    const draw = (await get(`/wps/lottery/draws/${drawId}`)).json().value;
    expect(draw.state).toBe('settled');
    expect(draw.result.region).toBe('south');
    expect(draw.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(draw.drawNo).toMatch(/^\d{8}-\d{4}$/);
    // Each state was pushed on the game's topic (delivered on commit), the result with the drawn state.
    await until(() => events.filter((e) => e.roundId === drawId).length >= 4);
    const mine = events.filter((e) => e.roundId === drawId);
    expect(mine.map((e) => e.state)).toEqual(['open', 'closed', 'drawn', 'settled']);
    expect(mine[2]!.result).toEqual(draw.result);
    await unlisten();
    await expectLedgerClean(h);
  });
});
