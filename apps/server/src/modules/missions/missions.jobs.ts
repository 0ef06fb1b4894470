import { defineTask, type JobQueue } from '../../platform/jobs/index.js';
import type { LeaderboardService } from './leaderboard.service.js';
import type { MissionsService } from './missions.service.js';

export const MISSIONS_SWEEP_TASK = 'missions.sweep';
export const LEADERBOARD_PRIZES_TASK = 'missions.leaderboard_prizes';

/**
 * Completion notices: progress lives in the sources (bets settle in many places), so a minute sweep finds the
 * members who newly reached a target and tells each once. Prizes: every 5 minutes, closed periods (5 min grace)
 * are paid once; a run twice, or on two nodes, pays nothing more (leaderboard.service.ts payPrizes).
 */
export function registerMissionsJobs(
  jobs: JobQueue,
  s: { missions: MissionsService; leaderboard: LeaderboardService },
): void {
  jobs.define(defineTask(MISSIONS_SWEEP_TASK, async () => void (await s.missions.sweep()), { maxAttempts: 1 }));
  jobs.define(
    defineTask(LEADERBOARD_PRIZES_TASK, async () => void (await s.leaderboard.payPrizes()), { maxAttempts: 5 }),
  );
  jobs.schedule({ task: MISSIONS_SWEEP_TASK, cron: '* * * * *' });
  jobs.schedule({ task: LEADERBOARD_PRIZES_TASK, cron: '*/5 * * * *' });
}
