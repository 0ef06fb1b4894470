import type { Queryable } from '../../platform/db/connect.js';

export async function getSetting<T>(db: Queryable, key: string): Promise<T | null> {
  const rows = await db<{ value: T }[]>`SELECT value FROM settings WHERE key = ${key}`;
  return rows[0]?.value ?? null;
}

export async function putSetting(db: Queryable, key: string, value: unknown, at: Date): Promise<void> {
  await db`INSERT INTO settings (key, value, updated_at) VALUES (${key}, ${db.json(value as never)}, ${at})
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`;
}

/** Inserts a setting only when the key is absent (seeds never overwrite an operator's choice). */
export async function insertSettingIfAbsent(db: Queryable, key: string, value: unknown, at: Date): Promise<void> {
  await db`INSERT INTO settings (key, value, updated_at) VALUES (${key}, ${db.json(value as never)}, ${at})
    ON CONFLICT (key) DO NOTHING`;
}

export interface AuditEntry {
  at: Date;
  actor: string;
  action: string;
  subject: string | null;
  before: unknown;
  after: unknown;
  ip?: string | null;
  requestId?: string | null;
}

/** Appends one audit record (settings changes, later money and permissions). */
export async function insertAudit(db: Queryable, e: AuditEntry): Promise<void> {
  await db`INSERT INTO audit_log (at, actor, action, subject, before, after, ip, request_id)
    VALUES (${e.at}, ${e.actor}, ${e.action}, ${e.subject},
      ${e.before === null || e.before === undefined ? null : db.json(e.before as never)},
      ${e.after === null || e.after === undefined ? null : db.json(e.after as never)},
      ${e.ip ?? null}, ${e.requestId ?? null})`;
}
