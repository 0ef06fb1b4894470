import type { Db } from '../../platform/db/connect.js';

const DAY_MS = 24 * 3600_000;

/**
 * Short-lived rows that only matter until they expire. Each is kept one more day after expiry, so a
 * late request still gets "expired" rather than "unknown" and an operator can look at yesterday.
 * Audit trails (security_events, audit_log) and money are never pruned here.
 */
const EXPIRING_TABLES = [
  'sessions',
  'remember_tokens',
  'new_ip_checks',
  'pow_challenges',
  'captchas',
  'sms_codes',
  'password_resets',
  'oauth_flows',
  'oauth_login_codes',
] as const;

/**
 * Development outboxes (the operator reads them while testing), and the SMS delivery records (which
 * provider took a message, whether it arrived): a month is plenty.
 */
const OUTBOX_TABLES = ['sms_outbox', 'mail_outbox', 'sms_messages'] as const;
const OUTBOX_KEEP_MS = 30 * DAY_MS;

/** Rate-limit windows: the longest window is a day and sliding limits read the one before. */
const RATE_WINDOW_KEEP_MS = 3 * DAY_MS;

/**
 * Operators' failed logins slow the next attempt for an hour (operators.service.ts); after that they are
 * only history for an investigation, kept a quarter.
 */
const OPERATOR_FAILURES_KEEP_MS = 90 * DAY_MS;

export type PruneReport = Record<string, number>;

/** Deletes expired rows; returns how many went from each table. Tables a deployment lacks are skipped. */
export async function pruneExpired(db: Db, now: Date): Promise<PruneReport> {
  const present = new Set(
    (await db<{ name: string }[]>`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`).map(
      (r) => r.name,
    ),
  );
  const report: PruneReport = {};
  const expiredBefore = new Date(now.getTime() - DAY_MS);
  for (const table of EXPIRING_TABLES) {
    if (!present.has(table)) continue;
    report[table] = (await db`DELETE FROM ${db(table)} WHERE expires_at < ${expiredBefore}`).count;
  }
  const outboxBefore = new Date(now.getTime() - OUTBOX_KEEP_MS);
  for (const table of OUTBOX_TABLES) {
    if (!present.has(table)) continue;
    report[table] = (await db`DELETE FROM ${db(table)} WHERE created_at < ${outboxBefore}`).count;
  }
  if (present.has('rate_limit_windows')) {
    const windowsBefore = new Date(now.getTime() - RATE_WINDOW_KEEP_MS);
    report.rate_limit_windows = (await db`DELETE FROM rate_limit_windows WHERE window_start < ${windowsBefore}`).count;
  }
  if (present.has('operator_login_failures')) {
    const failuresBefore = new Date(now.getTime() - OPERATOR_FAILURES_KEEP_MS);
    report.operator_login_failures = (await db`DELETE FROM operator_login_failures WHERE at < ${failuresBefore}`).count;
  }
  return report;
}
