import type { ComponentType } from 'react';

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

/** One page plugged into the overlay; `load` is a dynamic import so each page is its own chunk. */
export interface AgentPageEntry {
  id: AgentPageId;
  load: () => Promise<{ default: ComponentType }>;
}

export function isAgentPageId(value: string | null): value is AgentPageId {
  return value !== null && (AGENT_PAGE_IDS as readonly string[]).includes(value);
}

/** The consolidated settings (spec §3) that switch entries 9–12 on. */
export interface AgentFlags {
  divtypereq: number;
  dailysalreqtype: number;
  contracthoursalreq: number;
  realtimesalreqtype: number;
}

/**
 * Entries 9–12 show only when the site offers that contract kind (spec §2, §3: a request type above 0
 * means the kind is offered). Until the settings are known those entries stay hidden rather than flash.
 */
export function visibleAgentPages(flags: AgentFlags | undefined): AgentPageId[] {
  const gated: Partial<Record<AgentPageId, number>> = {
    agentDividendRecordCopy2: flags?.divtypereq ?? 0,
    agentDailyWages2: flags?.dailysalreqtype ?? 0,
    agentHourSalary: flags?.contracthoursalreq ?? 0,
    agentRealtimeSalary: flags?.realtimesalreqtype ?? 0,
  };
  return AGENT_PAGE_IDS.filter((id) => {
    const flag = gated[id];
    return flag === undefined || flag > 0;
  });
}

/** The page to show for an address value: a visible page, else the default. */
export function resolveAgentPage(raw: string | null, visible: readonly AgentPageId[]): AgentPageId {
  return isAgentPageId(raw) && visible.includes(raw) ? raw : DEFAULT_AGENT_PAGE;
}
