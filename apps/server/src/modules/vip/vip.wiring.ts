import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import type { Route } from '../../platform/http/route.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { RewardCentre } from '../promotions/rewards.service.js';
import { registerVipJobs } from './vip.jobs.js';
import { registerVipRoutes } from './vip.routes.js';
import { createVipService, type VipService } from './vip.service.js';

/** The VIP programme (issue 17 part 1), built by the composition root on the promotions' reward centre. */
export function buildVip(deps: { db: Db; clock: Clock; timeZone: string; rewards: RewardCentre }): VipService {
  return createVipService(deps);
}

export function registerVip(vip: VipService, ctx: { route: Route; jobs: JobQueue; clock: Clock; timeZone: string }) {
  registerVipRoutes(ctx.route, vip);
  registerVipJobs(ctx.jobs, vip, { timeZone: ctx.timeZone, now: () => ctx.clock.now() });
}
