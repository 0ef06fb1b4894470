import type { AgentContract, ContractTier } from '@app/contracts';
import type { Queryable } from '../../platform/db/connect.js';
import type { ContractKind, Tier } from './settlement.math.js';

interface ContractRow {
  id: number;
  agent_id: number;
  upline_id: number | null;
  kind: ContractKind;
  tiers: ContractTier[];
  status: AgentContract['status'];
  effective_from: Date | null;
  offered_at: Date;
  decided_at: Date | null;
}

export const toContract = (r: ContractRow): AgentContract => ({
  id: Number(r.id),
  agentId: Number(r.agent_id),
  uplineId: r.upline_id === null ? null : Number(r.upline_id),
  kind: r.kind,
  tiers: r.tiers,
  status: r.status,
  effectiveFrom: r.effective_from?.toISOString() ?? null,
  offeredAt: r.offered_at.toISOString(),
  decidedAt: r.decided_at?.toISOString() ?? null,
});

/** Names of the kinds in agent_terms (the team helper's flat terms). */
export const TERM_KIND: Record<ContractKind, string> = {
  dividend: 'dividend',
  daily: 'dailySalary',
  hourly: 'hourSalary',
  realtime: 'realtimeSalary',
};

export async function listContracts(q: Queryable, agentId: number): Promise<AgentContract[]> {
  const rows = await q<
    ContractRow[]
  >`SELECT * FROM agent_contracts WHERE agent_id = ${agentId} ORDER BY id DESC LIMIT 500`;
  return rows.map(toContract);
}

/**
 * What an agent holds of a kind, as the ceiling of what it may give a downline: its latest accepted contract
 * (in force or upcoming, whichever is newer), else its flat agent_terms rate; null when it holds nothing.
 */
export async function ownTiers(q: Queryable, agentId: number, kind: ContractKind): Promise<Tier[] | null> {
  const [c] = await q<{ tiers: Tier[] }[]>`
    SELECT tiers FROM agent_contracts WHERE agent_id = ${agentId} AND kind = ${kind} AND status = 'accepted'
     ORDER BY effective_from DESC, id DESC LIMIT 1`;
  if (c) return c.tiers;
  const [t] = await q<{ rate: number | null }[]>`
    SELECT (terms ->> ${TERM_KIND[kind]})::int AS rate FROM agent_terms WHERE member_id = ${agentId}`;
  if (t?.rate && t.rate > 0) return [{ minTurnover: 0, minNetLoss: 0, minActive: 0, rateBp: t.rate }];
  return null;
}
