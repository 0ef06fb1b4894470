import type { Queryable } from '../../../platform/db/connect.js';

/** Kinds of security events; each login path writes one row per outcome. */
export type SecurityEventKind =
  | 'login'
  | 'login_failure'
  | 'login_refused'
  | 'lockout'
  | 'logout'
  | 'password_change'
  | 'password_reset'
  | 'password_reset_requested'
  | 'new_ip_check'
  | 'new_ip_check_passed'
  | 'new_ip_check_failed'
  | 'register'
  | 'free_play'
  | 'remember_revoked';

export interface SecurityEvent {
  at: Date;
  memberId: number | null;
  account: string | null;
  kind: SecurityEventKind;
  ip: string | null;
  /** The web's device id as stored (security/device.ts deviceFromHeader); null or absent: none. */
  device?: string | null;
  details?: Record<string, unknown>;
}

export async function insertSecurityEvent(db: Queryable, e: SecurityEvent): Promise<void> {
  await db`INSERT INTO security_events (at, member_id, account, kind, ip, device, details)
    VALUES (${e.at}, ${e.memberId}, ${e.account}, ${e.kind}, ${e.ip}, ${e.device ?? null},
      ${db.json((e.details ?? {}) as never)})`;
}

/** Failures of one account since `since` (the lockout counts a rolling hour). */
export async function countFailuresSince(db: Queryable, memberId: number, since: Date): Promise<number> {
  const rows = await db<{ n: number }[]>`SELECT count(*)::int AS n FROM security_events
    WHERE member_id = ${memberId} AND kind = 'login_failure' AND at > ${since}`;
  return rows[0]?.n ?? 0;
}

/** The oldest failure after `since`: the lock can lift only once it has left the rolling hour. */
export async function oldestFailureSince(db: Queryable, memberId: number, since: Date): Promise<Date | null> {
  const rows = await db<{ at: Date }[]>`SELECT min(at) AS at FROM security_events
    WHERE member_id = ${memberId} AND kind = 'login_failure' AND at > ${since}`;
  return rows[0]?.at ?? null;
}

/**
 * The friction rules' view of the last hour for one account and one address (login.rules.ts loginFriction).
 * The pair's count restarts at its last successful login from that address.
 */
export async function failureStats(
  db: Queryable,
  memberId: number,
  ip: string,
  since: Date,
): Promise<{ pairFailures: number; lastPairFailureAt: Date | null; accountFailures: number }> {
  const [row] = await db<{ pair: number; last_pair: Date | null; account: number }[]>`
    WITH recent AS (
      SELECT kind, ip, at FROM security_events
      WHERE member_id = ${memberId} AND kind IN ('login_failure', 'login') AND at > ${since}
    ), pair_since AS (
      SELECT coalesce(max(at), ${since}) AS at FROM recent WHERE kind = 'login' AND ip = ${ip}
    )
    SELECT
      count(*) FILTER (WHERE kind = 'login_failure' AND ip = ${ip} AND at > (SELECT at FROM pair_since))::int AS pair,
      max(at) FILTER (WHERE kind = 'login_failure' AND ip = ${ip}) AS last_pair,
      count(*) FILTER (WHERE kind = 'login_failure')::int AS account
    FROM recent`;
  return {
    pairFailures: row?.pair ?? 0,
    lastPairFailureAt: row?.last_pair ?? null,
    accountFailures: row?.account ?? 0,
  };
}

/** A member's most recent failed sign-ins (the security centre shows them), newest first. */
export async function recentLoginFailures(
  db: Queryable,
  memberId: number,
  limit: number,
): Promise<{ id: number; at: Date; ip: string | null; userAgent: string | null }[]> {
  const rows = await db<{ id: string; at: Date; ip: string | null; user_agent: string | null }[]>`
    SELECT id, at, ip, details->>'userAgent' AS user_agent FROM security_events
    WHERE member_id = ${memberId} AND kind = 'login_failure' ORDER BY at DESC, id DESC LIMIT ${limit}`;
  return rows.map((r) => ({ id: Number(r.id), at: r.at, ip: r.ip, userAgent: r.user_agent }));
}
