import type { SharedOptions } from 'graphile-worker';
import pg from 'pg';
import type { Db } from '../db/connect.js';

/** The pool type graphile-worker is typed against (it carries its own copy of @types/pg). */
export type WorkerPgPool = NonNullable<SharedOptions['pgPool']>;

/**
 * node-postgres settings for the database `db` talks to. graphile-worker speaks node-postgres while the
 * rest of the server uses `postgres` (porsager); both reach the same database, and the job tables are
 * only SQL, so a job enqueued through `db` inside a transaction is seen by the worker once that
 * transaction commits. `name` becomes application_name (pg_stat_activity tells the job runner's apart).
 */
export function pgConfigFor(db: Db, name: string): pg.ClientConfig {
  const o = db.options;
  return {
    host: o.host[0],
    port: o.port[0],
    user: o.user,
    password: typeof o.pass === 'string' ? o.pass : undefined,
    database: o.database,
    application_name: name.slice(0, 63),
  };
}

export function pgPoolFor(db: Db, opts: { max: number; name: string }): WorkerPgPool {
  const pool = new pg.Pool({ ...pgConfigFor(db, opts.name), max: opts.max });
  // An idle connection that dies (database restart, terminated backend) must not crash the process;
  // the pool replaces it on next use.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool as unknown as WorkerPgPool;
}
