import type { AgentTerms, Downline } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { findMemberByAccount, hashPassword, insertMember } from '../accounts/index.js';
import { writeAudit } from '../operators/index.js';
import { requireAgent } from './team.guard.js';
import { toDownline } from './team.mappers.js';
import { findDownline } from './team.repository.js';
import { assertWithinUpline, readTerms, writeTerms } from './team.terms.js';

/** The member type a new downline gets: an agent of the agent class (1) or a plain member (0). */
export const downlineType = (kind: 'member' | 'agent') => (kind === 'agent' ? 1 : 0);

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && 'code' in err && err.code === '23505';

/**
 * Register centre (spec registerCenter): an agent creates a direct downline, member or agent, with its terms
 * (never above the agent's own). The member row, its place in the team (the closure table's trigger), its
 * terms and the audit record commit together.
 */
export function createRegisterCentre(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function createDownline(
    session: SessionPrincipal | null,
    input: { username: string; password: string; kind: 'member' | 'agent'; terms: AgentTerms; nickname?: string },
  ): Promise<Downline> {
    const s = requireAgent(session);
    assertWithinUpline(input.terms, await readTerms(db, s.memberId));
    if (await findMemberByAccount(db, input.username))
      throw new AppError('username_taken', 409, 'Username already exists');
    const passwordHash = await hashPassword(input.password);
    const now = clock.now();
    const id = await db
      .begin(async (tx) => {
        await tx`SELECT 1 FROM members WHERE id = ${s.memberId} FOR UPDATE`;
        assertWithinUpline(input.terms, await readTerms(tx, s.memberId));
        const m = await insertMember(tx, {
          account: input.username,
          nickname: input.nickname || input.username,
          type: downlineType(input.kind),
          passwordHash,
          uplineId: s.memberId,
          registerMethod: 'AGENT',
          createdAt: now,
        });
        await writeTerms(tx, m.id, input.terms, `member:${s.memberId}`, now);
        await writeAudit(tx, {
          at: now,
          actor: `member:${s.memberId}`,
          action: 'agent.downline.create',
          subject: `member:${m.id}`,
          after: { account: m.account, kind: input.kind, terms: input.terms },
        });
        return m.id;
      })
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) throw new AppError('username_taken', 409, 'Username already exists');
        throw err;
      });
    return toDownline(await findDownline(db, s.memberId, id));
  }

  return { createDownline };
}
export type RegisterCentre = ReturnType<typeof createRegisterCentre>;
