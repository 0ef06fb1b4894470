import type { JobView } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import { findJob, type JobRow, type JobState, listJobs, retryFailedJob } from '../../platform/jobs/index.js';
import { auditOrigin, type OperatorPrincipal, operatorActor, writeAudit } from '../operators/index.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const jobView = (j: JobRow): JobView => ({
  id: j.id,
  task: j.task,
  state: j.state,
  jobKey: j.jobKey,
  payload: j.payload,
  attempts: j.attempts,
  maxAttempts: j.maxAttempts,
  lastError: j.lastError,
  runAt: iso(j.runAt),
  createdAt: j.createdAt.toISOString(),
  lockedAt: iso(j.lockedAt),
  lockedBy: j.lockedBy,
  finishedAt: iso(j.finishedAt),
  durationMs: j.durationMs,
});

const notFound = () => new AppError('job_not_found', 404, 'No such job');

/** What the operator sees of the job queue, and the one thing they change: retrying a failed job. */
export function createJobsAdminService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function list(q: { state: JobState; task?: string; page: number; pageSize: number }) {
    const page = await listJobs(db, { ...q, task: q.task || undefined });
    return { items: page.items.map(jobView), total: page.total, page: q.page, pageSize: q.pageSize };
  }

  async function get(id: number): Promise<JobView> {
    const job = await findJob(db, String(id));
    if (!job) throw notFound();
    return jobView(job);
  }

  /** Audited in the same transaction as the change; refused unless the job is failed. */
  async function retry(op: OperatorPrincipal, id: number, note: string | undefined, req: FastifyRequest) {
    return db.begin(async (tx) => {
      const before = await findJob(tx, String(id));
      if (!before) throw notFound();
      if (before.state !== 'failed' || !(await retryFailedJob(tx, String(id)))) {
        throw new AppError('job_not_failed', 409, `The job is ${before.state}, not failed`);
      }
      const after = await findJob(tx, String(id));
      await writeAudit(tx, {
        at: clock.now(),
        actor: operatorActor(op),
        action: 'job.retry',
        subject: `job:${id}`,
        before: { task: before.task, state: before.state, attempts: before.attempts, lastError: before.lastError },
        after: { state: after?.state, attempts: after?.attempts, note: note ?? null },
        ...auditOrigin(req),
      });
      return jobView(after!);
    });
  }

  return { list, get, retry };
}
export type JobsAdminService = ReturnType<typeof createJobsAdminService>;
