import { type AgentTerms, isAgentType, type JoinApplication } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { requireTrueAccount } from '../accounts/index.js';
import { auditOrigin, operatorActor, requireOperator, writeAudit } from '../operators/index.js';
import { assertWithinUpline, readTerms, writeTerms } from './team.terms.js';

interface ApplicationRow {
  id: number;
  member_id: number;
  account: string;
  contact: string;
  message: string;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
}

const toView = (r: ApplicationRow): JoinApplication => ({
  id: r.id,
  account: r.account,
  contact: r.contact,
  message: r.message,
  status: r.status,
  reason: r.reason,
  createdAt: r.created_at.toISOString(),
  decidedAt: r.decided_at?.toISOString() ?? null,
});

/** The agent type an approved application gives (spec §6: 1, 2, 41, 42 are one class). */
export const APPROVED_AGENT_TYPE = 1;

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && 'code' in err && err.code === '23505';

/** Becoming an agent: the /join page's application, decided by an operator (audited). */
export function createJoinService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  const byId = async (id: number) => {
    const [row] = await db<ApplicationRow[]>`SELECT a.*, m.account FROM agent_applications a
      JOIN members m ON m.id = a.member_id WHERE a.id = ${id}`;
    return row;
  };

  async function apply(session: SessionPrincipal | null, input: { contact: string; message?: string }) {
    const s = requireTrueAccount(session);
    if (isAgentType(s.type)) throw new AppError('agent_application_exists', 409, 'You are an agent already');
    const [row] = await db<{ id: number }[]>`INSERT INTO agent_applications (member_id, contact, message, created_at)
      VALUES (${s.memberId}, ${input.contact.trim()}, ${input.message?.trim() ?? ''}, ${clock.now()}) RETURNING id`.catch(
      (err: unknown) => {
        if (isUniqueViolation(err)) throw new AppError('agent_application_exists', 409, 'An application is open');
        throw err;
      },
    );
    return toView((await byId(row!.id))!);
  }

  async function mine(session: SessionPrincipal | null): Promise<JoinApplication | null> {
    const s = requireTrueAccount(session);
    const [row] = await db<ApplicationRow[]>`SELECT a.*, m.account FROM agent_applications a
      JOIN members m ON m.id = a.member_id WHERE a.member_id = ${s.memberId} ORDER BY a.id DESC LIMIT 1`;
    return row ? toView(row) : null;
  }

  async function list(
    session: SessionPrincipal | null,
    q: { status?: 'pending' | 'approved' | 'rejected'; page?: number; pageSize?: number },
  ) {
    requireOperator(session);
    const status = q.status ?? 'pending';
    const pageSize = q.pageSize ?? 50;
    const offset = ((q.page ?? 1) - 1) * pageSize;
    const rows = await db<(ApplicationRow & { total: number })[]>`SELECT a.*, m.account, count(*) OVER ()::int AS total
      FROM agent_applications a JOIN members m ON m.id = a.member_id
      WHERE a.status = ${status} ORDER BY a.id DESC LIMIT ${pageSize} OFFSET ${offset}`;
    return { items: rows.map(toView), total: rows[0]?.total ?? 0 };
  }

  /**
   * Approve (the member becomes an agent of type 1, with the terms given, never above its upline's) or reject.
   * The decision, the type change and the audit record commit together; a decided application stays decided.
   */
  async function decide(
    session: SessionPrincipal | null,
    id: number,
    input: { approve: boolean; reason?: string; terms?: AgentTerms },
    req?: FastifyRequest,
  ): Promise<JoinApplication> {
    const op = requireOperator(session);
    const now = clock.now();
    await db.begin(async (tx) => {
      const [app] = await tx<{ member_id: number; status: string }[]>`SELECT member_id, status FROM agent_applications
        WHERE id = ${id} FOR UPDATE`;
      if (!app) throw new AppError('agent_application_not_found', 404, 'This application does not exist');
      if (app.status !== 'pending') throw new AppError('agent_application_decided', 409, 'Already decided');
      const [member] = await tx<{ type: number; upline_id: number | null }[]>`SELECT type, upline_id FROM members
        WHERE id = ${app.member_id} FOR UPDATE`;
      const status = input.approve ? 'approved' : 'rejected';
      if (input.approve) {
        if (input.terms) {
          if (member!.upline_id) assertWithinUpline(input.terms, await readTerms(tx, member!.upline_id));
          await writeTerms(tx, app.member_id, input.terms, operatorActor(op), now);
        }
        await tx`UPDATE members SET type = ${APPROVED_AGENT_TYPE} WHERE id = ${app.member_id}`;
      }
      await tx`UPDATE agent_applications SET status = ${status}, reason = ${input.reason ?? null},
        agent_type = ${input.approve ? APPROVED_AGENT_TYPE : null}, decided_at = ${now}, decided_by = ${operatorActor(op)}
        WHERE id = ${id}`;
      await writeAudit(tx, {
        at: now,
        actor: operatorActor(op),
        action: `agent.application.${input.approve ? 'approve' : 'reject'}`,
        subject: `member:${app.member_id}`,
        before: { type: member!.type, status: 'pending' },
        after: {
          type: input.approve ? APPROVED_AGENT_TYPE : member!.type,
          status,
          reason: input.reason ?? null,
          terms: input.terms ?? null,
        },
        ...(req ? auditOrigin(req) : {}),
      });
    });
    return toView((await byId(id))!);
  }

  return { apply, mine, list, decide };
}
export type JoinService = ReturnType<typeof createJoinService>;
