import { raffleContract as c } from '@app/contracts';
import { businessRule, unauthorized } from '../../../platform/http/app-error.js';
import type { Route, SessionPrincipal } from '../../../platform/http/route.js';
import { auditOrigin } from '../../operators/index.js';
import type { RaffleOperator } from './raffle.operator.js';
import type { Raffle } from './raffle.service.js';

/** A member with real money: trial accounts (play money) take no part in promotions. */
function memberOf(session: SessionPrincipal | null): number {
  if (!session?.memberId) throw unauthorized();
  if (session.roles.includes('trial'))
    throw businessRule('promotion_not_eligible', 'Trial accounts cannot join promotions', { reason: 'trial' });
  return session.memberId;
}

/** The lucky wheel's endpoints (spec §7 "raffle promotion (POST)" is the spin). */
export function registerRaffleRoutes(route: Route, raffle: Raffle, operator: RaffleOperator): void {
  route(c.state, ({ params, query, session }) => raffle.state(memberOf(session), params.id, query.language));
  route(c.spin, ({ params, query, body, session }) =>
    raffle.spin(memberOf(session), params.id, body.idempotencyKey, query.language),
  );
  route(c.spins, ({ params, query, session }) => raffle.spins(memberOf(session), params.id, query));
  route(c.clientSeed, ({ body, session }) => raffle.setClientSeed(memberOf(session), body.clientSeed));
  route(c.operatorPrizes, ({ params, session }) => operator.prizes(session, params.id));
  route(c.operatorSetPrizes, ({ params, body, session, req }) =>
    operator.setPrizes(session, params.id, body.prizes, auditOrigin(req)),
  );
}
