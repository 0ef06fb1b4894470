import type { OperatorRole } from '@app/contracts';
import type { Queryable } from '../../platform/db/connect.js';

export interface OperatorRow {
  id: number;
  username: string;
  password_hash: string;
  status: 'active' | 'disabled';
  failed_logins: number;
  locked_until: Date | null;
  created_at: Date;
  password_change_required: boolean;
  role: OperatorRole;
  totp_secret: string | null;
  totp_enrolled_at: Date | null;
  totp_pending_secret: string | null;
  totp_last_step: number | null;
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

export async function findOperatorById(
  q: Queryable,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<OperatorRow | null> {
  const rows = opts.forUpdate
    ? await q<OperatorRow[]>`SELECT * FROM operators WHERE id = ${id} FOR UPDATE`
    : await q<OperatorRow[]>`SELECT * FROM operators WHERE id = ${id}`;
  return rows[0] ?? null;
}

/** Creates an operator; null when the username is taken. */
export async function insertOperator(
  q: Queryable,
  o: { username: string; passwordHash: string; createdAt: Date; passwordChangeRequired?: boolean; role: OperatorRole },
): Promise<OperatorRow | null> {
  const rows = await q<OperatorRow[]>`
    INSERT INTO operators (username, password_hash, created_at, password_changed_at, password_change_required, role)
    VALUES (${o.username}, ${o.passwordHash}, ${o.createdAt}, ${o.createdAt}, ${o.passwordChangeRequired ?? false},
      ${o.role})
    ON CONFLICT DO NOTHING RETURNING *`;
  return rows[0] ?? null;
}

/** Sets the password; the forced change (seeded operators) is done with it. */
export async function setOperatorPassword(q: Queryable, id: number, passwordHash: string, at: Date): Promise<void> {
  await q`UPDATE operators SET password_hash = ${passwordHash}, password_changed_at = ${at},
    failed_logins = 0, locked_until = NULL, password_change_required = false WHERE id = ${id}`;
}

/** Failed logins of one operator within [since, now]: from one address (since its last success) and from all. */
export async function operatorFailureStats(
  q: Queryable,
  operatorId: number,
  ip: string,
  since: Date,
): Promise<{ pairFailures: number; lastPairFailureAt: Date | null; accountFailures: number }> {
  const [row] = await q<{ pair: number; last_pair: Date | null; account: number }[]>`
    SELECT count(*) FILTER (WHERE ip = ${ip})::int AS pair, max(at) FILTER (WHERE ip = ${ip}) AS last_pair,
      count(*)::int AS account
    FROM operator_login_failures WHERE operator_id = ${operatorId} AND at > ${since}`;
  return {
    pairFailures: row?.pair ?? 0,
    lastPairFailureAt: row?.last_pair ?? null,
    accountFailures: row?.account ?? 0,
  };
}

export async function recordOperatorLoginFailure(
  q: Queryable,
  f: { operatorId: number; ip: string; userAgent: string | null; at: Date },
): Promise<void> {
  await q`INSERT INTO operator_login_failures (operator_id, ip, user_agent, at)
    VALUES (${f.operatorId}, ${f.ip}, ${f.userAgent}, ${f.at})`;
}

/**
 * A successful login from `ip` forgets that address's failures (its delays restart); other addresses'
 * failures stay, and with them the account-wide count against a distributed attack.
 */
export async function clearOperatorLoginFailures(q: Queryable, operatorId: number, ip: string): Promise<void> {
  await q`DELETE FROM operator_login_failures WHERE operator_id = ${operatorId} AND ip = ${ip}`;
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
  /** The operator must change its password before anything else (seeded operators). */
  password_change_required: boolean;
  role: OperatorRole;
  totp_enrolled: boolean;
}

/** A live session of an active operator. */
export async function findLiveOperatorSession(
  q: Queryable,
  tokenHash: Buffer,
  now: Date,
): Promise<LiveOperatorSession | null> {
  const rows = await q<LiveOperatorSession[]>`
    SELECT s.id, s.operator_id, o.username, s.created_at, s.expires_at, o.password_change_required, o.role,
      o.totp_secret IS NOT NULL AS totp_enrolled
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

/** Ends every live session of an operator, except the one whose token hash is `keep` (if given). */
export async function revokeAllOperatorSessions(
  q: Queryable,
  operatorId: number,
  at: Date,
  keep: Buffer | null = null,
): Promise<number> {
  const res = keep
    ? await q`UPDATE operator_sessions SET revoked_at = ${at}
        WHERE operator_id = ${operatorId} AND revoked_at IS NULL AND token_hash <> ${keep}`
    : await q`UPDATE operator_sessions SET revoked_at = ${at}
        WHERE operator_id = ${operatorId} AND revoked_at IS NULL`;
  return res.count;
}

/** The last TOTP time step accepted: a code of that step or an earlier one is refused from now on. */
export async function setTotpLastStep(q: Queryable, id: number, step: number): Promise<void> {
  await q`UPDATE operators SET totp_last_step = ${step} WHERE id = ${id}`;
}
