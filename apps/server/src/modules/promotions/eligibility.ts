import type { Eligibility } from '@app/contracts';
import type { Queryable } from '../../platform/db/connect.js';

/** What eligibility looks at, read once per request. */
export interface MemberFacts {
  memberId: number;
  /** Member type (spec §6); 4 = trial, which no promotion pays. */
  type: number;
  createdAt: Date;
  /** Credited deposits so far. */
  deposits: number;
  /** Every ancestor in the agent team tree (agents' closure table), the member included. */
  teamAncestors: ReadonlySet<number>;
}

export async function memberFacts(q: Queryable, memberId: number): Promise<MemberFacts | undefined> {
  const [m] = await q<{ type: number; created_at: Date; deposits: number }[]>`SELECT m.type, m.created_at,
      (SELECT count(*)::int FROM deposits d WHERE d.member_id = m.id AND d.status = 'succeeded') AS deposits
    FROM members m WHERE m.id = ${memberId}`;
  if (!m) return undefined;
  const team = await q<{ ancestor_id: number }[]>`SELECT ancestor_id FROM agent_team WHERE descendant_id = ${memberId}`;
  return {
    memberId,
    type: m.type,
    createdAt: m.created_at,
    deposits: m.deposits,
    teamAncestors: new Set(team.map((r) => r.ancestor_id)),
  };
}

export type IneligibleReason = 'trial' | 'not_new' | 'vip' | 'labels' | 'team' | 'deposit';

/**
 * Whether a member meets a promotion's eligibility now, and why not. `depositsBefore` (deposit bonuses):
 * credited deposits before the one being rewarded. VIP levels and member labels do not exist yet (issue 17):
 * a promotion that asks for any admits nobody rather than everybody.
 */
export function checkEligibility(
  e: Eligibility,
  f: MemberFacts,
  now: Date,
  depositsBefore: number = f.deposits,
): IneligibleReason | null {
  if (f.type === 4) return 'trial';
  if (e.newPlayersDays !== undefined && now.getTime() - f.createdAt.getTime() > e.newPlayersDays * 86_400_000) {
    return 'not_new';
  }
  if (e.vipLevels && e.vipLevels.length > 0) return 'vip';
  if (e.memberLabels && e.memberLabels.length > 0) return 'labels';
  if (e.agentRoots && e.agentRoots.length > 0 && !e.agentRoots.some((id) => f.teamAncestors.has(id))) return 'team';
  if (e.deposit === 'first' && depositsBefore > 0) return 'deposit';
  if (e.deposit === 'reload' && depositsBefore === 0) return 'deposit';
  return null;
}
