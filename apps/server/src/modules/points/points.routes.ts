import { pointsContract as c } from '@app/contracts';
import type { Route } from '../../platform/http/route.js';
import { requireTrueAccount } from '../accounts/index.js';
import { auditOrigin } from '../operators/index.js';
import type { PointsOperator } from './points.operator.js';
import type { PointsMember } from './points.service.js';

/** Points and the points mall (contract: points.contract.ts). Member calls need a true (not trial) account. */
export function registerPointsRoutes(route: Route, s: { member: PointsMember; operator: PointsOperator }) {
  const member = (session: Parameters<typeof requireTrueAccount>[0]) => requireTrueAccount(session).memberId;
  route(c.config, () => s.member.config());
  route(c.rewards, ({ query }) => s.member.catalogue(query.language, query.kind));
  route(c.balance, ({ session }) => s.member.balance(member(session)));
  route(c.redeem, ({ session, body, query }) => s.member.redeem(member(session), body, query.language));
  route(c.redemptions, ({ session, query }) => s.member.redemptions(member(session), query));
  route(c.changes, ({ session, query }) => s.member.changes(member(session), query));
  route(c.convert, ({ session, body }) => s.member.convert(member(session), body));
  route(c.operatorRules, ({ session }) => s.operator.rules(session));
  route(c.operatorUpdateRules, ({ session, body, req }) => s.operator.updateRules(session, body, auditOrigin(req)));
  route(c.operatorRewards, ({ session }) => s.operator.rewards(session));
  route(c.operatorCreateReward, ({ session, body, req }) => s.operator.createReward(session, body, auditOrigin(req)));
  route(c.operatorUpdateReward, ({ session, params, body, req }) =>
    s.operator.updateReward(session, params.id, body, auditOrigin(req)),
  );
  route(c.operatorDeleteReward, ({ session, params, req }) =>
    s.operator.deleteReward(session, params.id, auditOrigin(req)),
  );
  route(c.operatorRedemptions, ({ session, query }) => s.operator.redemptions(session, query));
  route(c.operatorGrant, ({ session, body, req }) => s.operator.grant(session, body, auditOrigin(req)));
  route(c.operatorDecide, ({ session, params, body, req }) =>
    s.operator.decide(session, params.id, body, auditOrigin(req)),
  );
}
