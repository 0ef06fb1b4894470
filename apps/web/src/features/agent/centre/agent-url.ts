import { navigateTo } from '../../../shared/router/app-navigator';
import type { AgentPageId } from './agent-pages';

/**
 * The open agent-centre page lives in the address as `?ac=<pageId>` (like the member centre's `?mc=`),
 * so reload and back/forward keep or close it. `acPath` is the team-management drill-down level (the
 * member whose downlines are listed; the server answers its path for the breadcrumb), so it survives reload.
 */
export const AGENT_CENTRE_PARAM = 'ac';
/** Team management's level: the member whose direct downlines are listed (absent: the agent's own). */
export const DRILL_PARAM = 'acPath';
const PAGE_PARAMS = [DRILL_PARAM];

/** `current` (an absolute address) with the agent centre at `page` (closed when null), other parameters kept. */
export function agentCentreHref(current: string, page: AgentPageId | null, extra: Record<string, string> = {}): string {
  const url = new URL(current);
  url.searchParams.delete(AGENT_CENTRE_PARAM);
  for (const p of PAGE_PARAMS) url.searchParams.delete(p);
  if (page) url.searchParams.set(AGENT_CENTRE_PARAM, page);
  for (const [k, v] of Object.entries(extra)) url.searchParams.set(k, v);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Opens the agent centre at `page` (default page when absent): a new history entry, so back closes it. */
export function openAgentCentre(page: AgentPageId = 'agentTeamOverview', extra?: Record<string, string>): void {
  navigateTo(agentCentreHref(window.location.href, page, extra));
}

export function closeAgentCentre(): void {
  navigateTo(agentCentreHref(window.location.href, null));
}
