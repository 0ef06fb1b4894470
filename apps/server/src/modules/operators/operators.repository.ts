import type { Queryable } from '../../platform/db/connect.js';

export interface OperatorRow {
  id: number;
  username: string;
  password_hash: string;
  status: 'active' | 'disabled';
  failed_logins: number;
  locked_until: Date | null;
  created_at: Date;
}

export async function findOperatorByUsername(
  q: Queryable,
  username: string,
  opts: { forUpdate?: boolean } = {},
): Promise<OperatorRow | null> {
  const rows = opts.forUpdate
    ? await q<OperatorRow[]>`SELECT * FROM operators WHERE lower(username) = lower(${username}) FOR UPDATE`
    : await q<OperatorRow[]>`SELECT * FROM operators WHERE lower(username) = lower(${username})`;
  return rows[0] ?? null;
}

/** Creates an operator; null when the username is taken. */
export async function insertOperator(
  q: Queryable,
  o: { username: string; passwordHash: string; createdAt: Date },
): Promise<OperatorRow | null> {
  const rows = await q<OperatorRow[]>`
    INSERT INTO operators (username, password_hash, created_at, password_changed_at)
    VALUES (${o.username}, ${o.passwordHash}, ${o.createdAt}, ${o.createdAt})
    ON CONFLICT DO NOTHING RETURNING *`;
  return rows[0] ?? null;
}

export async function setOperatorPassword(q: Queryable, id: number, passwordHash: string, at: Date): Promise<void> {
  await q`UPDATE operators SET password_hash = ${passwordHash}, password_changed_at = ${at},
    failed_logins = 0, locked_until = NULL WHERE id = ${id}`;
}

export async function recordLoginFailure(
  q: Queryable,
  id: number,
  threshold: number,
  lockUntil: Date,
): Promise<{ failed_logins: number; locked_until: Date | null }> {
  // At the threshold the counter restarts and the lock starts, in one statement.
  const [row] = await q<{ failed_logins: number; locked_until: Date | null }[]>`
    UPDATE operators SET
      failed_logins = CASE WHEN failed_logins + 1 >= ${threshold} THEN 0 ELSE failed_logins + 1 END,
      locked_until = CASE WHEN failed_logins + 1 >= ${threshold} THEN ${lockUntil}::timestamptz ELSE locked_until END
    WHERE id = ${id} RETURNING failed_logins, locked_until`;
  return row!;
}

export async function clearLoginFailures(q: Queryable, id: number): Promise<void> {
  await q`UPDATE operators SET failed_logins = 0, locked_until = NULL WHERE id = ${id}`;
}

export async function insertOperatorSession(
  q: Queryable,
  s: { tokenHash: Buffer; operatorId: number; createdAt: Date; expiresAt: Date; ip: string | null },
): Promise<void> {
  await q`INSERT INTO operator_sessions (token_hash, operator_id, created_at, expires_at, ip)
    VALUES (${s.tokenHash}, ${s.operatorId}, ${s.createdAt}, ${s.expiresAt}, ${s.ip})`;
}

export interface LiveOperatorSession {
  id: number;
  operator_id: number;
  username: string;
  created_at: Date;
  expires_at: Date;
}

/** A live session of an active operator. */
export async function findLiveOperatorSession(
  q: Queryable,
  tokenHash: Buffer,
  now: Date,
): Promise<LiveOperatorSession | null> {
  const rows = await q<LiveOperatorSession[]>`
    SELECT s.id, s.operator_id, o.username, s.created_at, s.expires_at
    FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
    WHERE s.token_hash = ${tokenHash} AND s.revoked_at IS NULL AND s.expires_at > ${now} AND o.status = 'active'`;
  return rows[0] ?? null;
}

export async function extendOperatorSession(q: Queryable, id: number, expiresAt: Date): Promise<void> {
  await q`UPDATE operator_sessions SET expires_at = ${expiresAt} WHERE id = ${id} AND revoked_at IS NULL`;
}

export async function revokeOperatorSession(q: Queryable, tokenHash: Buffer, at: Date): Promise<number> {
  const res = await q`UPDATE operator_sessions SET revoked_at = ${at}
    WHERE token_hash = ${tokenHash} AND revoked_at IS NULL`;
  return res.count;
}

export async function revokeAllOperatorSessions(q: Queryable, operatorId: number, at: Date): Promise<number> {
  const res = await q`UPDATE operator_sessions SET revoked_at = ${at}
    WHERE operator_id = ${operatorId} AND revoked_at IS NULL`;
  return res.count;
}
