import { runMigrations } from 'graphile-worker';
import type { Db } from '../db/connect.js';
import { pgPoolFor } from './pg-pool.js';
import { quietLogger } from './worker-logger.js';

// Arbitrary constant: serialises nodes installing or upgrading graphile-worker's schema at once.
const JOB_SCHEMA_LOCK = 72_410_120;

/**
 * Installs or upgrades graphile-worker's own schema (`graphile_worker`), as part of start-up migrations
 * (platform/db/migrate.ts calls it after the SQL files). The library owns and versions those migrations;
 * ours (job_history, 0120) are ordinary files. Idempotent, and one node at a time.
 */
export async function installJobSchema(db: Db): Promise<void> {
  const pool = pgPoolFor(db, { max: 1, name: 'vn-gaming job schema' });
  const lock = await db.reserve();
  try {
    await lock`SELECT pg_advisory_lock(${JOB_SCHEMA_LOCK})`;
    await runMigrations({ pgPool: pool, logger: quietLogger });
  } finally {
    await lock`SELECT pg_advisory_unlock(${JOB_SCHEMA_LOCK})`.catch(() => {});
    lock.release();
    await pool.end();
  }
}
