import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db, Queryable } from '../../platform/db/connect.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { auditOrigin, operatorActor, requireOperator, writeAudit } from '../operators/index.js';
import { requireAgent } from './team.guard.js';

/**
 * A host as browsers send it: lower-case, without a port or a trailing dot (as accounts' members.repository
 * reads it in the affiliate check and registration: findAgentByDomain, codeFitsDomain).
 */
export const normaliseHost = (domain: string) => domain.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

/** An agent's registered domains: read by the agent, replaced by an operator (audited). */
export function createDomainsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  const domainsOf = async (q: Queryable, agentId: number) =>
    (await q<{ domain: string }[]>`SELECT domain FROM agent_domains WHERE agent_id = ${agentId} ORDER BY domain`).map(
      (r) => r.domain,
    );

  async function mine(session: SessionPrincipal | null) {
    const s = requireAgent(session);
    return { domains: await domainsOf(db, s.memberId) };
  }

  /** An agent's domains as the back office shows them before replacing them. */
  async function of(session: SessionPrincipal | null, agentId: number) {
    requireOperator(session);
    const [agent] = await db`SELECT 1 FROM members WHERE id = ${agentId} AND type IN (1, 2, 41, 42)`;
    if (!agent) throw notFound('No such agent');
    return { domains: await domainsOf(db, agentId) };
  }

  async function set(session: SessionPrincipal | null, agentId: number, domains: string[], req?: FastifyRequest) {
    const op = requireOperator(session);
    const wanted = [...new Set(domains.map(normaliseHost))].sort();
    return db.begin(async (tx) => {
      const [agent] = await tx`SELECT 1 FROM members WHERE id = ${agentId} AND type IN (1, 2, 41, 42) FOR UPDATE`;
      if (!agent) throw notFound('No such agent');
      const [taken] = await tx<{ domain: string }[]>`
        SELECT domain FROM agent_domains WHERE domain = ANY(${wanted}) AND agent_id <> ${agentId} LIMIT 1`;
      if (taken) throw new AppError('agent_domain_taken', 409, 'This domain belongs to another agent', taken);
      const before = await domainsOf(tx, agentId);
      await tx`DELETE FROM agent_domains WHERE agent_id = ${agentId} AND NOT (domain = ANY(${wanted}))`;
      await tx`INSERT INTO agent_domains (domain, agent_id, created_at)
               SELECT d, ${agentId}, ${clock.now()} FROM unnest(${wanted}::text[]) AS d
               ON CONFLICT (domain) DO NOTHING`;
      await writeAudit(tx, {
        at: clock.now(),
        actor: operatorActor(op),
        action: 'agent.domains',
        subject: `member:${agentId}`,
        before,
        after: wanted,
        ...(req ? auditOrigin(req) : {}),
      });
      return { domains: await domainsOf(tx, agentId) };
    });
  }

  return { mine, of, set };
}
export type DomainsService = ReturnType<typeof createDomainsService>;
