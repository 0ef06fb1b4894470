import { beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, enqueue, type JobQueue } from '../../platform/jobs/index.js';
import { expectLedgerClean } from '../withdrawals/test/cashout.fixtures.js';
import { ROUND_TICK_TASK, registerRoundJobs, roundJobKey } from './rounds.jobs.js';
import { bettor, cashOf, type RoundsHarness, roundsApp, slipKey } from './test/rounds.fixtures.js';

let h: RoundsHarness;
let jobs: JobQueue;
beforeAll(async () => {
  h = await roundsApp();
  jobs = createJobQueue({ db: h.db });
  registerRoundJobs(jobs, h.rounds);
});

/** The waiting job of a round (graphile-worker's jobs view), keyed by the round. */
async function jobOf(roundId: number) {
  const [row] = await h.db<{ task_identifier: string; run_at: Date }[]>`
    SELECT task_identifier, run_at FROM graphile_worker.jobs WHERE key = ${roundJobKey(roundId)}`;
  return row;
}

describe('round jobs', () => {
  it('start the first round, key each round’s next step by the round, and carry a round to settled', async () => {
    // The scheduler's pass, as the step or minute job runs it (the queue would run these jobs at once here:
    // the test clock is behind the database's, so every run_at is already past).
    await h.rounds.tick('dice');
    const { current } = await h.rounds.current('dice');
    expect(current?.state).toBe('open');
    const roundId = current!.id;
    // Its lock time is the next step; the round after it is scheduled, its opening enqueued too.
    expect(await jobOf(roundId)).toEqual({ task_identifier: 'rounds.step', run_at: new Date(current!.closesAt) });
    const [next] = await h.db<
      { id: number; opens_at: Date }[]
    >`SELECT id, opens_at FROM rounds WHERE state = 'scheduled'`;
    expect(next!.opens_at).toEqual(new Date(current!.drawsAt));
    expect((await jobOf(next!.id))?.run_at).toEqual(next!.opens_at);

    const m = await bettor(h, 1_000_000);
    await h.rounds.place({ memberId: m.id, unit: 'VND' }, roundId, {
      idempotencyKey: slipKey(),
      bets: [{ selection: { kind: 'big' }, stake: 100_000 }],
    });
    // Past the draw: the minute job and the round's step job close, draws and settles the round, and opens the next one.
    h.clock.advance(new Date(current!.drawsAt).getTime() - h.clock.now().getTime() + 1_000);
    await enqueue(h.db, ROUND_TICK_TASK);
    await jobs.runUntilIdle();
    const round = await h.rounds.round(roundId);
    expect(round.state).toBe('settled');
    const won = round.result!.total >= 11 && !round.result!.triple;
    expect(await cashOf(h, m.id)).toBe(won ? 1_100_000 : 900_000);
    expect((await h.rounds.round(next!.id)).state).toBe('open');
    await expectLedgerClean(h);
  });
});
