import type { Queryable } from '../db/connect.js';
import type { TaskDefinition } from './task.js';

export interface EnqueueOptions {
  /**
   * At most one queued job per key: enqueuing the same key again while the first waits does not add a
   * second one. Key by what the job settles: `rounds.settle:round:42`.
   */
  jobKey?: string;
  /**
   * What a second enqueue of a waiting key does: 'preserve_run_at' (default) updates the payload and keeps
   * the first run time; 'replace' also moves the run time; 'unsafe_dedupe' changes nothing, even when the
   * job is running or failed.
   */
  jobKeyMode?: 'preserve_run_at' | 'replace' | 'unsafe_dedupe';
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Attempts before the job counts as failed (default: the task definition's, else 25). */
  maxAttempts?: number;
  /** Lower runs first (default 0). */
  priority?: number;
  /** Jobs with the same queue name run one at a time, in order. */
  queueName?: string;
}

/**
 * Adds a job (by task name, or by its definition to apply the task's maxAttempts). `q` is the pool or, better, the caller's own transaction: the job then exists if and only if
 * the change that needs it commits (the worker is woken by a NOTIFY sent at commit). Returns its id.
 */
export async function enqueue<P>(
  q: Queryable,
  task: string | TaskDefinition<P>,
  payload: P | Record<string, never> = {},
  opts: EnqueueOptions = {},
): Promise<{ id: string }> {
  const name = typeof task === 'string' ? task : task.name;
  const maxAttempts = opts.maxAttempts ?? (typeof task === 'string' ? undefined : task.maxAttempts);
  const [row] = await q<{ id: string }[]>`
    SELECT (graphile_worker.add_job(
      identifier => ${name}::text,
      payload => ${JSON.stringify(payload ?? {})}::text::json,
      queue_name => ${opts.queueName ?? null}::text,
      run_at => ${opts.runAt ?? null}::timestamptz,
      max_attempts => ${maxAttempts ?? null}::int,
      job_key => ${opts.jobKey ?? null}::text,
      priority => ${opts.priority ?? null}::int,
      job_key_mode => ${opts.jobKey ? (opts.jobKeyMode ?? 'preserve_run_at') : 'replace'}::text
    )).id::text AS id`;
  return { id: row!.id };
}
