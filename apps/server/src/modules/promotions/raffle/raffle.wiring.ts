import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/connect.js';
import type { Route } from '../../../platform/http/route.js';
import type { LedgerService } from '../../ledger/index.js';
import { checkEligibility, memberFacts } from '../eligibility.js';
import { periodOf } from '../periods.js';
import { findPromotion } from '../promotions.repository.js';
import { createRaffleOperator } from './raffle.operator.js';
import type { RafflePromotionsPort } from './raffle.port.js';
import { registerRaffleRoutes } from './raffle.routes.js';
import { createRaffle, type Raffle } from './raffle.service.js';

/** What the raffle takes from the promotion engine's wiring: the reward centre's payReward. */
export interface RaffleWiringContext {
  route: Route;
  db: Db;
  clock: Clock;
  timeZone: string;
  payReward: RafflePromotionsPort['payReward'];
  ledger: Pick<LedgerService, 'prepare'>;
}

/** The promotion engine seen through the raffle's port: its rows, its periods (site zone), its payouts. */
export function rafflePort(deps: Omit<RaffleWiringContext, 'route' | 'clock'>): RafflePromotionsPort {
  return {
    async find(id) {
      const p = await findPromotion(deps.db, id);
      if (!p) return undefined;
      return { ...p, titles: { vi: p.content.vi.title, en: p.content.en.title } };
    },
    periodOf: (period, at) => periodOf(period, at, deps.timeZone),
    async ineligible(q, memberId, promotion, at) {
      const facts = await memberFacts(q, memberId);
      return facts ? checkEligibility(promotion.eligibility, facts, at) : 'unknown';
    },
    payReward: deps.payReward,
    // The reward centre pays from house bonus_expense to the member's cash (rewards.service.ts settle).
    prepare: (memberId) =>
      deps.ledger.prepare([
        { debit: { house: 'bonus_expense', unit: 'VND' }, credit: { member: memberId, kind: 'cash' } },
      ]),
  };
}

/** Builds the lucky wheel and registers its endpoints (called once from promotions.wiring.ts). */
export function registerRaffle(ctx: RaffleWiringContext): Raffle {
  const raffle = createRaffle({ db: ctx.db, clock: ctx.clock, promotions: rafflePort(ctx) });
  registerRaffleRoutes(ctx.route, raffle, createRaffleOperator({ db: ctx.db, clock: ctx.clock }));
  return raffle;
}
