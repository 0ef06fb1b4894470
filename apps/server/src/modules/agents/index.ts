// What other modules may use of the agents module (issue 15). The team helper's part; the contracts helper adds its own lines.
export { applyInvite, inviteLink } from './invites.service.js';
// The rollup's zone check, for readers outside agents (the back office dashboard, issue 19).
export { rollupZoneReady } from './member-day.zone.js';
export { requireAgent } from './team.guard.js';
export { assertInTeam, pathFromAgent, pathToTop } from './team.repository.js';
export { registerTeamRoutes } from './team.routes.js';
export { seedAgentTeam } from './team.seed.js';
export { assertWithinUpline, readTerms, writeTerms } from './team.terms.js';
export { type AgentTeam, buildAgentTeam } from './team.wiring.js';
