import type { AgentTerms } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { auditOrigin, operatorActor, requireOperator, writeAudit } from '../operators/index.js';
import { pathToTop } from './team.repository.js';
import { assertWithinUpline, readTerms, writeTerms } from './team.terms.js';

const isCycle = (err: unknown) =>
  typeof err === 'object' && err !== null && 'constraint_name' in err && err.constraint_name === 'agent_team_no_cycle';

/** Operator actions on the tree: move a member with its whole team, and set an agent's terms. Both audited. */
export function createTeamOperatorService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function move(session: SessionPrincipal | null, id: number, uplineId: number | null, req?: FastifyRequest) {
    const op = requireOperator(session);
    await db
      .begin(async (tx) => {
        const [m] = await tx<{ upline_id: number | null }[]>`SELECT upline_id FROM members WHERE id = ${id} FOR UPDATE`;
        if (!m) throw notFound('No such member');
        if (uplineId !== null) {
          const [own] = await tx`SELECT 1 FROM agent_team WHERE ancestor_id = ${id} AND descendant_id = ${uplineId}`;
          if (own) throw new AppError('agent_move_cycle', 422, 'An account cannot be moved under its own team');
          const [u] = await tx`SELECT 1 FROM members WHERE id = ${uplineId} AND type IN (1, 2, 41, 42)`;
          if (!u) throw new AppError('agent_only', 422, 'The new upline must be an agent');
          // The moved member's terms must still fit under its new upline.
          assertWithinUpline(await readTerms(tx, id), await readTerms(tx, uplineId));
        }
        // The closure table follows in the same statement (trigger agent_team_move); a cycle raises.
        await tx`UPDATE members SET upline_id = ${uplineId} WHERE id = ${id}`;
        await writeAudit(tx, {
          at: clock.now(),
          actor: operatorActor(op),
          action: 'agent.move',
          subject: `member:${id}`,
          before: { uplineId: m.upline_id },
          after: { uplineId },
          ...(req ? auditOrigin(req) : {}),
        });
      })
      .catch((err: unknown) => {
        if (isCycle(err)) throw new AppError('agent_move_cycle', 422, 'An account cannot be moved under its own team');
        throw err;
      });
    return { id, uplineId, path: await pathToTop(db, id) };
  }

  async function setTerms(session: SessionPrincipal | null, id: number, terms: AgentTerms, req?: FastifyRequest) {
    const op = requireOperator(session);
    await db.begin(async (tx) => {
      const [m] = await tx<{ upline_id: number | null }[]>`SELECT upline_id FROM members WHERE id = ${id} FOR UPDATE`;
      if (!m) throw notFound('No such member');
      if (m.upline_id) assertWithinUpline(terms, await readTerms(tx, m.upline_id));
      const before = await readTerms(tx, id);
      await writeTerms(tx, id, terms, operatorActor(op), clock.now());
      await writeAudit(tx, {
        at: clock.now(),
        actor: operatorActor(op),
        action: 'agent.terms',
        subject: `member:${id}`,
        before,
        after: terms,
        ...(req ? auditOrigin(req) : {}),
      });
    });
    const [row] = await db<{ account: string; upline: string | null }[]>`SELECT m.account, u.account AS upline
      FROM members m LEFT JOIN members u ON u.id = m.upline_id WHERE m.id = ${id}`;
    return { account: row!.account, terms: await readTerms(db, id), upline: row!.upline };
  }

  return { move, setTerms };
}
export type TeamOperatorService = ReturnType<typeof createTeamOperatorService>;
