import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import type { Route } from '../../platform/http/route.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { RewardCentre } from '../promotions/rewards.service.js';
import { registerReferralJobs } from './referral.jobs.js';
import { registerReferralRoutes } from './referral.routes.js';
import { createReferralService, type ReferralService } from './referral.service.js';

/** Referral (issue 17 part 4), built by the composition root on the promotions' reward centre. */
export function buildReferral(deps: {
  db: Db;
  clock: Clock;
  timeZone: string;
  rewards: RewardCentre;
}): ReferralService {
  return createReferralService(deps);
}

export function registerReferral(
  referral: ReferralService,
  ctx: { route: Route; jobs: JobQueue; clock: Clock; timeZone: string },
): void {
  registerReferralRoutes(ctx.route, referral);
  registerReferralJobs(ctx.jobs, referral, { timeZone: ctx.timeZone, now: () => ctx.clock.now() });
}
