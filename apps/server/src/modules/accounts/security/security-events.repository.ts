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
  details?: Record<string, unknown>;
}

export async function insertSecurityEvent(db: Queryable, e: SecurityEvent): Promise<void> {
  await db`INSERT INTO security_events (at, member_id, account, kind, ip, details)
    VALUES (${e.at}, ${e.memberId}, ${e.account}, ${e.kind}, ${e.ip}, ${db.json((e.details ?? {}) as never)})`;
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
