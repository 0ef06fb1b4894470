import { beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, enqueue } from '../../platform/jobs/index.js';
import { ROUND_TICK_TASK, registerRoundJobs } from '../rounds/index.js';
import { expectLedgerClean } from '../withdrawals/test/cashout.fixtures.js';
import { registerChaseJobs } from './chase.jobs.js';
import { createChases } from './chase.service.js';
import {
  cashOf,
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

const GAME = 'sieutoc-1m-n';

/** Draws the game's open draw (its seeds decide), settles it, and opens the next one, as the scheduler does. */
async function runDraw(drawId: number): Promise<number> {
  await toDrawTime(h, drawId);
  await h.rounds.tick(GAME);
  expect((await h.rounds.get(drawId)).state).toBe('settled');
  await h.chases.afterSettled(drawId);
  return openDraw(h, GAME);
}

/** What the chase's settled bets paid (0 for a loss). */
const settledReturn = async (chaseId: number) =>
  Number(
    (
      await h.db<{ paid: number }[]>`
    SELECT coalesce(sum(b.payout), 0)::bigint AS paid FROM lottery_chase_draws cd JOIN round_bets b ON b.slip_id = cd.slip_id
    WHERE cd.chase_id = ${chaseId} AND b.state IN ('won', 'lost')`
    )[0]!.paid,
  );

const chaseOf = async (id: number) =>
  (
    await h.db<{ state: string; stop_reason: string | null; draws_placed: number }[]>`
    SELECT state, stop_reason, draws_placed FROM lottery_chases WHERE id = ${id}`
  )[0]!;

describe('chases', () => {
  it('places the same slip on each next draw, once per draw however often the job runs, and ends after N draws', async () => {
    let drawId = await openDraw(h, GAME);
    const m = await player(h);
    // Without stop-on-win the chase runs its course whatever the draws bring.
    const res = await placeSlip(h, drawId, m, {
      idempotencyKey: slipKey(),
      bets: [{ selection: { kind: 'deDacBiet', numbers: ['00'] }, points: 1 }],
      chase: { draws: 3, stopOnWin: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    const chase = res.json().value.chase;
    expect(chase).toMatchObject({ drawsTotal: 3, drawsPlaced: 1, state: 'active' });
    expect(res.json().value.bets[0].chaseId).toBe(chase.id);
    const draws = [drawId];
    for (let i = 0; i < 3; i++) {
      drawId = await runDraw(drawId);
      // The job may run several times for one draw (retries, the minute sweep): one slip each draw.
      await Promise.all([h.chases.placeDue(GAME), h.chases.placeDue(GAME)]);
      await h.chases.placeDue(GAME);
      draws.push(drawId);
    }
    const placed = await h.db<{ round_id: number; n: number }[]>`
      SELECT b.round_id, count(*)::int AS n FROM lottery_chase_draws cd JOIN round_bets b ON b.slip_id = cd.slip_id
      WHERE cd.chase_id = ${chase.id} GROUP BY b.round_id ORDER BY b.round_id`;
    expect(placed).toEqual(draws.slice(0, 3).map((round_id) => ({ round_id, n: 1 })));
    expect(await chaseOf(chase.id)).toEqual({ state: 'done', stop_reason: null, draws_placed: 3 });
    await expectLedgerClean(h);
  });

  it('stops on a win and refunds the bet it already placed on the next draw', async () => {
    let drawId = await openDraw(h, GAME);
    const m = await player(h);
    // Chẵn and Lẻ together: one of them wins every draw.
    const res = await placeSlip(h, drawId, m, {
      idempotencyKey: slipKey(),
      bets: [
        { selection: { kind: 'chanLe', side: 'chan' }, points: 1 },
        { selection: { kind: 'chanLe', side: 'le' }, points: 1 },
      ],
      chase: { draws: 5, stopOnWin: true },
    });
    const chase = res.json().value.chase;
    const first = drawId;
    // The next draw opens (as the scheduler opens it when the first is drawn) and the chase bets on it
    // before the first draw's settlement has run.
    await toDrawTime(h, first);
    await h.rounds.close(first);
    await h.rounds.draw(first);
    const [next] = await h.db<{ id: number }[]>`SELECT id FROM rounds WHERE game = ${GAME} AND state = 'scheduled'`;
    drawId = next!.id;
    await h.rounds.open(drawId);
    await h.chases.placeDue(GAME);
    expect((await chaseOf(chase.id)).draws_placed).toBe(2);
    const before = await cashOf(h, m.id);
    await h.rounds.settle(first);
    const report = await h.chases.afterSettled(first);
    expect(report.stopped).toEqual([{ chaseId: chase.id, reason: 'won' }]);
    expect(await chaseOf(chase.id)).toMatchObject({ state: 'stopped', stop_reason: 'won' });
    // The second draw's two bets were refunded (the win of the first was paid by its settlement).
    const second = await h.db<{ state: string }[]>`
      SELECT b.state FROM lottery_chase_draws cd JOIN round_bets b ON b.slip_id = cd.slip_id
      WHERE cd.chase_id = ${chase.id} AND cd.round_id = ${drawId}`;
    expect(second.map((b) => b.state)).toEqual(['refunded', 'refunded']);
    expect(await cashOf(h, m.id)).toBe(before + 199_000 + 2 * 100_000);
    // No further draw is bet.
    drawId = await runDraw(drawId);
    await h.chases.placeDue(GAME);
    expect((await chaseOf(chase.id)).draws_placed).toBe(2);
    await expectLedgerClean(h);
  });

  it('stops with insufficient_funds when the wallet cannot pay the next draw', async () => {
    let drawId = await openDraw(h, GAME);
    const m = await player(h, 150_000);
    const res = await placeSlip(h, drawId, m, {
      idempotencyKey: slipKey(),
      bets: [{ selection: { kind: 'truot4', numbers: ['00', '01', '02', '03'] }, points: 1 }],
      chase: { draws: 4, stopOnWin: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    const chase = res.json().value.chase;
    drawId = await runDraw(drawId);
    // Spend what is left (and any win) elsewhere: the next draw's slip cannot be paid.
    await h.ledger.transfer({
      debit: { member: m.id, kind: 'cash' },
      credit: { house: 'payment_clearing', unit: 'VND' },
      amount: await cashOf(h, m.id),
      unit: 'VND',
      kind: 'withdrawal',
      idempotencyKey: `test-spend:${m.id}`,
    });
    const report = await h.chases.placeDue(GAME);
    expect(report.stopped).toContainEqual({ chaseId: chase.id, reason: 'insufficient_funds' });
    expect(await chaseOf(chase.id)).toMatchObject({
      state: 'stopped',
      stop_reason: 'insufficient_funds',
      draws_placed: 1,
    });
    const list = await h.app.inject({ method: 'GET', url: '/wps/lottery/chases', headers: m.headers });
    expect(list.json().value.items[0]).toMatchObject({
      id: chase.id,
      state: 'stopped',
      stopReason: 'insufficient_funds',
    });
    // A member stops their own chase (only theirs).
    const poor = await placeSlip(h, drawId, m, {
      idempotencyKey: slipKey(),
      bets: [{ selection: { kind: 'taiXiu', side: 'tai' }, points: 1 }],
      chase: { draws: 3, stopOnWin: false },
    });
    expect(poor.json().code).toBe('insufficient_funds');
    const rich = await player(h);
    const mine = await placeSlip(h, drawId, rich, {
      idempotencyKey: slipKey(),
      bets: [{ selection: { kind: 'taiXiu', side: 'tai' }, points: 1 }],
      chase: { draws: 3, stopOnWin: false },
    });
    const id = mine.json().value.chase.id;
    const foreign = await h.app.inject({ method: 'POST', url: `/wps/lottery/chases/${id}/stop`, headers: m.headers });
    expect(foreign.json().code).toBe('lottery_chase_not_found');
    const stopped = await h.app.inject({
      method: 'POST',
      url: `/wps/lottery/chases/${id}/stop`,
      headers: rich.headers,
    });
    expect(stopped.json().value).toMatchObject({ state: 'stopped', stopReason: 'cancelled', drawsPlaced: 1 });
    await expectLedgerClean(h);
  });

  it('a chase the member stops while its next bet is being placed has that bet refunded, not counted', async () => {
    let drawId = await openDraw(h, GAME);
    const m = await player(h);
    const res = await placeSlip(h, drawId, m, {
      idempotencyKey: slipKey(),
      bets: [{ selection: { kind: 'taiXiu', side: 'xiu' }, points: 1 }],
      chase: { draws: 3, stopOnWin: false },
    });
    const id = res.json().value.chase.id;
    const before = await cashOf(h, m.id);
    drawId = await runDraw(drawId);
    // The stop lands after the job read the chase as active and before its bet is recorded.
    const racing = createChases({
      db: h.db,
      clock: h.clock,
      rounds: {
        ...h.rounds,
        place: async (...args: Parameters<typeof h.rounds.place>) => {
          await h.chases.stopMine(m.id, id);
          return h.rounds.place(...args);
        },
      },
    });
    await racing.placeDue(GAME);
    expect(await chaseOf(id)).toEqual({ state: 'stopped', stop_reason: 'cancelled', draws_placed: 1 });
    const bets = await h.db<{ state: string }[]>`
      SELECT b.state FROM lottery_chase_draws cd JOIN round_bets b ON b.slip_id = cd.slip_id
      WHERE cd.chase_id = ${id} AND cd.round_id = ${drawId}`;
    expect(bets).toEqual([{ state: 'refunded' }]);
    // The first draw's stake was settled before; the stopped draw's stake came back.
    expect(await cashOf(h, m.id)).toBe(before + (await settledReturn(id)));
    await expectLedgerClean(h);
  });

  // The queue's tick steps every game of the core (49 here): about a second alone, 27 s beside a loaded CI lane.
  it('is carried by the job queue: the next draw opening places the chase’s bet', { timeout: 90_000 }, async () => {
    const jobs = createJobQueue({ db: h.db });
    registerRoundJobs(jobs, h.rounds);
    registerChaseJobs(jobs, h.chases, h.db);
    const drawId = await openDraw(h, GAME);
    const m = await player(h);
    const res = await placeSlip(h, drawId, m, {
      idempotencyKey: slipKey(),
      bets: [{ selection: { kind: 'lo2', numbers: ['27'] }, points: 1 }],
      chase: { draws: 2, stopOnWin: false },
    });
    const chase = res.json().value.chase;
    await toDrawTime(h, drawId);
    await enqueue(h.db, ROUND_TICK_TASK);
    await jobs.runUntilIdle();
    expect((await h.rounds.get(drawId)).state).toBe('settled');
    expect(await chaseOf(chase.id)).toEqual({ state: 'done', stop_reason: null, draws_placed: 2 });
    await expectLedgerClean(h);
  });

  it('places every chase of a game on its next draw in one run, each once', async () => {
    let drawId = await openDraw(h, GAME);
    const members = await Promise.all(Array.from({ length: 30 }, () => player(h, 10_000_000)));
    const chases = await Promise.all(
      members.map(async (m, i) => {
        const res = await placeSlip(h, drawId, m, {
          idempotencyKey: slipKey(),
          bets: [{ selection: { kind: 'lo2', numbers: [String(i).padStart(2, '0')] }, points: 1 }],
          chase: { draws: 2, stopOnWin: false },
        });
        return res.json().value.chase.id as number;
      }),
    );
    drawId = await runDraw(drawId);
    const runs = await Promise.all([h.chases.placeDue(GAME), h.chases.placeDue(GAME)]);
    expect(runs.flatMap((r) => r.placed).sort((a, b) => a - b)).toEqual(chases.sort((a, b) => a - b));
    const [n] = await h.db<{ n: number }[]>`
      SELECT count(*)::int AS n FROM round_bets WHERE round_id = ${drawId}`;
    expect(n!.n).toBe(30);
    for (const id of chases) expect((await chaseOf(id)).state).toBe('done');
    await expectLedgerClean(h);
  });
});
