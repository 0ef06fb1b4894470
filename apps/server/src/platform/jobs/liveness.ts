import pg from 'pg';
import type { Db } from '../db/connect.js';
import { pgConfigFor } from './pg-pool.js';

/**
 * Crash recovery. graphile-worker locks a job to a worker id while it runs and, on its own, frees a
 * lock left by a dead process only after 4 hours. Here every live worker id is also a session advisory
 * lock (class LIVENESS, key hashtext(id)) held on one dedicated connection of its process: when the
 * process dies, PostgreSQL drops the connection and the locks with it. `unlockDeadWorkers` (run by any
 * node, as the `jobs.recover` cron task and when a runner starts) frees the jobs of every worker whose
 * lock nobody holds, so they run again on a live node within about a minute.
 *
 * If the connection drops while the process lives (database restart), it reconnects and takes the locks
 * again; in between, another node's sweep may free this node's running jobs (locked over 10 s), which
 * then run twice at once: tolerable only because every job is idempotent, and the reason they must be.
 */
/** The advisory lock class of liveness locks (the key is hashtext of the worker id). */
export const LIVENESS = 72_410_121;

export interface LivenessHolder {
  hold(workerId: string): void;
  drop(workerId: string): void;
  /** Resolves once every hold so far is taken (tests). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export async function createLivenessHolder(db: Db, name: string): Promise<LivenessHolder> {
  const config = pgConfigFor(db, `${name} liveness`);
  const held = new Set<string>();
  let client: pg.Client | null = null;
  let closed = false;
  let chain: Promise<unknown> = Promise.resolve();
  // One connection, statements in order: a drop never overtakes its hold.
  const run = (sql: string, id: string) => {
    chain = chain.then(() => client?.query(sql, [LIVENESS, id])).catch(() => {});
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const c = new pg.Client(config);
    c.on('error', () => {});
    c.on('end', () => {
      if (closed || client !== c) return;
      client = null;
      // The locks went with the connection: take them again on a new one.
      setTimeout(() => void connect().catch(retryLater), 500).unref();
    });
    await c.connect();
    try {
      // Workers may start and stop while this runs (their hold and drop find no connection and only change
      // `held`): repeat until this connection's locks are exactly `held`, then take over with no await between.
      const taken = new Set<string>();
      for (;;) {
        const toTake = [...held].filter((id) => !taken.has(id));
        const toFree = [...taken].filter((id) => !held.has(id));
        if (toTake.length === 0 && toFree.length === 0) break;
        for (const id of toTake) {
          await c.query('SELECT pg_advisory_lock($1, hashtext($2))', [LIVENESS, id]);
          taken.add(id);
        }
        for (const id of toFree) {
          await c.query('SELECT pg_advisory_unlock($1, hashtext($2))', [LIVENESS, id]);
          taken.delete(id);
        }
      }
    } catch (err) {
      // A connection that could not take every lock (a statement timeout, say) must not keep the ones it
      // took: left open, it would hold them for the life of the process, so their workers would never be
      // taken for dead, and the next connection would wait on them. The retry opens a new one.
      await c.end().catch(() => {});
      throw err;
    }
    // Closed while this connection was being made: nothing else would ever end it.
    if (closed) return void (await c.end().catch(() => {}));
    client = c;
  }
  const retryLater = () => {
    if (!closed) setTimeout(() => void connect().catch(retryLater), 2_000).unref();
  };
  await connect();

  return {
    hold(id) {
      if (closed) return;
      held.add(id);
      run('SELECT pg_advisory_lock($1, hashtext($2))', id);
    },
    drop(id) {
      if (closed) return;
      held.delete(id);
      run('SELECT pg_advisory_unlock($1, hashtext($2))', id);
    },
    settled: () => chain.then(() => {}),
    async close() {
      closed = true;
      await chain;
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}

/**
 * Frees the jobs locked by workers that are gone (their liveness lock is free) and were locked more than
 * `minAgeSeconds` ago (a worker takes its lock a moment after it starts). Returns the worker ids freed.
 */
export async function unlockDeadWorkers(db: Db, minAgeSeconds = 10): Promise<string[]> {
  return db.begin(async (tx) => {
    const rows = await tx<{ locked_by: string; free: boolean }[]>`
      SELECT locked_by, pg_try_advisory_xact_lock(${LIVENESS}, hashtext(locked_by)) AS free
      FROM (SELECT DISTINCT locked_by FROM graphile_worker._private_jobs
            WHERE locked_by IS NOT NULL AND locked_at < now() - make_interval(secs => ${minAgeSeconds})) w`;
    const dead = rows.filter((r) => r.free).map((r) => r.locked_by);
    if (dead.length > 0) await tx`SELECT graphile_worker.force_unlock_workers(${dead}::text[])`;
    return dead;
  });
}
