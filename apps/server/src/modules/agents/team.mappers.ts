import { type AgentTerms, type Downline, isAgentType } from '@app/contracts';
import type { DownlineRow } from './team.repository.js';

/** A team row as the agent centre shows it. */
export const toDownline = (r: DownlineRow): Downline => ({
  id: r.id,
  account: r.account,
  kind: isAgentType(r.type) ? 'agent' : 'member',
  type: r.type,
  status: r.status,
  depth: r.depth,
  directCount: r.direct_count,
  teamSize: r.team_size,
  balance: r.balance,
  terms: (r.terms ?? {}) as AgentTerms,
  createdAt: r.created_at.toISOString(),
  lastLoginAt: r.last_login_at?.toISOString() ?? null,
});
