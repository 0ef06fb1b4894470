import type { AgentTerms, Downline, DownlineList } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { writeAudit } from '../operators/index.js';
import { requireAgent } from './team.guard.js';
import { toDownline } from './team.mappers.js';
import { assertInTeam, findDownline, listDownlines, notInTeam, pathFromAgent } from './team.repository.js';
import { assertWithinUpline, readTerms, writeTerms } from './team.terms.js';

/** Team management: the agent's own terms, its downlines level by level with the breadcrumb, and their terms. */
export function createTeamService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function myTerms(session: SessionPrincipal | null) {
    const s = requireAgent(session);
    const [me] = await db<{ upline: string | null }[]>`SELECT u.account AS upline FROM members m
      LEFT JOIN members u ON u.id = m.upline_id WHERE m.id = ${s.memberId}`;
    return { account: s.account, terms: await readTerms(db, s.memberId), upline: me?.upline ?? null };
  }

  async function downlines(
    session: SessionPrincipal | null,
    q: { parentId?: number; search?: string; page?: number; pageSize?: number },
  ): Promise<DownlineList> {
    const s = requireAgent(session);
    const parentId = q.parentId ?? s.memberId;
    if (parentId !== s.memberId) await assertInTeam(db, s.memberId, parentId);
    const page = q.page ?? 1;
    const pageSize = q.pageSize ?? 20;
    const search = q.search?.trim() || undefined;
    const [path, list] = await Promise.all([
      pathFromAgent(db, s.memberId, parentId),
      listDownlines(db, { agentId: s.memberId, parentId, search, limit: pageSize, offset: (page - 1) * pageSize }),
    ]);
    return { path, items: list.rows.map(toDownline), total: list.total, page, pageSize };
  }

  async function downline(session: SessionPrincipal | null, id: number) {
    const s = requireAgent(session);
    await assertInTeam(db, s.memberId, id);
    const [member, path] = await Promise.all([findDownline(db, s.memberId, id), pathFromAgent(db, s.memberId, id)]);
    return { member: toDownline(member), path };
  }

  /** A direct downline's terms, never above the agent's own; audited. */
  async function setDownlineTerms(session: SessionPrincipal | null, id: number, terms: AgentTerms): Promise<Downline> {
    const s = requireAgent(session);
    const depth = await assertInTeam(db, s.memberId, id);
    if (depth !== 1) throw notInTeam();
    assertWithinUpline(terms, await readTerms(db, s.memberId));
    await db.begin(async (tx) => {
      // The upline's row locks first, so a concurrent lowering of its own terms cannot slip between check and write.
      await tx`SELECT 1 FROM members WHERE id = ${s.memberId} FOR UPDATE`;
      assertWithinUpline(terms, await readTerms(tx, s.memberId));
      const before = await readTerms(tx, id);
      await writeTerms(tx, id, terms, `member:${s.memberId}`, clock.now());
      await writeAudit(tx, {
        at: clock.now(),
        actor: `member:${s.memberId}`,
        action: 'agent.terms',
        subject: `member:${id}`,
        before,
        after: terms,
      });
    });
    return toDownline(await findDownline(db, s.memberId, id));
  }

  return { myTerms, downlines, downline, setDownlineTerms };
}
export type TeamService = ReturnType<typeof createTeamService>;
