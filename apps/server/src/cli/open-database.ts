import { loadConfig } from '../config.js';
import { connectDatabase, type Db } from '../platform/db/connect.js';
import { startEmbeddedPostgres } from '../platform/db/embedded.js';
import { migrate } from '../platform/db/migrate.js';

async function reachable(db: Db): Promise<boolean> {
  try {
    await db`SELECT 1`;
    return true;
  } catch {
    return false;
  }
}

/**
 * Connects an operator command the way the server connects: to DATABASE_URL when set; otherwise to the
 * running server's embedded PostgreSQL (DATA_DIR, EMBEDDED_PG_PORT), or, when the server is stopped, to
 * one it starts for the command (migrated) and stops in close().
 */
export async function openDatabase(): Promise<{ db: Db; close: () => Promise<void> }> {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    const db = connectDatabase(config.DATABASE_URL, { max: 2 });
    return { db, close: () => db.end({ timeout: 5 }) };
  }
  // Same credentials as platform/db/embedded.ts uses for its loopback-only server.
  const running = connectDatabase(`postgres://postgres:postgres@127.0.0.1:${config.EMBEDDED_PG_PORT}/postgres`, {
    max: 2,
  });
  if (await reachable(running)) return { db: running, close: () => running.end({ timeout: 5 }) };
  await running.end({ timeout: 1 });
  const pg = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT });
  const db = connectDatabase(pg.url, { max: 2 });
  await migrate(db);
  return {
    db,
    close: async () => {
      await db.end({ timeout: 5 });
      await pg.stop();
    },
  };
}

/**
 * Runs an operator command against the database and closes it after: its exit code, or 2 with one sentence
 * when the database cannot be reached (every command says the same, and scripts can tell that case apart).
 */
export async function withDatabase(command: (db: Db) => Promise<number>): Promise<number> {
  let opened: Awaited<ReturnType<typeof openDatabase>>;
  try {
    opened = await openDatabase();
  } catch (err) {
    console.error(`Cannot reach the database: ${(err as Error).message}`);
    return 2;
  }
  try {
    return await command(opened.db);
  } finally {
    await opened.close();
  }
}
