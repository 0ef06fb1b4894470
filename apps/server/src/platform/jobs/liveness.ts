import type { Db } from '../db/connect.js';

/**
 * Crash recovery. graphile-worker locks a job to a worker id while it runs and, on its own, frees a
 * lock left by a dead process only after 4 hours. Here every live worker id is also a session advisory
 * lock (class LIVENESS, key hashtext(id)) held on one connection of its process: when the process dies,
 * PostgreSQL drops the connection and the lock with it. `unlockDeadWorkers` (run by any node, as the
 * `jobs.recover` cron task and when a runner starts) frees the jobs of every worker whose lock nobody
 * holds, so they run again on a live node within about a minute.
 */
const LIVENESS = 72_410_121;

export interface LivenessHolder {
  hold(workerId: string): void;
  drop(workerId: string): void;
  /** Resolves once every hold so far is taken (tests). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export async function createLivenessHolder(db: Db): Promise<LivenessHolder> {
  const conn = await db.reserve();
  let chain: Promise<unknown> = Promise.resolve();
  let closed = false;
  // One connection, so the statements run in order: a drop never overtakes its hold.
  const queue = (run: () => Promise<unknown>) => {
    chain = chain.then(run).catch(() => {});
  };
  return {
    hold(id) {
      if (!closed) queue(() => conn`SELECT pg_advisory_lock(${LIVENESS}, hashtext(${id}))`);
    },
    drop(id) {
      if (!closed) queue(() => conn`SELECT pg_advisory_unlock(${LIVENESS}, hashtext(${id}))`);
    },
    settled: () => chain.then(() => {}),
    async close() {
      closed = true;
      await chain;
      await conn`SELECT pg_advisory_unlock_all()`.catch(() => {});
      conn.release();
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
