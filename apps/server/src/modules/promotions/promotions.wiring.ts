import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import type { CsvExporter } from '../../platform/http/csv-export.js';
import type { Route } from '../../platform/http/route.js';
import { defineTask, type JobQueue } from '../../platform/jobs/index.js';
import type { LedgerService } from '../ledger/index.js';
import type { TurnoverService } from '../withdrawals/index.js';
import { createBonusDetails } from './bonus-details.js';
import { createPromotionEngine } from './engine.service.js';
import { createPromotionsOperator } from './operator.service.js';
import { registerPromotionPayouts } from './operator-payouts.js';
import { periodOf } from './periods.js';
import { registerPromotionsCsv } from './promotions.csv.js';
import { findPromotion } from './promotions.repository.js';
import { registerPromotionsRoutes } from './promotions.routes.js';
import { registerRaffle } from './raffle/index.js';
import { registerRebate } from './rebate.wiring.js';
import { createRewardCentre } from './rewards.service.js';
import { createWageringService } from './wagering.service.js';

export interface PromotionsDeps {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  turnover: TurnoverService;
  timeZone: string;
  /** Safer gambling (modules/limits): throws while the member may not join promotions (time-out, exclusion). */
  mayJoin?: (memberId: number) => Promise<void>;
  /** After a daily sign-in was taken (modules/points: sign-in points). Never undoes the sign-in. */
  onSignedIn?: (memberId: number) => Promise<void>;
}

/**
 * The promotion engine's services (issue 16), built once by the composition root: the reward centre
 * (offerReward / payReward for every source), the player engine, wagering, the operator side.
 */
export function buildPromotions(deps: PromotionsDeps) {
  const { db, clock, ledger, turnover, timeZone } = deps;
  const rewards = createRewardCentre({ db, clock, ledger });
  const engine = createPromotionEngine({ db, clock, timeZone, rewards, onSignedIn: deps.onSignedIn });
  const wagering = createWageringService({ db, clock, ledger, turnover });
  const operator = createPromotionsOperator({ db, clock, ledger, rewards });
  const bonusDetails = createBonusDetails({ db, clock, timeZone });
  return {
    ...deps,
    rewards,
    engine,
    wagering,
    operator,
    bonusDetails,
    periods: { periodOf: (period: Parameters<typeof periodOf>[0], at: Date) => periodOf(period, at, timeZone) },
    promotions: { find: (id: number) => findPromotion(db, id) },
  };
}
/** What the rebate, cashback and raffle parts get from the core (see /work/notes/promotions-api.md). */
export type PromotionsCore = ReturnType<typeof buildPromotions>;

const EXPIRE_TASK = 'promotions.expire_rewards';

export interface PromotionsWiringContext {
  route: Route;
  jobs: JobQueue;
  /** The back office's CSV writer (platform/http/csv-export.ts): the promotions and payouts lists' files. */
  csv: CsvExporter;
}

/** Registers the engine's endpoints and jobs, and the parts built on it (rebate, cashback, raffle). */
export function registerPromotions(core: PromotionsCore, ctx: PromotionsWiringContext): void {
  registerPromotionsRoutes(ctx.route, core);
  registerPromotionsCsv(ctx.route, core.operator, ctx.csv);
  registerPromotionPayouts(ctx.route, core.db, ctx.csv);
  // Offers past their claim window leave the reward centre (reads also hide them at once; this keeps the
  // badge's index small).
  ctx.jobs.define(
    defineTask(
      EXPIRE_TASK,
      async () => {
        await core.rewards.expire();
      },
      { maxAttempts: 3 },
    ),
  );
  ctx.jobs.schedule({ task: EXPIRE_TASK, cron: '7 * * * *' });
  // Parts built on the core register here, one line each (promo-rebate, promo-raffle):
  // -- rebate/cashback --
  registerRebate({ ...core, route: ctx.route, jobs: ctx.jobs });
  // -- raffle --
  registerRaffle({ ...core, route: ctx.route, payReward: core.rewards.payReward });
}
