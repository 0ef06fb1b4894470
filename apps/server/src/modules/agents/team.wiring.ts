import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { createAnnouncementsService } from './announcements.service.js';
import { createDomainsService } from './domains.service.js';
import { createInvitesService } from './invites.service.js';
import { createJoinService } from './join.service.js';
import { createOverviewService } from './overview.service.js';
import { createPnlService } from './pnl.service.js';
import { createRegisterCentre } from './register-centre.service.js';
import { createTeamOperatorService } from './team.operator.js';
import { createTeamService } from './team.service.js';

/**
 * The agent team's part of the composition root (issue 15): team management, register centre, invites,
 * overview and details, user P&L, announcements, agent domains, the /join application and the operator's
 * tree actions.
 */
export function buildAgentTeam(deps: { db: Db; clock: Clock; timezone: string }) {
  return {
    team: createTeamService(deps),
    registerCentre: createRegisterCentre(deps),
    invites: createInvitesService(deps),
    overview: createOverviewService(deps),
    join: createJoinService(deps),
    operator: createTeamOperatorService(deps),
    pnl: createPnlService(deps),
    announcements: createAnnouncementsService(deps),
    domains: createDomainsService(deps),
  };
}
export type AgentTeam = ReturnType<typeof buildAgentTeam>;
