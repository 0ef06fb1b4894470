/** What a running job knows about itself. */
export interface JobContext {
  /** The job's id in the queue (graphile-worker's bigint, as text). */
  jobId: string;
  task: string;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  maxAttempts: number;
  /** The job key it was enqueued with, if any. */
  jobKey: string | null;
  /** For a cron job: the period it runs for (the scheduled minute), else null. */
  scheduledFor: Date | null;
  /** Aborted when the node shuts down: long work should stop and throw (the job is retried). */
  signal: AbortSignal;
}

export type TaskHandler<P> = (payload: P, ctx: JobContext) => Promise<void>;

/**
 * A task: a name and the plain function that does one unit of work. The handler must be idempotent and
 * keyed by what it settles: a job can run twice (a node dies after the work but before the job is
 * marked done) and its effect must still happen once.
 */
export interface TaskDefinition<P = unknown> {
  name: string;
  handler: TaskHandler<P>;
  /**
   * Attempts before the job counts as failed, for its schedule and `enqueue(tx, definition, …)` (enqueued
   * by name: 25, graphile-worker's default). Back-off between attempts: e^attempt seconds.
   */
  maxAttempts?: number;
  /** Turns the stored payload (JSON) into P; throws on a malformed one (the job fails, is not retried forever). */
  parse?: (payload: unknown) => P;
}

const NAME = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/;

/** Declares a task. Names are `<domain>.<what>` (e.g. `withdrawals.cashout_upkeep`). */
export function defineTask<P = unknown>(
  name: string,
  handler: TaskHandler<P>,
  opts: { maxAttempts?: number; parse?: (payload: unknown) => P } = {},
): TaskDefinition<P> {
  if (!NAME.test(name)) throw new Error(`task name '${name}' must look like 'domain.what'`);
  return { name, handler, ...opts };
}
