import { AGENT_TYPES, TRIAL_TYPE } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../../platform/clock.js';
import type { Db, Queryable } from '../../../platform/db/connect.js';
import type { SessionPrincipal } from '../../../platform/http/route.js';
import { readAccountsPolicy } from '../accounts.policy.js';
import {
  extendSession,
  findLiveSession,
  insertRememberToken,
  insertSession,
  revokeMemberRememberTokens,
  revokeMemberSessions,
  revokeRememberByHash,
  revokeSessionByHash,
  takeRememberToken,
} from './session.repository.js';
import { bearerToken, hashToken, newToken } from './tokens.js';

const MINUTE = 60_000;
// Renewing on every call would write on every request; a minute of slack costs nothing.
const RENEW_SLACK_MS = MINUTE;

/** Roles derived from the member type (spec §6). */
export function rolesOf(type: number): string[] {
  if (type === TRIAL_TYPE) return ['trial'];
  if (AGENT_TYPES.includes(type)) return ['member', 'agent'];
  return ['member'];
}

/** Opaque bearer sessions with sliding renewal, plus revocable remember-me tokens. */
export function createSessionService({ db, clock }: { db: Db; clock: Clock }) {
  async function open(
    q: Queryable,
    memberId: number,
    loginType: string,
    ip: string | null,
    /** The password must be changed before anything else (see migration 0090). */
    passwordChangeRequired = false,
  ): Promise<{ token: string; expiresAt: Date }> {
    const policy = await readAccountsPolicy(q);
    const now = clock.now();
    const token = newToken();
    const expiresAt = new Date(now.getTime() + policy.session.idleMinutes * MINUTE);
    await insertSession(q, {
      tokenHash: hashToken(token),
      memberId,
      loginType,
      createdAt: now,
      expiresAt,
      ip,
      passwordChangeRequired,
    });
    return { token, expiresAt };
  }

  /** Resolves the request's bearer token, sliding the expiry forward within the absolute lifetime. */
  async function resolve(req: FastifyRequest): Promise<SessionPrincipal | null> {
    const token = bearerToken(req.headers.authorization);
    if (!token) return null;
    const now = clock.now();
    const s = await findLiveSession(db, hashToken(token), now);
    if (s?.status !== 'active') return null;
    const policy = await readAccountsPolicy(db);
    const hardEnd = s.created_at.getTime() + policy.session.absoluteHours * 60 * MINUTE;
    if (now.getTime() >= hardEnd) return null;
    const wanted = Math.min(now.getTime() + policy.session.idleMinutes * MINUTE, hardEnd);
    if (wanted - s.expires_at.getTime() > RENEW_SLACK_MS || wanted < s.expires_at.getTime()) {
      await extendSession(db, s.id, new Date(wanted));
    }
    return {
      memberId: s.member_id,
      account: s.account,
      type: s.type,
      roles: rolesOf(s.type),
      passwordChangeRequired: s.password_change_required,
    };
  }

  async function revokeToken(req: FastifyRequest): Promise<boolean> {
    const token = bearerToken(req.headers.authorization);
    if (!token) return false;
    return (await revokeSessionByHash(db, hashToken(token), clock.now())) > 0;
  }

  /** Ends every session and remember token of a member (password change or reset). */
  async function revokeAll(q: Queryable, memberId: number): Promise<void> {
    const now = clock.now();
    await revokeMemberSessions(q, memberId, now);
    await revokeMemberRememberTokens(q, memberId, now);
  }

  async function issueRemember(q: Queryable, memberId: number): Promise<string> {
    const policy = await readAccountsPolicy(q);
    const now = clock.now();
    const token = newToken();
    await insertRememberToken(q, {
      tokenHash: hashToken(token),
      memberId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + policy.rememberHours * 60 * MINUTE),
    });
    return token;
  }

  /** Uses up a remember token; the member id it belonged to, or null when unknown, used or expired. */
  async function takeRemember(q: Queryable, token: string): Promise<number | null> {
    return takeRememberToken(q, hashToken(token), clock.now());
  }

  async function revokeRemember(token: string): Promise<boolean> {
    return (await revokeRememberByHash(db, hashToken(token), clock.now())) > 0;
  }

  return { open, resolve, revokeToken, revokeAll, issueRemember, takeRemember, revokeRemember };
}
export type SessionService = ReturnType<typeof createSessionService>;
