import { EventEmitter } from 'node:events';
import {
  type CronItem,
  type JobHelpers,
  parseCronItems,
  type Runner,
  run,
  runOnce,
  type TaskList,
  type WorkerEvents,
} from 'graphile-worker';
import type { Db } from '../db/connect.js';
import { type JobTracker, untracked } from '../metrics/metrics.js';
import { pruneJobHistory } from './jobs.repository.js';
import { createLivenessHolder, type LivenessHolder, unlockDeadWorkers } from './liveness.js';
import { pgPoolFor, type WorkerPgPool } from './pg-pool.js';
import { defineTask, type JobContext, type TaskDefinition } from './task.js';
import { type JobLog, silentJobLog, workerLogger } from './worker-logger.js';

export interface ScheduleOptions {
  /** The task to enqueue (defined with `define`). */
  task: string;
  /** Cron pattern, minute resolution, in UTC: `* * * * *` every minute, `0 * * * *` hourly. */
  cron: string;
  /** Names the schedule (default: the task). Each period fires once across every node. */
  identifier?: string;
  payload?: Record<string, unknown>;
  /** Periods missed while no node ran (ms) are caught up at start, up to this far back (default 0). */
  backfillMs?: number;
  maxAttempts?: number;
  /**
   * At most one waiting run of this schedule (default true): if a run is still queued when the next
   * period fires (nodes down, queue behind), they are one job. Upkeep sweeps want this; a schedule whose
   * every period matters (a daily settlement) passes false and keys its work by `ctx.scheduledFor`.
   */
  coalesce?: boolean;
}

export interface JobQueueDeps {
  db: Db;
  log?: JobLog;
  /** Counts runs, failures and durations per task (the app's metrics). */
  track?: JobTracker;
  /** Jobs this node runs at once (default 4). */
  concurrency?: number;
  /** Shows in job_history.worker and pg_stat_activity. */
  nodeName?: string;
  /**
   * How often an idle worker looks for jobs whose run time has come (retries, runAt), in ms (default 500):
   * a NOTIFY wakes workers for jobs due now, but nothing does for jobs due later.
   */
  pollIntervalMs?: number;
}

export interface JobQueue {
  /** Registers a task this node can run. */
  define<P>(task: TaskDefinition<P>): void;
  /** Registers a cron schedule (before `start`). */
  schedule(s: ScheduleOptions): void;
  /** Starts running jobs and schedules on this node. */
  start(): Promise<void>;
  /** Stops: no new jobs; running ones get a few seconds, then are released to run again elsewhere. */
  stop(): Promise<void>;
  /**
   * Runs every job that is due now, until none is left (tests, tools); schedules do not fire. Jobs that
   * fail are left for their retry time. Throws nothing for failing jobs: read their state instead.
   */
  runUntilIdle(): Promise<void>;
  /** Frees jobs held by workers of dead processes (see liveness.ts); `jobs.recover` runs it every minute. */
  recoverDeadWorkers(minAgeSeconds?: number): Promise<string[]>;
  readonly tasks: ReadonlyMap<string, TaskDefinition<never>>;
  readonly events: WorkerEvents;
  /** Whether `start` has run and `stop` has not. */
  readonly running: boolean;
}

/** Built-in upkeep of the queue itself. */
export const RECOVER_TASK = 'jobs.recover';
export const PRUNE_HISTORY_TASK = 'jobs.prune_history';
/** Finished jobs kept in job_history (newest first). */
export const HISTORY_KEEP = 10_000;

