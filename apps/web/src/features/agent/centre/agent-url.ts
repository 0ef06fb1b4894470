import { navigateTo } from '../../../shared/router/app-navigator';
import type { AgentPageId } from './agent-pages';

/**
 * The open agent-centre page lives in the address as `?ac=<pageId>` (like the member centre's `?mc=`),
 * so reload and back/forward keep or close it. `acPath` is the team-management drill-down (member ids
 * from the agent down, comma separated) so a breadcrumb survives reload too.
 */
export const AGENT_CENTRE_PARAM = 'ac';
const PAGE_PARAMS = ['acPath'];

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
