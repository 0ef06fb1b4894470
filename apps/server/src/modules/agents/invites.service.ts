import { randomInt } from 'node:crypto';
import type { AgentInvite, AgentTerms } from '@app/contracts';
import QRCode from 'qrcode';
import type { Clock } from '../../platform/clock.js';
import type { Db, Queryable } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { writeAudit } from '../operators/index.js';
import { downlineType } from './register-centre.service.js';
import { requireAgent } from './team.guard.js';
import { assertWithinUpline, normaliseTerms, readTerms, writeTerms } from './team.terms.js';

interface InviteRow {
  id: number;
  agent_id: number;
  code: string;
  member_type: number;
  terms: AgentTerms;
  note: string;
  status: 'active' | 'disabled';
  uses: number;
  created_at: Date;
}

// No 0/O or 1/I/L: codes are read aloud and typed from screenshots.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** The registration link of a code; the web puts its own origin before it (the site has many domains). */
export const inviteLink = (code: string) => `/register?referralCode=${encodeURIComponent(code)}`;

async function toInvite(r: InviteRow): Promise<AgentInvite> {
  const link = inviteLink(r.code);
  return {
    id: r.id,
    code: r.code,
    kind: r.member_type === 0 ? 'member' : 'agent',
    terms: r.terms,
    note: r.note,
    status: r.status,
    uses: r.uses,
    link,
    qrSvg: await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }),
    createdAt: r.created_at.toISOString(),
  };
}

/**
 * Places a just-registered member as its invite says (called by registration in the same transaction as the
 * insert when the code is an invite): the account kind, the terms (re-checked against the agent's current
 * terms, capped to them if the agent's own were lowered since), and one more use.
 */
export async function applyInvite(tx: Queryable, memberId: number, code: string, at: Date): Promise<void> {
  const [invite] = await tx<InviteRow[]>`UPDATE agent_invites SET uses = uses + 1
    WHERE lower(code) = lower(${code}) AND status = 'active' RETURNING *`;
  if (!invite) return;
  const ceiling = await readTerms(tx, invite.agent_id);
  const capped: AgentTerms = {};
  for (const [kind, rate] of Object.entries(invite.terms) as [keyof AgentTerms, number][]) {
    capped[kind] = Math.min(rate, ceiling[kind] ?? 0);
  }
  await tx`UPDATE members SET type = ${downlineType(invite.member_type === 0 ? 'member' : 'agent')}
    WHERE id = ${memberId}`;
  await writeTerms(tx, memberId, capped, `invite:${invite.id}`, at);
}

/** Invite links/codes of the register centre, each carrying the new account's kind and terms. */
export function createInvitesService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function list(session: SessionPrincipal | null): Promise<AgentInvite[]> {
    const s = requireAgent(session);
    const rows = await db<InviteRow[]>`SELECT * FROM agent_invites WHERE agent_id = ${s.memberId}
      ORDER BY id DESC LIMIT 200`;
    return Promise.all(rows.map(toInvite));
  }

  async function create(
    session: SessionPrincipal | null,
    input: { kind: 'member' | 'agent'; terms: AgentTerms; note?: string },
  ): Promise<AgentInvite> {
    const s = requireAgent(session);
    assertWithinUpline(input.terms, await readTerms(db, s.memberId));
    const now = clock.now();
    for (let attempt = 0; ; attempt++) {
      const rows = await db<
        InviteRow[]
      >`INSERT INTO agent_invites (agent_id, code, member_type, terms, note, created_at)
        VALUES (${s.memberId}, ${newCode()}, ${downlineType(input.kind)}, ${db.json(normaliseTerms(input.terms) as never)},
          ${input.note ?? ''}, ${now})
        ON CONFLICT DO NOTHING RETURNING *`;
      if (rows[0]) {
        await writeAudit(db, {
          at: now,
          actor: `member:${s.memberId}`,
          action: 'agent.invite.create',
          subject: `invite:${rows[0].id}`,
          after: { code: rows[0].code, kind: input.kind, terms: rows[0].terms },
        });
        return toInvite(rows[0]);
      }
      if (attempt > 5) throw new Error('could not draw a free invite code');
    }
  }

  async function disable(session: SessionPrincipal | null, id: number): Promise<AgentInvite> {
    const s = requireAgent(session);
    const [row] = await db<InviteRow[]>`UPDATE agent_invites SET status = 'disabled'
      WHERE id = ${id} AND agent_id = ${s.memberId} RETURNING *`;
    if (!row) throw new AppError('agent_invite_not_found', 404, 'This invitation does not exist');
    return toInvite(row);
  }

  return { list, create, disable };
}
export type InvitesService = ReturnType<typeof createInvitesService>;
