import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import type { Route } from '../../platform/http/route.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { LedgerService } from '../ledger/index.js';
import { registerRebateJobs } from './rebate.jobs.js';
import { createBatchRewards } from './rebate.rewards.js';
import { registerRebateRoutes } from './rebate.routes.js';
import { createPeriodPayouts } from './rebate.service.js';

/**
 * Rebate and cashback's part of the promotions wiring (issue 16): the period job (hourly, after each period
 * closes) and the member's estimate endpoint. Rewards are paid or offered through the engine's reward centre.
 */
export function registerRebate(ctx: {
  route: Route;
  jobs: JobQueue;
  db: Db;
  clock: Clock;
  timeZone: string;
  ledger: LedgerService;
}) {
  const rewards = createBatchRewards({ clock: ctx.clock, ledger: ctx.ledger });
  const payouts = createPeriodPayouts({ db: ctx.db, clock: ctx.clock, timeZone: ctx.timeZone, rewards });
  registerRebateRoutes(ctx.route, payouts);
  registerRebateJobs(ctx.jobs, payouts);
  return payouts;
}
