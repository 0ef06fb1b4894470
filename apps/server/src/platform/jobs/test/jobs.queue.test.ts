import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../../test/harness.js';
import type { Db } from '../../db/connect.js';
import { createJobQueue, defineTask, enqueue, findJob, type JobQueue, listJobs } from '../index.js';

let db: Db;
const queues: JobQueue[] = [];
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  for (const q of queues) await q.stop();
});

function queueWith(...defs: Parameters<JobQueue['define']>[0][]): JobQueue {
  const q = createJobQueue({ db, pollIntervalMs: 100 });
  for (const d of defs) q.define(d);
  queues.push(q);
  return q;
}

describe('enqueue', () => {
  it('a job key enqueued twice is queued once, and runs once', async () => {
    const seen: unknown[] = [];
    const q = queueWith(defineTask('test.keyed', async (p) => void seen.push(p)));
    const a = await enqueue(db, 'test.keyed', { n: 1 }, { jobKey: 'thing:1' });
    const b = await enqueue(db, 'test.keyed', { n: 2 }, { jobKey: 'thing:1' });
    expect(b.id).toBe(a.id);
    const queued = await listJobs(db, { state: 'queued', task: 'test.keyed', page: 1, pageSize: 10 });
    expect(queued.total).toBe(1);
    await q.runUntilIdle();
    expect(seen).toEqual([{ n: 2 }]);
    const done = await listJobs(db, { state: 'finished', task: 'test.keyed', page: 1, pageSize: 10 });
    expect(done.items.map((j) => [j.id, j.jobKey, j.attempts])).toEqual([[a.id, 'thing:1', 1]]);
  });

  it("inside the caller's transaction: the job exists only if the transaction commits", async () => {
    await db
      .begin(async (tx) => {
        await enqueue(tx, 'test.tx', { n: 1 });
        throw new Error('roll back');
      })
      .catch(() => {});
    const committed = await db.begin((tx) => enqueue(tx, 'test.tx', { n: 2 }));
    const queued = await listJobs(db, { state: 'queued', task: 'test.tx', page: 1, pageSize: 10 });
    expect(queued.items.map((j) => [j.id, j.payload])).toEqual([[committed.id, { n: 2 }]]);
    expect(await findJob(db, committed.id)).toMatchObject({ state: 'queued', attempts: 0 });
  });
});
