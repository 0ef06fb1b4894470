import { responsibleGamingContract as c } from '@app/contracts';
import type { Route } from '../../platform/http/route.js';
import { requireTrueAccount } from '../accounts/index.js';
import { auditOrigin, operatorActor, requireOperator } from '../operators/index.js';
import type { RgService } from './rg.service.js';

/** Safer-gambling endpoints of the member (own state only) and of the operator (any member, audited). */
export function registerRgRoutes(route: Route, rg: RgService): void {
  const member = (session: Parameters<typeof requireTrueAccount>[0]) => requireTrueAccount(session).memberId;
  route(c.state, ({ session }) => rg.state(member(session)));
  route(c.setLimits, ({ session, body, req }) => rg.setLimits(member(session), body.limits, auditOrigin(req)));
  route(c.skipOffer, ({ session }) => rg.skipOffer(member(session)));
  route(c.setRealityCheck, ({ session, body, req }) => rg.setReality(member(session), body.seconds, auditOrigin(req)));
  route(c.session, ({ session }) => rg.session(member(session)));
  route(c.acknowledge, ({ session }) => rg.acknowledge(member(session)));
  route(c.exclude, ({ session, body, req }) => rg.exclude(member(session), body, auditOrigin(req)));
  route(c.history, async ({ session }) => ({ items: await rg.history(member(session)) }));
  route(c.operatorMember, async ({ session, params }) => {
    requireOperator(session);
    return { state: await rg.state(params.id), history: await rg.history(params.id) };
  });
  route(c.operatorLift, async ({ session, params, body, req }) => {
    const op = requireOperator(session);
    await rg.lift(params.id, operatorActor(op), body.reason, auditOrigin(req));
    return { state: await rg.state(params.id), history: await rg.history(params.id) };
  });
}
