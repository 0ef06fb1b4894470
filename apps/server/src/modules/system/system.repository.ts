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
