import { defineTask, type JobQueue } from '../../platform/jobs/index.js';
import type { PointsEarning } from './points.earning.js';

export const POINTS_TURNOVER_TASK = 'points.earn_turnover';

/**
 * Closed days' settled turnover becomes points: hourly (a day closes at local midnight; the first run after
 * pays it, later runs find it done). Safe on many nodes: the day's row is taken in the paying transaction.
 */
export function registerPointsJobs(jobs: JobQueue, earning: PointsEarning): void {
  jobs.define(defineTask(POINTS_TURNOVER_TASK, async () => void (await earning.earnTurnover()), { maxAttempts: 5 }));
  jobs.schedule({ task: POINTS_TURNOVER_TASK, cron: '7 * * * *' });
}
