import type { AgentAnnouncement } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { auditOrigin, operatorActor, requireOperator, writeAudit } from '../operators/index.js';
import { requireAgent } from './team.guard.js';

interface Row {
  id: number;
  author_id: number | null;
  author: string | null;
  title: string;
  body: string;
  created_at: Date;
}

const toAnnouncement = (r: Row, callerId: number | null): AgentAnnouncement => ({
  id: Number(r.id),
  title: r.title,
  body: r.body,
  author: r.author,
  mine: callerId !== null && r.author_id !== null && Number(r.author_id) === callerId,
  createdAt: r.created_at.toISOString(),
});

const notFound = () => new AppError('agent_announcement_not_found', 404, 'No such announcement');

/**
 * The agent centre's announcements: the platform's (operator) to every agent, and each agent's to its team.
 * An agent reads the platform's, its own and those of every agent above it, never a sibling's or a downline's.
 */
export function createAnnouncementsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function list(session: SessionPrincipal | null, q: { page?: number; pageSize?: number }) {
    const s = requireAgent(session);
    const page = q.page ?? 1;
    const pageSize = q.pageSize ?? 20;
    // Authors the caller may read: itself and its uplines at any depth (its path to the top), and the platform.
    const rows = await db<(Row & { total: number })[]>`
      WITH authors AS (SELECT ancestor_id AS id FROM agent_team WHERE descendant_id = ${s.memberId}),
      seen AS (
        SELECT a.* FROM agent_announcements a
         WHERE a.deleted_at IS NULL AND (a.author_id IS NULL OR a.author_id IN (SELECT id FROM authors))
      )
      SELECT seen.id, seen.author_id, m.account AS author, seen.title, seen.body, seen.created_at,
             count(*) OVER ()::int AS total
        FROM seen LEFT JOIN members m ON m.id = seen.author_id
       ORDER BY seen.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && page > 1) {
      const [c] = await db<{ n: number }[]>`
        SELECT count(*)::int AS n FROM agent_announcements
         WHERE deleted_at IS NULL AND (author_id IS NULL OR author_id IN
               (SELECT ancestor_id FROM agent_team WHERE descendant_id = ${s.memberId}))`;
      total = c?.n ?? 0;
    }
    return { items: rows.map((r) => toAnnouncement(r, s.memberId)), total, page, pageSize };
  }

  async function post(session: SessionPrincipal | null, input: { title: string; body: string }) {
    const s = requireAgent(session);
    const [row] = await db<Row[]>`
      INSERT INTO agent_announcements (author_id, title, body, created_at)
      VALUES (${s.memberId}, ${input.title}, ${input.body}, ${clock.now()})
      RETURNING id, author_id, (SELECT account FROM members WHERE id = ${s.memberId}) AS author, title, body, created_at`;
    return toAnnouncement(row!, s.memberId);
  }

  /** Only the author withdraws its own (any other id, seen or not, is 404). */
  async function remove(session: SessionPrincipal | null, id: number) {
    const s = requireAgent(session);
    const [row] = await db<Row[]>`
      UPDATE agent_announcements SET deleted_at = ${clock.now()}
       WHERE id = ${id} AND author_id = ${s.memberId} AND deleted_at IS NULL
      RETURNING id, author_id, (SELECT account FROM members WHERE id = ${s.memberId}) AS author, title, body, created_at`;
    if (!row) throw notFound();
    return toAnnouncement(row, s.memberId);
  }

  async function postAsPlatform(
    session: SessionPrincipal | null,
    input: { title: string; body: string },
    req?: FastifyRequest,
  ) {
    const op = requireOperator(session);
    const row = await db.begin(async (tx) => {
      const [r] = await tx<Row[]>`
        INSERT INTO agent_announcements (author_id, title, body, created_at)
        VALUES (NULL, ${input.title}, ${input.body}, ${clock.now()})
        RETURNING id, author_id, NULL::text AS author, title, body, created_at`;
      await writeAudit(tx, {
        at: clock.now(),
        actor: operatorActor(op),
        action: 'agent.announcement',
        subject: `agent_announcement:${r!.id}`,
        after: input,
        ...(req ? auditOrigin(req) : {}),
      });
      return r!;
    });
    return toAnnouncement(row as Row, null);
  }

  return { list, post, remove, postAsPlatform };
}
export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
