import type { Queryable } from '../../../platform/db/connect.js';

export interface SessionRow {
  id: number;
  member_id: number;
  created_at: Date;
  expires_at: Date;
  password_change_required: boolean;
}

export interface SessionWithMember extends SessionRow {
  account: string;
  type: number;
  status: string;
}

export async function insertSession(
  db: Queryable,
  s: {
    tokenHash: Buffer;
    memberId: number;
    loginType: string;
    createdAt: Date;
    expiresAt: Date;
    ip: string | null;
    passwordChangeRequired: boolean;
  },
): Promise<void> {
  await db`INSERT INTO sessions (token_hash, member_id, login_type, created_at, expires_at, ip, password_change_required)
    VALUES (${s.tokenHash}, ${s.memberId}, ${s.loginType}, ${s.createdAt}, ${s.expiresAt}, ${s.ip},
      ${s.passwordChangeRequired})`;
}

/** A live (not revoked, not expired) session and its member. */
export async function findLiveSession(db: Queryable, tokenHash: Buffer, now: Date): Promise<SessionWithMember | null> {
  const rows = await db<
    SessionWithMember[]
  >`SELECT s.id, s.member_id, s.created_at, s.expires_at, s.password_change_required,
      m.account, m.type, m.status
    FROM sessions s JOIN members m ON m.id = s.member_id
    WHERE s.token_hash = ${tokenHash} AND s.revoked_at IS NULL AND s.expires_at > ${now}`;
  return rows[0] ?? null;
}

export async function extendSession(db: Queryable, id: number, expiresAt: Date): Promise<void> {
  await db`UPDATE sessions SET expires_at = ${expiresAt} WHERE id = ${id} AND revoked_at IS NULL`;
}

export async function revokeSessionByHash(db: Queryable, tokenHash: Buffer, at: Date): Promise<number> {
  const res = await db`UPDATE sessions SET revoked_at = ${at} WHERE token_hash = ${tokenHash} AND revoked_at IS NULL`;
  return res.count;
}

export async function revokeMemberSessions(db: Queryable, memberId: number, at: Date): Promise<number> {
  const res = await db`UPDATE sessions SET revoked_at = ${at} WHERE member_id = ${memberId} AND revoked_at IS NULL`;
  return res.count;
}

export async function insertRememberToken(
  db: Queryable,
  r: { tokenHash: Buffer; memberId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db`INSERT INTO remember_tokens (token_hash, member_id, created_at, expires_at)
    VALUES (${r.tokenHash}, ${r.memberId}, ${r.createdAt}, ${r.expiresAt})`;
}

/** Consumes a live remember token (single use: the login that uses it gets a fresh one). */
export async function takeRememberToken(db: Queryable, tokenHash: Buffer, now: Date): Promise<number | null> {
  const rows = await db<{ member_id: number }[]>`UPDATE remember_tokens SET revoked_at = ${now}
    WHERE token_hash = ${tokenHash} AND revoked_at IS NULL AND expires_at > ${now} RETURNING member_id`;
  return rows[0]?.member_id ?? null;
}

export async function revokeRememberByHash(db: Queryable, tokenHash: Buffer, at: Date): Promise<number> {
  const res = await db`UPDATE remember_tokens SET revoked_at = ${at} WHERE token_hash = ${tokenHash}
    AND revoked_at IS NULL`;
  return res.count;
}

export async function revokeMemberRememberTokens(db: Queryable, memberId: number, at: Date): Promise<number> {
  const res = await db`UPDATE remember_tokens SET revoked_at = ${at} WHERE member_id = ${memberId}
    AND revoked_at IS NULL`;
  return res.count;
}
