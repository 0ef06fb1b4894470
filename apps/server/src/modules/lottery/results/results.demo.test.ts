import { validateLotteryResult } from '@app/games';
import { beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, enqueue } from '../../../platform/jobs/index.js';
import { RESULTS_DEMO_TASK, registerLotteryResultsJobs } from './results.jobs.js';
import { fullResult, makeDraw, NORTH, op, type ResultsHarness, resultsApp, SOUTH } from './test/results.fixtures.js';

let h: ResultsHarness;
beforeAll(async () => {
  h = await resultsApp();
});

const roundOf = async (id: number) =>
  (await h.db<{ state: string; result: unknown }[]>`SELECT state, result FROM rounds WHERE id = ${id}`)[0]!;

describe('demo generator', () => {
  it('out of the box fills each due draw once from the CSPRNG, marked demo', async () => {
    expect(await h.mod.service.mode()).toEqual({ demo: true, feed: false });
    const north = await makeDraw(h, NORTH, 5);
    const south = await makeDraw(h, SOUTH, 2);
    const tooFresh = await makeDraw(h, SOUTH, 0.5);
    const entered = await makeDraw(h, NORTH, 5);
    await h.mod.service.enter(op(7), entered, fullResult('north', 1));

    // Two runners at once (two nodes): each due draw is filled by one of them.
    const [a, b] = await Promise.all([h.mod.fillDemoResults(), h.mod.fillDemoResults()]);
    expect([...a, ...b].sort((x, y) => x - y)).toEqual([north, south]);
    for (const id of [north, south]) {
      const round = await roundOf(id);
      expect(round.state).toBe('drawn');
      expect(validateLotteryResult(round.result).ok).toBe(true);
      expect(await h.mod.service.source(id)).toMatchObject({ source: 'demo', demo: true });
      expect(h.core.published.filter((r) => r === id)).toEqual([id]);
    }
    expect((await roundOf(north)).result).toMatchObject({ region: 'north' });
    // Not yet its time (a minute after the draw), and never over an operator's entry.
    expect((await roundOf(tooFresh)).state).toBe('closed');
    expect(await h.mod.service.get(entered)).toMatchObject({ status: 'pending_approval', published: null });

    // Run again: nothing more.
    expect(await h.mod.fillDemoResults()).toEqual([]);
    h.clock.advance(60_000);
    expect(await h.mod.fillDemoResults()).toEqual([tooFresh]);
    const [audit] = await h.db<{ actor: string }[]>`
      SELECT actor FROM audit_log WHERE subject = ${`round:${north}`} AND action = 'lottery_result.publish'`;
    expect(audit).toEqual({ actor: 'system:demo' });
  });

  it('runs as the job queue task', async () => {
    const jobs = createJobQueue({ db: h.db });
    registerLotteryResultsJobs(jobs, h.mod);
    const id = await makeDraw(h, SOUTH, 3);
    await enqueue(h.db, RESULTS_DEMO_TASK, {});
    await jobs.runUntilIdle();
    expect(await h.mod.service.source(id)).toMatchObject({ source: 'demo', demo: true });
  });

  it('does nothing while a feed is on', async () => {
    await h.mod.service.putFeedSettings(op(1), {
      ...(await h.mod.service.feedSettings()),
      enabled: true,
      url: 'http://127.0.0.1:9/none',
    });
    const id = await makeDraw(h, NORTH, 10);
    expect(await h.mod.fillDemoResults()).toEqual([]);
    expect((await roundOf(id)).state).toBe('closed');
    expect(await h.mod.service.source(id)).toMatchObject({ source: null, demo: false });
  });
});
