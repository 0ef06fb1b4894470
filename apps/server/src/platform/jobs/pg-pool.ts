import type { SharedOptions } from 'graphile-worker';
import pg from 'pg';
import type { Db } from '../db/connect.js';

/**
 * A node-postgres pool to the database `db` talks to. graphile-worker speaks node-postgres while the rest
 * of the server uses `postgres` (porsager); both reach the same database, and the job tables are only SQL,
 * so a job enqueued through `db` inside a transaction is seen by the worker once that transaction commits.
 * `name` becomes the connections' application_name (pg_stat_activity tells the job runner's apart).
 */
/** The pool type graphile-worker is typed against (it carries its own copy of @types/pg). */
export type WorkerPgPool = NonNullable<SharedOptions['pgPool']>;

export function pgPoolFor(db: Db, opts: { max: number; name: string }): WorkerPgPool {
  const o = db.options;
  const pass = typeof o.pass === 'string' ? o.pass : undefined;
  const pool = new pg.Pool({
    host: o.host[0],
    port: o.port[0],
    user: o.user,
    password: pass,
    database: o.database,
    max: opts.max,
    application_name: opts.name.slice(0, 63),
  });
  // An idle connection that dies (database restart, terminated backend) must not crash the process;
  // the pool replaces it on next use.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool as unknown as WorkerPgPool;
}
