import { promotionsContract as c } from '@app/contracts';
import type { Route } from '../../platform/http/route.js';
import { requireTrueAccount } from '../accounts/index.js';
import { auditOrigin } from '../operators/index.js';
import type { createBonusDetails } from './bonus-details.js';
import { originOf, type PromotionEngine } from './engine.service.js';
import type { PromotionsOperator } from './operator.service.js';
import type { RewardCentre } from './rewards.service.js';
import type { WageringService } from './wagering.service.js';

export interface PromotionsRouteServices {
  engine: PromotionEngine;
  rewards: RewardCentre;
  wagering: WageringService;
  operator: PromotionsOperator;
  bonusDetails: ReturnType<typeof createBonusDetails>;
  /** Safer gambling: refuses joining, applying, claiming and signing in while an exclusion runs. */
  mayJoin?: (memberId: number) => Promise<void>;
}

/** The promotion engine's endpoints (contract: promotions.contract.ts). Money actions need a true account. */
export function registerPromotionsRoutes(route: Route, s: PromotionsRouteServices) {
  const member = (session: Parameters<typeof requireTrueAccount>[0]) => requireTrueAccount(session).memberId;
  const joining = async (session: Parameters<typeof requireTrueAccount>[0]) => {
    const id = member(session);
    await s.mayJoin?.(id);
    return id;
  };
  route(c.list, ({ query }) => s.engine.list(null, query.language, query.category));
  route(c.detail, ({ params, query }) => s.engine.detail(null, params.id, query.language));
  route(c.memberList, ({ session, query }) => s.engine.list(member(session), query.language, query.category));
  route(c.memberDetail, ({ session, params, query }) => s.engine.detail(member(session), params.id, query.language));
  route(c.summary, ({ session }) => s.engine.summary(member(session)));
  route(c.join, async ({ session, params, query, req }) =>
    s.engine.join(await joining(session), params.id, originOf(req), query.language),
  );
  route(c.apply, async ({ session, params, query, body, req }) =>
    s.engine.apply(await joining(session), params.id, body.note ?? '', originOf(req), query.language),
  );
  route(c.claim, async ({ session, params, query, req }) =>
    s.engine.claim(await joining(session), params.id, originOf(req), query.language),
  );
  route(c.signin, async ({ session, params, query, req }) =>
    s.engine.signin(await joining(session), params.id, originOf(req), query.language),
  );
  route(c.rewards, ({ session, query }) => s.rewards.list(member(session), query, query.language));
  route(c.rewardCount, async ({ session }) => ({ count: await s.rewards.count(member(session)) }));
  route(c.claimReward, ({ session, params, query }) => s.rewards.claim(member(session), params.id, query.language));
  route(c.claimAllRewards, ({ session, query }) => s.rewards.claimAll(member(session), query.language));
  route(c.bonusDetails, ({ session, query }) => s.bonusDetails(member(session), query, query.language));
  route(c.wagering, ({ session, query }) => s.wagering.state(member(session), query.language));
  route(c.forfeit, async ({ session, params, query, req }) => {
    const memberId = member(session);
    const forfeited = await s.wagering.forfeit(memberId, params.id, auditOrigin(req));
    return { forfeited, state: await s.wagering.state(memberId, query.language) };
  });

  route(c.operatorList, ({ session }) => s.operator.list(session));
  route(c.operatorCreate, ({ session, body, req }) => s.operator.create(session, body, auditOrigin(req)));
  route(c.operatorUpdate, ({ session, params, body, req }) =>
    s.operator.update(session, params.id, body, auditOrigin(req)),
  );
  route(c.operatorEnable, ({ session, params, body, req }) =>
    s.operator.setEnabled(session, params.id, body.enabled, auditOrigin(req)),
  );
  route(c.operatorApplications, ({ session, params }) => s.operator.applications(session, params.id));
  route(c.operatorDecide, ({ session, params, body, req }) =>
    s.operator.decide(session, params.id, body, auditOrigin(req)),
  );
  route(c.operatorGrant, ({ session, body, req }) => s.operator.grant(session, body, auditOrigin(req)));
  route(c.operatorReverse, ({ session, params, body, req }) =>
    s.operator.reverse(session, params.id, body.reason, auditOrigin(req)),
  );
  route(c.operatorSharedClaims, ({ session, params }) => s.operator.sharedClaims(session, params.id));
}
