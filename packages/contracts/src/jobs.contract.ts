import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { IdParams } from './path-params.js';

/** Codes of the operator's job endpoints. */
export const JobErrorCodes = [
  /** No job (queued, running, failed or in the finished history) has this id. */
  'job_not_found',
  /** Only a failed job can be retried: a queued one will run anyway, a running one must not run twice. */
  'job_not_failed',
] as const;

/**
 * queued: waiting for its run time (or a retry after a failed attempt: see lastError); running: locked by
 * a node now; failed: out of attempts, waits for an operator; finished: done (a bounded history).
 */
export const JobStates = ['queued', 'running', 'failed', 'finished'] as const;
export type JobStateName = (typeof JobStates)[number];

const QueryInt = (min: number, max: number) => z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max)));

export const JobViewSchema = z.object({
  /** The queue's job id (a bigint, as text). */
  id: z.string(),
  /** `<domain>.<what>`, e.g. withdrawals.cashout_upkeep. */
  task: z.string(),
  state: z.enum(JobStates),
  /** What the job is keyed by (at most one waiting job per key). */
  jobKey: z.nullable(z.string()),
  payload: z.unknown(),
  /** Attempts made so far (the running one included). */
  attempts: z.int(),
  maxAttempts: z.int(),
  /** Why the last attempt failed. */
  lastError: z.nullable(z.string()),
  /** When it runs (next attempt); null once finished. */
  runAt: z.nullable(z.iso.datetime({ offset: true })),
  createdAt: z.iso.datetime({ offset: true }),
  /** Since when a node runs it, and which (worker pool id; for finished jobs: node/pool). */
  lockedAt: z.nullable(z.iso.datetime({ offset: true })),
  lockedBy: z.nullable(z.string()),
  finishedAt: z.nullable(z.iso.datetime({ offset: true })),
  durationMs: z.nullable(z.int()),
});
export type JobView = z.infer<typeof JobViewSchema>;

export const jobsAdminContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/jobs',
    auth: 'operator',
    summary:
      'Background jobs in one state (queued, running, failed, finished), optionally of one task: live ones by ' +
      'run time, finished ones newest first (the newest 10,000 are kept). Paged.',
    tags: ['operator'],
    query: z.object({
      state: z.enum(JobStates),
      task: z.optional(z.string().check(z.trim(), z.maxLength(100))),
      page: z._default(QueryInt(1, 100_000), 1),
      pageSize: z._default(QueryInt(1, 100), 20),
    }),
    response: z.object({ items: z.array(JobViewSchema), total: z.int(), page: z.int(), pageSize: z.int() }),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/jobs/:id',
    params: IdParams,
    auth: 'operator',
    summary: "One job: its state, attempts and last error (a finished job: its history record). 'job_not_found'.",
    tags: ['operator'],
    response: JobViewSchema,
  }),
  retry: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/jobs/:id/retry',
    params: IdParams,
    auth: 'operator',
    summary:
      "Runs a failed job again now, with a fresh set of attempts (audited). 'job_not_failed' for a job that is " +
      "queued, running or finished; 'job_not_found'.",
    tags: ['operator'],
    body: z.object({ note: z.optional(z.string().check(z.maxLength(500))) }),
    response: JobViewSchema,
  }),
};
