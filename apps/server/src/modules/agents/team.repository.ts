import type { Queryable } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';

/** 404 for any member not below the agent: another agent's downline, the upline or a sibling look alike. */
export const notInTeam = () => new AppError('agent_not_in_team', 404, 'This account is not in your team');

/**
 * The one authorisation of every agent endpoint that names a member: the member must be in the agent's team
 * (a descendant at any depth; the agent itself only with allowSelf). Answers the member's depth below the agent.
 */
export async function assertInTeam(
  db: Queryable,
  agentId: number,
  memberId: number,
  opts: { allowSelf?: boolean } = {},
): Promise<number> {
  const [row] = await db<{ depth: number }[]>`SELECT depth FROM agent_team
    WHERE ancestor_id = ${agentId} AND descendant_id = ${memberId}`;
  if (!row || (row.depth === 0 && !opts.allowSelf)) throw notInTeam();
  return row.depth;
}

export interface PathStep {
  id: number;
  account: string;
  depth: number;
}

/** The breadcrumb from the agent (depth 0) down to the member (inclusive), one indexed read. */
export async function pathFromAgent(db: Queryable, agentId: number, memberId: number): Promise<PathStep[]> {
  const top = await db<{ depth: number }[]>`SELECT depth FROM agent_team
    WHERE ancestor_id = ${agentId} AND descendant_id = ${memberId}`;
  if (!top[0]) throw notInTeam();
  const rows = await db<PathStep[]>`SELECT m.id::int AS id, m.account, (${top[0].depth} - t.depth)::int AS depth
    FROM agent_team t JOIN members m ON m.id = t.ancestor_id
    WHERE t.descendant_id = ${memberId} AND t.depth <= ${top[0].depth}
    ORDER BY t.depth DESC`;
  return [...rows];
}

/** Everyone above the member, nearest first (the path to the top). */
export async function pathToTop(db: Queryable, memberId: number): Promise<PathStep[]> {
  const rows = await db<PathStep[]>`SELECT t.ancestor_id::int AS id, m.account, t.depth
    FROM agent_team t JOIN members m ON m.id = t.ancestor_id
    WHERE t.descendant_id = ${memberId} AND t.depth > 0 ORDER BY t.depth`;
  return [...rows];
}

export interface DownlineRow {
  id: number;
  account: string;
  type: number;
  status: string;
  depth: number;
  direct_count: number;
  team_size: number;
  balance: number;
  terms: Record<string, number> | null;
  created_at: Date;
  last_login_at: Date | null;
}

const downlineColumns = (db: Queryable, agentId: number) => db`
  m.id::int AS id, m.account, m.type, m.status,
  (SELECT depth FROM agent_team WHERE ancestor_id = ${agentId} AND descendant_id = m.id)::int AS depth,
  (SELECT count(*) FROM members d WHERE d.upline_id = m.id)::int AS direct_count,
  (SELECT count(*) - 1 FROM agent_team s WHERE s.ancestor_id = m.id)::int AS team_size,
  COALESCE((SELECT sum(a.posted - a.pending_debits) FROM ledger_accounts a
    WHERE a.owner_member_id = m.id AND a.kind = 'cash'), 0)::bigint AS balance,
  (SELECT terms FROM agent_terms WHERE member_id = m.id) AS terms,
  m.created_at, m.last_login_at`;

/** Direct downlines of a member (one level), or accounts starting with `search` in the agent's whole team; paged. */
export async function listDownlines(
  db: Queryable,
  p: { agentId: number; parentId: number; search?: string; limit: number; offset: number },
): Promise<{ rows: DownlineRow[]; total: number }> {
  if (p.search) {
    // Accounts starting with the text (case-insensitive): a range of the members_account_ci index, then the
    // closure table's primary key for "in the team", so the cost does not grow with the size of the team.
    const prefix = p.search.toLowerCase();
    const like = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const where = db`FROM members m JOIN agent_team t ON t.ancestor_id = ${p.agentId} AND t.descendant_id = m.id
      WHERE lower(m.account) >= ${prefix} AND lower(m.account) < ${`${prefix}\u{10FFFF}`}
        AND lower(m.account) LIKE ${like} AND t.depth > 0`;
    const [count] = await db<{ n: number }[]>`SELECT count(*)::int AS n ${where}`;
    const rows = await db<DownlineRow[]>`SELECT ${downlineColumns(db, p.agentId)} ${where}
      ORDER BY t.depth, m.account LIMIT ${p.limit} OFFSET ${p.offset}`;
    return { rows: [...rows], total: count?.n ?? 0 };
  }
  const [count] = await db<{ n: number }[]>`SELECT count(*)::int AS n FROM members WHERE upline_id = ${p.parentId}`;
  const rows = await db<DownlineRow[]>`SELECT ${downlineColumns(db, p.agentId)} FROM members m
    WHERE m.upline_id = ${p.parentId} ORDER BY m.account LIMIT ${p.limit} OFFSET ${p.offset}`;
  return { rows: [...rows], total: count?.n ?? 0 };
}

export async function findDownline(db: Queryable, agentId: number, memberId: number): Promise<DownlineRow> {
  const [row] = await db<DownlineRow[]>`SELECT ${downlineColumns(db, agentId)} FROM members m WHERE m.id = ${memberId}`;
  if (!row) throw notInTeam();
  return row;
}
