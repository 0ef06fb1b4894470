import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installJobSchema } from '../jobs/schema.js';
import type { Db } from './connect.js';

/**
 * Default location of the committed SQL migrations: `migrations/` at the root of the server package
 * (the nearest folder holding a package.json), found the same way from the sources and from the
 * bundle in dist/.
 */
export const MIGRATIONS_DIR = path.join(packageRoot(path.dirname(fileURLToPath(import.meta.url))), 'migrations');

function packageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

// Arbitrary constant: serialises concurrent start-ups migrating the same database.
const MIGRATION_LOCK = 72_410_001;

/** Whether some session (this node or another) holds the migration lock right now. */
export async function migrationInProgress(db: Db): Promise<boolean> {
  // A one-bigint advisory lock shows in pg_locks as classid = high 32 bits, objid = low 32, objsubid = 1.
  const [row] = await db<{ n: number }[]>`
    SELECT count(*)::int AS n FROM pg_locks
    WHERE locktype = 'advisory' AND granted AND classid = 0 AND objid = ${MIGRATION_LOCK} AND objsubid = 1
      AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
  return (row?.n ?? 0) > 0;
}

/**
 * Applies every `NNNN_name.sql` file not yet recorded, in name order, each in its own transaction.
 * Returns the names applied. A file already applied is never run again.
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  await db.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`;
    await tx`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`;
    const done = new Set((await tx<{ name: string }[]>`SELECT name FROM schema_migrations`).map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.unsafe(readFileSync(path.join(dir, file), 'utf8'));
      await tx`INSERT INTO schema_migrations (name) VALUES (${file})`;
      applied.push(file);
    }
  });
  // The job queue's tables belong to graphile-worker, which versions and applies them itself.
  if (dir === MIGRATIONS_DIR) await installJobSchema(db);
  return applied;
}
