import { agentBackofficeContract as b, agentTeamContract as c, agentReportsContract as r } from '@app/contracts';
import type { Route } from '../../platform/http/route.js';
import type { AgentTeam } from './team.wiring.js';

/** The agent team endpoints (team management, register centre, invites, overview, /join) and their operator side. */
export function registerTeamRoutes(route: Route, t: AgentTeam) {
  route(c.myTerms, ({ session }) => t.team.myTerms(session));
  route(c.downlines, ({ session, query }) => t.team.downlines(session, query));
  route(c.downline, ({ session, params }) => t.team.downline(session, params.id));
  route(c.setDownlineTerms, ({ session, params, body }) => t.team.setDownlineTerms(session, params.id, body.terms));
  route(c.createDownline, ({ session, body }) => t.registerCentre.createDownline(session, body));
  route(c.invites, ({ session }) => t.invites.list(session));
  route(c.createInvite, ({ session, body }) => t.invites.create(session, body));
  route(c.disableInvite, ({ session, params }) => t.invites.disable(session, params.id));
  route(c.overview, ({ session, query }) => t.overview.overview(session, query));
  route(c.bets, ({ session, query }) => t.overview.bets(session, query));
  route(c.transactions, ({ session, query }) => t.overview.transactions(session, query));
  route(c.apply, ({ session, body }) => t.join.apply(session, body));
  route(c.myApplication, ({ session }) => t.join.mine(session));
  route(c.operatorApplications, ({ session, query }) => t.join.list(session, query));
  route(c.operatorDecideApplication, ({ session, params, body, req }) => t.join.decide(session, params.id, body, req));
  route(c.operatorMove, ({ session, params, body, req }) => t.operator.move(session, params.id, body.uplineId, req));
  route(c.operatorSetTerms, ({ session, params, body, req }) =>
    t.operator.setTerms(session, params.id, body.terms, req),
  );
  route(r.pnl, ({ session, query }) => t.pnl.list(session, query));
  route(r.announcements, ({ session, query }) => t.announcements.list(session, query));
  route(r.postAnnouncement, ({ session, body }) => t.announcements.post(session, body));
  route(r.deleteAnnouncement, ({ session, params }) => t.announcements.remove(session, params.id));
  route(r.operatorPostAnnouncement, ({ session, body, req }) => t.announcements.postAsPlatform(session, body, req));
  route(r.myDomains, ({ session }) => t.domains.mine(session));
  route(b.domains, ({ session, params }) => t.domains.of(session, params.id));
  route(r.operatorSetDomains, ({ session, params, body, req }) => t.domains.set(session, params.id, body.domains, req));
}
