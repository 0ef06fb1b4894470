import type { Eligibility } from '@app/contracts';
import type { Queryable } from '../../platform/db/connect.js';
import { memberLabelCodes } from '../labels/index.js';

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
  /** The member's VIP rank (modules/vip; 0 = none). */
  vipRank?: number;
  /** Codes of the member's labels (modules/labels). */
  labels: ReadonlySet<string>;
}

export async function memberFacts(q: Queryable, memberId: number): Promise<MemberFacts | undefined> {
  const [m] = await q<{ type: number; created_at: Date; deposits: number; vip_rank: number }[]>`SELECT m.type,
      m.created_at,
      (SELECT count(*)::int FROM deposits d WHERE d.member_id = m.id AND d.status = 'succeeded') AS deposits,
      coalesce((SELECT v.rank FROM vip_members v WHERE v.member_id = m.id), 0) AS vip_rank
    FROM members m WHERE m.id = ${memberId}`;
  if (!m) return undefined;
  const team = await q<{ ancestor_id: number }[]>`SELECT ancestor_id FROM agent_team WHERE descendant_id = ${memberId}`;
  const labels = await memberLabelCodes(q, memberId);
  return {
    memberId,
    type: m.type,
    createdAt: m.created_at,
    deposits: m.deposits,
    teamAncestors: new Set(team.map((r) => r.ancestor_id)),
    vipRank: m.vip_rank,
    labels: new Set(labels),
  };
}

export type IneligibleReason = 'trial' | 'not_new' | 'vip' | 'labels' | 'team' | 'deposit';

/**
 * Whether a member meets a promotion's eligibility now, and why not. `depositsBefore` (deposit bonuses):
 * credited deposits before the one being rewarded. VIP levels: the member's current
 * rank (vip_members, 0 = none) is one listed. Member labels: holding any one listed.
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
  // VIP levels: the member's current rank is one of those listed (rank 0 = no VIP level).
  if (e.vipLevels && e.vipLevels.length > 0 && !e.vipLevels.includes(f.vipRank ?? 0)) return 'vip';
  if (e.memberLabels && e.memberLabels.length > 0 && !e.memberLabels.some((c) => f.labels.has(c))) return 'labels';
  if (e.agentRoots && e.agentRoots.length > 0 && !e.agentRoots.some((id) => f.teamAncestors.has(id))) return 'team';
  if (e.deposit === 'first' && depositsBefore > 0) return 'deposit';
  if (e.deposit === 'reload' && depositsBefore === 0) return 'deposit';
  return null;
}
