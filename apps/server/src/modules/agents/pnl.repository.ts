import type { Queryable } from '../../platform/db/connect.js';

export interface PnlScope {
  agentId: number;
  /** Only this member (already checked to be in the team). */
  memberId?: number;
  /** Accounts starting with this text (case-insensitive), in the whole team. */
  account?: string;
  /** [from, to] local days, yyyy-MM-dd. */
  from: string;
  to: string;
  limit: number;
  offset: number;
}

export interface PnlDbRow {
  member_id: number | null;
  account: string;
  type: number;
  depth: number;
  deposits: number;
  withdrawals: number;
  turnover: number;
  wins: number;
  bets: number;
  total: number;
  t_deposits: number;
  t_withdrawals: number;
  t_turnover: number;
  t_wins: number;
  t_bets: number;
}

/**
 * Each team member's own figures over [from, to] from the per-member per-day rollup (member_day_stats,
 * migration 0203): members with any money or bet in the range, biggest turnover first, paged, with the
 * totals of all of them on every row (and one row of totals alone when the page is empty).
 */
export async function teamPnl(db: Queryable, s: PnlScope): Promise<PnlDbRow[]> {
  const like = s.account ? `${s.account.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db<PnlDbRow[]>`
    WITH team AS MATERIALIZED (
      SELECT t.descendant_id AS id, t.depth FROM agent_team t
       WHERE t.ancestor_id = ${s.agentId} AND t.depth > 0
         ${s.memberId !== undefined ? db`AND t.descendant_id = ${s.memberId}` : db``}
         ${like ? db`AND t.descendant_id IN (SELECT id FROM members WHERE lower(account) LIKE ${like})` : db``}
    ),
    agg AS MATERIALIZED (
      SELECT x.member_id, team.depth, sum(x.deposits)::bigint AS deposits, sum(x.withdrawals)::bigint AS withdrawals,
             sum(x.turnover)::bigint AS turnover, sum(x.wins)::bigint AS wins, sum(x.bet_count)::bigint AS bets
        FROM member_day_stats x JOIN team ON team.id = x.member_id
       WHERE x.day >= ${s.from}::date AND x.day <= ${s.to}::date
       GROUP BY x.member_id, team.depth
      HAVING sum(x.deposits) <> 0 OR sum(x.withdrawals) <> 0 OR sum(x.turnover) <> 0 OR sum(x.wins) <> 0
    ),
    totals AS (
      SELECT count(*)::int AS total, coalesce(sum(deposits), 0)::bigint AS t_deposits,
             coalesce(sum(withdrawals), 0)::bigint AS t_withdrawals, coalesce(sum(turnover), 0)::bigint AS t_turnover,
             coalesce(sum(wins), 0)::bigint AS t_wins, coalesce(sum(bets), 0)::bigint AS t_bets
        FROM agg
    )
    SELECT x.*, totals.* FROM totals LEFT JOIN LATERAL (
      SELECT agg.member_id::int AS member_id, m.account, m.type, agg.depth, agg.deposits, agg.withdrawals,
             agg.turnover, agg.wins, agg.bets
        FROM agg JOIN members m ON m.id = agg.member_id
       ORDER BY agg.turnover DESC, m.account LIMIT ${s.limit} OFFSET ${s.offset}
    ) x ON true`;
  return [...rows];
}
