import type { ContractsView, DownlineList } from '@app/contracts';
import type { Db, Queryable } from '../../platform/db/connect.js';
import { notFound } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { requireOperator } from '../operators/index.js';
import { toDownline } from './team.mappers.js';
import { type DownlineRow, pathToTop } from './team.repository.js';

/**
 * A member as the agent centre lists it (team.repository's downline columns), except that depth counts from
 * the top of the tree (the operator sees the whole site, not one agent's team).
 */
const columns = (db: Queryable) => db`
  m.id::int AS id, m.account, m.type, m.status,
  (SELECT count(*) - 1 FROM agent_team a WHERE a.descendant_id = m.id)::int AS depth,
  (SELECT count(*) FROM members d WHERE d.upline_id = m.id)::int AS direct_count,
  (SELECT count(*) - 1 FROM agent_team s WHERE s.ancestor_id = m.id)::int AS team_size,
  COALESCE((SELECT sum(a.posted - a.pending_debits) FROM ledger_accounts a
    WHERE a.owner_member_id = m.id AND a.kind = 'cash'), 0)::bigint AS balance,
  (SELECT terms FROM agent_terms WHERE member_id = m.id) AS terms,
  m.created_at, m.last_login_at`;

/**
 * The back office's read side of the agent tree: top agents, one member's direct downlines with the path from
 * its top agent, or an account search over the whole site. Moves and terms stay in team.operator.ts.
 */
export function createTreeOperatorService(deps: { db: Db; contractsOf: (memberId: number) => Promise<ContractsView> }) {
  const { db } = deps;

  async function tree(
    session: SessionPrincipal | null,
    q: { parentId?: number; search?: string; page?: number; pageSize?: number },
  ): Promise<DownlineList> {
    requireOperator(session);
    const page = q.page ?? 1;
    const pageSize = q.pageSize ?? 20;
    const offset = (page - 1) * pageSize;
    const search = q.search?.trim().toLowerCase();
    if (search) {
      // A range of the members_account_ci index (accounts starting with the text), as the agent centre's search.
      const like = `${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const where = db`FROM members m WHERE lower(m.account) >= ${search}
        AND lower(m.account) < ${`${search}\u{10FFFF}`} AND lower(m.account) LIKE ${like}`;
      const [count] = await db<{ n: number }[]>`SELECT count(*)::int AS n ${where}`;
      const rows = await db<DownlineRow[]>`SELECT ${columns(db)} ${where}
        ORDER BY m.account LIMIT ${pageSize} OFFSET ${offset}`;
      return { path: [], items: rows.map(toDownline), total: count?.n ?? 0, page, pageSize };
    }
    if (q.parentId === undefined) {
      const where = db`FROM members m WHERE m.upline_id IS NULL AND m.type IN (1, 2, 41, 42)`;
      const [count] = await db<{ n: number }[]>`SELECT count(*)::int AS n ${where}`;
      const rows = await db<DownlineRow[]>`SELECT ${columns(db)} ${where}
        ORDER BY m.account LIMIT ${pageSize} OFFSET ${offset}`;
      return { path: [], items: rows.map(toDownline), total: count?.n ?? 0, page, pageSize };
    }
    const [parent] = await db<{ id: number; account: string }[]>`
      SELECT id::int AS id, account FROM members WHERE id = ${q.parentId}`;
    if (!parent) throw notFound('No such member');
    const above = (await pathToTop(db, parent.id)).reverse();
    const path = [...above, parent].map((s, depth) => ({ id: s.id, account: s.account, depth }));
    const [count] = await db<{ n: number }[]>`SELECT count(*)::int AS n FROM members WHERE upline_id = ${parent.id}`;
    const rows = await db<DownlineRow[]>`SELECT ${columns(db)} FROM members m
      WHERE m.upline_id = ${parent.id} ORDER BY m.account LIMIT ${pageSize} OFFSET ${offset}`;
    return { path, items: rows.map(toDownline), total: count?.n ?? 0, page, pageSize };
  }

  async function contracts(session: SessionPrincipal | null, id: number): Promise<ContractsView> {
    requireOperator(session);
    const [m] = await db`SELECT 1 FROM members WHERE id = ${id}`;
    if (!m) throw notFound('No such member');
    return deps.contractsOf(id);
  }

  return { tree, contracts };
}
