import { defineTask, type JobQueue } from '../../../platform/jobs/index.js';

export const RESULTS_FEED_TASK = 'lottery.results_feed';
export const RESULTS_DEMO_TASK = 'lottery.results_demo';

/**
 * The results jobs, once a minute across all nodes: the feed poll (then the publication rule again for
 * every unfinished draw, so an approval whose wait for the feed ran out is published), and the demo
 * generator (does nothing while a feed is on). Both are keyed by the draw's row, so a rerun changes nothing.
 */
export function registerLotteryResultsJobs(
  jobs: JobQueue,
  work: { pollFeed(): Promise<unknown>; reconcile(): Promise<unknown>; fillDemoResults(): Promise<unknown> },
): void {
  jobs.define(
    defineTask(
      RESULTS_FEED_TASK,
      async () => {
        await work.pollFeed();
        await work.reconcile();
      },
      { maxAttempts: 3 },
    ),
  );
  jobs.define(defineTask(RESULTS_DEMO_TASK, async () => void (await work.fillDemoResults()), { maxAttempts: 3 }));
  jobs.schedule({ task: RESULTS_FEED_TASK, cron: '* * * * *' });
  jobs.schedule({ task: RESULTS_DEMO_TASK, cron: '* * * * *' });
}