export function createJobQueue(deps: JobQueueDeps): JobQueue {
  const { db } = deps;
  const log = deps.log ?? silentJobLog;
  const track = deps.track ?? untracked;
  const concurrency = deps.concurrency ?? 4;
  const nodeName = deps.nodeName ?? `node-${process.pid}`;
  const tasks = new Map<string, TaskDefinition<never>>();
  const schedules: ScheduleOptions[] = [];
  const events: WorkerEvents = new EventEmitter() as WorkerEvents;
  let runner: Runner | null = null;
  let wanted = false;
  let pool: WorkerPgPool | null = null;
  let liveness: LivenessHolder | null = null;

  // Jobs are locked by the worker pool's id (graphile-worker 0.17 takes them in batches for its pool).
  events.on('pool:create', ({ workerPool }) => liveness?.hold(workerPool.id));
  events.on('pool:release', ({ workerPool }) => liveness?.drop(workerPool.id));
  events.on('job:failed', ({ job }) =>
    log.error({ jobId: job.id, task: job.task_identifier, attempts: job.attempts }, 'job failed for good'),
  );

  function wrap(def: TaskDefinition<never>) {
    return async (raw: unknown, helpers: JobHelpers) => {
      const { job } = helpers;
      const startedAt = new Date();
      const cronTs = (raw as { _cron?: { ts?: string } } | null)?._cron?.ts;
      const payload = def.parse ? def.parse(raw) : (raw as never);
      const ctx: JobContext = {
        jobId: String(job.id),
        task: def.name,
        attempt: job.attempts,
        maxAttempts: job.max_attempts,
        jobKey: job.key,
        scheduledFor: cronTs ? new Date(cronTs) : null,
        signal: helpers.abortSignal,
      };
      await track(def.name, () => def.handler(payload, ctx));
      const finishedAt = new Date();
      // Best effort: the history is for the operator's eyes; a failure here must not re-run the job.
      await db`INSERT INTO job_history
          (job_id, task, job_key, payload, attempts, max_attempts, created_at, started_at, finished_at, duration_ms, worker)
        VALUES (${job.id}, ${def.name}, ${job.key}, ${db.json((raw ?? {}) as never)}, ${job.attempts}, ${job.max_attempts},
          ${job.created_at}, ${startedAt}, ${finishedAt}, ${finishedAt.getTime() - startedAt.getTime()},
          ${`${nodeName}/${helpers.job.locked_by ?? ''}`})`.catch((err: unknown) =>
        log.error({ err, jobId: job.id }, 'job history write failed'),
      );
    };
  }

  const taskList = (): TaskList => Object.fromEntries([...tasks.values()].map((t) => [t.name, wrap(t)]));

  const queue: JobQueue = {
    tasks,
    events,
    get running() {
      return wanted;
    },
    define(def) {
      if (tasks.has(def.name)) throw new Error(`task '${def.name}' is defined twice`);
      tasks.set(def.name, def as unknown as TaskDefinition<never>);
    },
    schedule(s) {
      if (wanted) throw new Error('schedules are registered before start()');
      // Checked now, not at start(): a pattern graphile-worker refuses (e.g. a step over a range, 2-59/5)
      // fails every app build and test at once instead of only a server that runs jobs.
      parseCronItems([{ task: s.task, match: s.cron, identifier: s.identifier ?? s.task }]);
      schedules.push(s);
    },
    async start() {
      if (wanted) return;
      wanted = true;
      for (const s of schedules) {
        if (!tasks.has(s.task)) throw new Error(`schedule for unknown task '${s.task}'`);
      }
      pool = pgPoolFor(db, { max: concurrency + 3, name: `vn-gaming jobs ${nodeName}` });
      liveness = await createLivenessHolder(db, `vn-gaming jobs ${nodeName}`).catch(async (err: unknown) => {
        await queue.stop();
        throw err;
      });
      // A restarted node frees what its previous life left locked before it runs anything.
      await unlockDeadWorkers(db).catch((err: unknown) => log.error({ err }, 'job recovery failed'));
      const cronItems: CronItem[] = schedules.map((s) => {
        const identifier = s.identifier ?? s.task;
        return {
          task: s.task,
          match: s.cron,
          identifier,
          payload: s.payload ?? {},
          options: {
            backfillPeriod: s.backfillMs ?? 0,
            maxAttempts: s.maxAttempts ?? tasks.get(s.task)?.maxAttempts,
            ...(s.coalesce === false ? {} : { jobKey: `cron:${identifier}`, jobKeyMode: 'replace' as const }),
          },
        };
      });
      const options = {
        pgPool: pool,
        taskList: taskList(),
        parsedCronItems: parseCronItems(cronItems),
        concurrency,
        noHandleSignals: true,
        pollInterval: deps.pollIntervalMs ?? 500,
        logger: workerLogger(log),
        events,
      };
      // graphile-worker shuts its whole pool down when a worker dies (e.g. it could not mark a job done
      // while the database was away). A node must not silently stop running jobs: start a new pool.
      const launch = async (): Promise<void> => {
        const r = await run(options);
        runner = r;
        r.promise.then(
          () => restartLater(r, null),
          (err: unknown) => restartLater(r, err),
        );
      };
      const restartLater = (r: Runner, err: unknown) => {
        if (!wanted || runner !== r) return;
        log.error({ err }, 'job runner stopped; starting it again in 5 s');
        setTimeout(() => {
          if (wanted && runner === r) void launch().catch((e: unknown) => restartLater(r, e));
        }, 5_000).unref();
      };
      await launch().catch(async (err: unknown) => {
        await queue.stop();
        throw err;
      });
    },
    async stop() {
      wanted = false;
      const r = runner;
      runner = null;
      if (r) await r.stop().catch((err: unknown) => log.error({ err }, 'job runner stop failed'));
      await liveness?.close();
      liveness = null;
      await pool?.end().catch(() => {});
      pool = null;
    },
    async runUntilIdle() {
      const own = pgPoolFor(db, { max: 2, name: `vn-gaming jobs once ${nodeName}` });
      const holder = liveness ?? (await createLivenessHolder(db, `vn-gaming jobs once ${nodeName}`));
      const onceEvents: WorkerEvents = new EventEmitter() as WorkerEvents;
      onceEvents.on('pool:create', ({ workerPool }) => holder.hold(workerPool.id));
      onceEvents.on('pool:release', ({ workerPool }) => holder.drop(workerPool.id));
      try {
        await runOnce({
          pgPool: own,
          taskList: taskList(),
          noHandleSignals: true,
          logger: workerLogger(log),
          events: onceEvents,
        });
      } finally {
        await own.end().catch(() => {});
        if (holder !== liveness) await holder.close();
      }
    },
    recoverDeadWorkers: (minAgeSeconds) => unlockDeadWorkers(db, minAgeSeconds),
  };

  // The queue's own upkeep runs as jobs too: once a minute across all nodes, not once per node.
  queue.define(
    defineTask(RECOVER_TASK, async () => {
      const freed = await unlockDeadWorkers(db);
      if (freed.length > 0) log.warn({ workers: freed }, 'freed the jobs of dead workers');
    }),
  );
  queue.define(defineTask(PRUNE_HISTORY_TASK, async () => void (await pruneJobHistory(db, HISTORY_KEEP))));
  queue.schedule({ task: RECOVER_TASK, cron: '* * * * *' });
  queue.schedule({ task: PRUNE_HISTORY_TASK, cron: '17 * * * *' });
  return queue;
}
