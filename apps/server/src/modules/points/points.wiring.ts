import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import type { Route } from '../../platform/http/route.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { LedgerService } from '../ledger/index.js';
import type { RewardCentre } from '../promotions/rewards.service.js';
import { createPointsAward } from './points.award.js';
import { createPointsEarning } from './points.earning.js';
import { registerPointsJobs } from './points.jobs.js';
import { createPointsOperator } from './points.operator.js';
import { registerPointsRoutes } from './points.routes.js';
import { createPointsService } from './points.service.js';

export interface PointsBuildDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
  ledger: LedgerService;
  rewards: Pick<RewardCentre, 'prepare' | 'payReward'>;
  verifyPassword: (memberId: number, password: string | undefined) => Promise<void>;
}

/**
 * Points and the points mall (issue 17 part 2), built by the composition root. Other modules award points
 * through `awardPoints(tx, …)` / `award(…)` (see /work/notes/points-api.md).
 */
export function buildPoints(deps: PointsBuildDeps) {
  const award = createPointsAward(deps);
  const earning = createPointsEarning({ ...deps, award });
  return {
    ...award,
    earning,
    member: createPointsService({ ...deps, award }),
    operator: createPointsOperator({ ...deps, award }),
  };
}
export type PointsService = ReturnType<typeof buildPoints>;

export function registerPoints(points: PointsService, ctx: { route: Route; jobs: JobQueue }): void {
  registerPointsRoutes(ctx.route, points);
  registerPointsJobs(ctx.jobs, points.earning);
}
