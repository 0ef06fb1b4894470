import type { Queryable } from '../db/connect.js';

/** How the operator sees a job's state. 'queued' includes jobs waiting for their run time or a retry. */
export type JobState = 'queued' | 'running' | 'failed' | 'finished';

export interface JobRow {
  id: string;
  task: string;
  state: JobState;
  jobKey: string | null;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  runAt: Date | null;
  createdAt: Date;
  lockedAt: Date | null;
  lockedBy: string | null;
  finishedAt: Date | null;
  durationMs: number | null;
}

// graphile-worker's own rule: a lock older than 4 hours belongs to nobody. A job out of attempts that is
// not locked is failed for good (it stays until retried or removed).
const STATE_SQL = `CASE
    WHEN j.locked_at IS NOT NULL AND j.locked_at > now() - interval '4 hours' THEN 'running'
    WHEN j.attempts >= j.max_attempts THEN 'failed'
    ELSE 'queued' END`;

const LIVE_SELECT = `SELECT j.id::text AS id, t.identifier AS task, ${STATE_SQL} AS state, j.key AS job_key,
    j.payload::jsonb AS payload, j.attempts, j.max_attempts, j.last_error, j.run_at, j.created_at, j.locked_at, j.locked_by,
    NULL::timestamptz AS finished_at, NULL::int AS duration_ms
  FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id`;

const HISTORY_SELECT = `SELECT h.job_id::text AS id, h.task, 'finished' AS state, h.job_key, h.payload, h.attempts,
    h.max_attempts, NULL::text AS last_error, NULL::timestamptz AS run_at, h.created_at, NULL::timestamptz AS locked_at,
    h.worker AS locked_by, h.finished_at, h.duration_ms
  FROM job_history h`;

interface RawRow {
  id: string;
  task: string;
  state: JobState;
  job_key: string | null;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  run_at: Date | null;
  created_at: Date;
  locked_at: Date | null;
  locked_by: string | null;
  finished_at: Date | null;
  duration_ms: number | null;
}

const toRow = (r: RawRow): JobRow => ({
  id: r.id,
  task: r.task,
  state: r.state,
  jobKey: r.job_key,
  payload: r.payload,
  attempts: r.attempts,
  maxAttempts: r.max_attempts,
  lastError: r.last_error,
  runAt: r.run_at,
  createdAt: r.created_at,
  lockedAt: r.locked_at,
  lockedBy: r.locked_by,
  finishedAt: r.finished_at,
  durationMs: r.duration_ms,
});

export interface JobListQuery {
  state: JobState;
  task?: string;
  page: number;
  pageSize: number;
}

/** One page of jobs in a state: live ones by run time, finished ones newest first. */
export async function listJobs(q: Queryable, f: JobListQuery): Promise<{ items: JobRow[]; total: number }> {
  const offset = (f.page - 1) * f.pageSize;
  const task = f.task ?? null;
  if (f.state === 'finished') {
    const rows = await q.unsafe<(RawRow & { total: number })[]>(
      `SELECT *, count(*) OVER ()::int AS total FROM (${HISTORY_SELECT}
         WHERE ($1::text IS NULL OR h.task = $1) ORDER BY h.finished_at DESC, h.id DESC) x
       LIMIT $2 OFFSET $3`,
      [task, f.pageSize, offset],
    );
    return { items: rows.map(toRow), total: rows[0]?.total ?? (await countHistory(q, task)) };
  }
  const rows = await q.unsafe<(RawRow & { total: number })[]>(
    `SELECT *, count(*) OVER ()::int AS total FROM (${LIVE_SELECT}) x
     WHERE x.state = $1 AND ($2::text IS NULL OR x.task = $2)
     ORDER BY x.run_at, x.id::bigint LIMIT $3 OFFSET $4`,
    [f.state, task, f.pageSize, offset],
  );
  return { items: rows.map(toRow), total: rows[0]?.total ?? 0 };
}

async function countHistory(q: Queryable, task: string | null): Promise<number> {
  const [r] = await q<
    { n: number }[]
  >`SELECT count(*)::int AS n FROM job_history WHERE ${task}::text IS NULL OR task = ${task}`;
  return r?.n ?? 0;
}

/** A live job by id, else its newest finished record, else undefined. */
export async function findJob(q: Queryable, id: string): Promise<JobRow | undefined> {
  const [live] = await q.unsafe<RawRow[]>(`SELECT * FROM (${LIVE_SELECT}) x WHERE x.id = $1`, [id]);
  if (live) return toRow(live);
  const [done] = await q.unsafe<RawRow[]>(
    `${HISTORY_SELECT} WHERE h.job_id = $1::bigint ORDER BY h.finished_at DESC LIMIT 1`,
    [id],
  );
  return done ? toRow(done) : undefined;
}

/**
 * Makes a failed job run again now with a fresh set of attempts. Only a failed one: a queued job will
 * run anyway and a running one must not be started twice. Returns false when the job is not failed.
 */
export async function retryFailedJob(q: Queryable, id: string): Promise<boolean> {
  const rows = await q`
    UPDATE graphile_worker._private_jobs SET attempts = 0, run_at = now(), updated_at = now()
    WHERE id = ${id}::bigint AND attempts >= max_attempts
      AND (locked_at IS NULL OR locked_at <= now() - interval '4 hours')
    RETURNING id`;
  return rows.length > 0;
}

/** Job counts by task and state (metrics), finished ones excluded. */
export async function jobDepth(q: Queryable): Promise<{ task: string; state: JobState; n: number }[]> {
  return [
    ...(await q.unsafe<{ task: string; state: JobState; n: number }[]>(
      `SELECT task, state, count(*)::int AS n FROM (${LIVE_SELECT}) x GROUP BY 1, 2`,
    )),
  ];
}

/** Keeps the newest `keep` finished-job records. */
export async function pruneJobHistory(q: Queryable, keep: number): Promise<number> {
  const rows = await q`
    DELETE FROM job_history WHERE id < (
      SELECT min(id) FROM (SELECT id FROM job_history ORDER BY id DESC LIMIT ${keep}) newest)
    RETURNING id`;
  return rows.length;
}
