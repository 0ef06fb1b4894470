import type { CentrePageLoader } from '../../../shared/ui/centre-shell';

/** Every page of the agent centre, in the side menu's order (spec §2 "Agent centre", entries 1–12). */
export const AGENT_PAGE_IDS = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;

export type AgentPageId = (typeof AGENT_PAGE_IDS)[number];

/** The page shown when the centre opens without a (valid, visible) page (spec §2). */
export const DEFAULT_AGENT_PAGE: AgentPageId = 'agentTeamOverview';

/** The pages plugged into the overlay, one per id: each a dynamic import, so each page is its own chunk. */
export type AgentPages = Readonly<Record<AgentPageId, CentrePageLoader>>;

export function isAgentPageId(value: string | null): value is AgentPageId {
  return value !== null && (AGENT_PAGE_IDS as readonly string[]).includes(value);
}

/** The consolidated settings (spec §3) whose info flags switch entries 9–12 on (1 on, 0 off). */
export interface AgentFlags {
  divtypeinfo: number;
  dailysalinfotype: number;
  contractmrdailysalinfotype: number;
  contracthoursalinfo: number;
  realtimesalinfotype: number;
}

/**
 * Entries 9–12 show only when the site's info flag for that kind is on (spec §2, §3; the request-type
 * flags say whether new contracts of a kind are offered, the info flags whether its records page shows,
 * as published in /work/notes/agent-contracts-api.md). Daily wages: either daily info flag. Until the
 * settings are known those entries stay hidden rather than flash.
 */
export function visibleAgentPages(flags: AgentFlags | undefined): AgentPageId[] {
  const on = (v: number | undefined) => (v ?? 0) > 0;
  const gated: Partial<Record<AgentPageId, boolean>> = {
    agentDividendRecordCopy2: on(flags?.divtypeinfo),
    agentDailyWages2: on(flags?.dailysalinfotype) || on(flags?.contractmrdailysalinfotype),
    agentHourSalary: on(flags?.contracthoursalinfo),
    agentRealtimeSalary: on(flags?.realtimesalinfotype),
  };
  return AGENT_PAGE_IDS.filter((id) => gated[id] ?? true);
}

/** The page to show for an address value: a visible page, else the default. */
export function resolveAgentPage(raw: string | null, visible: readonly AgentPageId[]): AgentPageId {
  return isAgentPageId(raw) && visible.includes(raw) ? raw : DEFAULT_AGENT_PAGE;
}
