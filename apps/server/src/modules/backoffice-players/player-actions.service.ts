import { randomInt } from 'node:crypto';
import type { PlayerNote } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db, Queryable } from '../../platform/db/connect.js';
import { hashPassword } from '../accounts/index.js';
import { auditOrigin, type OperatorPrincipal, operatorActor, writeAudit } from '../operators/index.js';
import { playerNotFound } from './player-360.service.js';
import { statusOf } from './players.service.js';

export interface PlayerActionsDeps {
  db: Db;
  clock: Clock;
  /** Ends every session and remember token of a member (the accounts module's own revocation). */
  revokeSessions: (q: Queryable, memberId: number) => Promise<number>;
  /** The VIP module's manual level. */
  setVipRank: (
    memberId: number,
    rank: number,
    actor: string,
    reason: string,
    origin: { ip: string; requestId: string },
  ) => Promise<{ rank: number }>;
}

// No 0/O, 1/l/I: a temporary password is read out over the phone.
const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
/** 10 characters, letters and digits, at least two of each: fits the registration form's password rules. */
export function temporaryPassword(): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const chars = [pick(DIGITS), pick(DIGITS), ...Array.from({ length: 8 }, () => pick(LETTERS + DIGITS))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

const toNote = (r: { id: string; body: string; author: string; created_at: Date }): PlayerNote => ({
  id: Number(r.id),
  body: r.body,
  author: r.author,
  createdAt: r.created_at.toISOString(),
});

/** The player page's actions: lock, unlock, password reset, notes, VIP level. Each audited with its reason. */
export function createPlayerActionsService(deps: PlayerActionsDeps) {
  const { db, clock } = deps;

  async function lockedRow(q: Queryable, id: number) {
    const [m] = await q<{ status: string; account: string }[]>`
      SELECT status, account FROM members WHERE id = ${id} FOR UPDATE`;
    if (!m) throw playerNotFound(id);
    return m;
  }

  /**
   * Lock uses the accounts module's own switch, members.status = 'disabled': login refuses it
   * (login.rules.ts checkUsable: account_disabled) and a live session of a disabled member no longer resolves;
   * the sessions are also revoked, so they stay ended after an unlock.
   */
  async function setLocked(op: OperatorPrincipal, id: number, locked: boolean, reason: string, req: FastifyRequest) {
    return db.begin(async (tx) => {
      const m = await lockedRow(tx, id);
      const before = statusOf(m.status);
      const wanted = locked ? 'locked' : 'active';
      let sessionsEnded = 0;
      if (before !== wanted) {
        await tx`UPDATE members SET status = ${locked ? 'disabled' : 'active'} WHERE id = ${id}`;
        if (locked) sessionsEnded = await deps.revokeSessions(tx, id);
        await writeAudit(tx, {
          at: clock.now(),
          actor: operatorActor(op),
          action: locked ? 'player.lock' : 'player.unlock',
          subject: `member:${id}`,
          before: { status: before },
          after: { status: wanted, reason, sessionsEnded },
          ...auditOrigin(req),
        });
      }
      return { status: wanted as 'active' | 'locked', sessionsEnded };
    });
  }

  /** A temporary password, shown once to the operator; the player must change it at its next sign-in. */
  async function resetPassword(op: OperatorPrincipal, id: number, reason: string, req: FastifyRequest) {
    const password = temporaryPassword();
    const hash = await hashPassword(password);
    await db.begin(async (tx) => {
      await lockedRow(tx, id);
      const now = clock.now();
      await tx`UPDATE members SET password_hash = ${hash}, password_changed_at = ${now}, password_must_change = true
        WHERE id = ${id}`;
      const sessionsEnded = await deps.revokeSessions(tx, id);
      // The password itself is never written anywhere but its hash.
      await writeAudit(tx, {
        at: now,
        actor: operatorActor(op),
        action: 'player.password_reset',
        subject: `member:${id}`,
        after: { reason, mustChange: true, sessionsEnded },
        ...auditOrigin(req),
      });
    });
    return { temporaryPassword: password };
  }

  async function notes(id: number): Promise<PlayerNote[]> {
    const rows = await db<{ id: string; body: string; author: string; created_at: Date }[]>`
      SELECT id, body, author, created_at FROM player_notes WHERE member_id = ${id} ORDER BY id DESC LIMIT 100`;
    return rows.map(toNote);
  }

  async function listNotes(id: number) {
    const [m] = await db`SELECT 1 FROM members WHERE id = ${id}`;
    if (!m) throw playerNotFound(id);
    return { items: await notes(id) };
  }

  async function addNote(op: OperatorPrincipal, id: number, body: string, req: FastifyRequest): Promise<PlayerNote> {
    return db.begin(async (tx) => {
      await lockedRow(tx, id);
      const now = clock.now();
      const [row] = await tx<{ id: string; body: string; author: string; created_at: Date }[]>`
        INSERT INTO player_notes (member_id, body, author, created_at)
        VALUES (${id}, ${body}, ${operatorActor(op)}, ${now}) RETURNING id, body, author, created_at`;
      await writeAudit(tx, {
        at: now,
        actor: operatorActor(op),
        action: 'player.note',
        subject: `member:${id}`,
        after: { noteId: Number(row!.id), body },
        ...auditOrigin(req),
      });
      return toNote(row!);
    });
  }

  async function setVip(op: OperatorPrincipal, id: number, rank: number, reason: string, req: FastifyRequest) {
    const [m] = await db`SELECT 1 FROM members WHERE id = ${id}`;
    if (!m) throw playerNotFound(id);
    return deps.setVipRank(id, rank, operatorActor(op), reason, auditOrigin(req));
  }

  return { setLocked, resetPassword, notes, listNotes, addNote, setVip };
}
export type PlayerActionsService = ReturnType<typeof createPlayerActionsService>;
