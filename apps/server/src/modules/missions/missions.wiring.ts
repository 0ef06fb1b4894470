import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import type { CsvExporter } from '../../platform/http/csv-export.js';
import type { Route } from '../../platform/http/route.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { RewardCentre } from '../promotions/rewards.service.js';
import { createLeaderboardService } from './leaderboard.service.js';
import { registerMissionsJobs } from './missions.jobs.js';
import { registerMissionsRoutes } from './missions.routes.js';
import { createMissionsService, type MissionCompleteMessage, type PointsAwarder } from './missions.service.js';
import { createMissionsOperatorService } from './operator.service.js';

export interface MissionsWiringDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
  rewards: RewardCentre;
  points: PointsAwarder | null;
  rankOf: (memberId: number) => Promise<number>;
  missionComplete?: MissionCompleteMessage;
}

/** Missions and leaderboards (issue 17 part 3), built by the composition root. */
export function buildMissions(deps: MissionsWiringDeps) {
  const leaderboard = createLeaderboardService(deps);
  return {
    missions: createMissionsService(deps),
    leaderboard,
    operator: createMissionsOperatorService({
      db: deps.db,
      clock: deps.clock,
      onBoardsChanged: leaderboard.clearCache,
    }),
  };
}
export type Missions = ReturnType<typeof buildMissions>;

export function registerMissions(m: Missions, ctx: { route: Route; jobs: JobQueue; csv: CsvExporter }): void {
  registerMissionsRoutes(ctx.route, m, ctx.csv);
  registerMissionsJobs(ctx.jobs, m);
}
