import { beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, defineTask, enqueue, type JobQueue } from '../../platform/jobs/index.js';
import { cashoutApp, operator } from '../withdrawals/test/cashout.fixtures.js';

type Harness = Awaited<ReturnType<typeof cashoutApp>>;
let h: Harness;
let queue: JobQueue;
let failing = true;
let failedId: string;
let finishedId: string;

beforeAll(async () => {
  h = await cashoutApp();
  // A node's queue on the app's database, reporting to the app's metrics.
  queue = createJobQueue({ db: h.db, track: h.app.metrics.trackJob });
  queue.define(
    defineTask(
      'test.report',
      async () => {
        if (failing) throw new Error('vendor report unreachable');
      },
      { maxAttempts: 1 },
    ),
  );
  queue.define(defineTask('test.ok', async () => {}));
  failedId = (await enqueue(h.db, 'test.report', { vendor: 'demo' }, { maxAttempts: 1 })).id;
  finishedId = (await enqueue(h.db, 'test.ok', {}, { jobKey: 'ok:1' })).id;
  await enqueue(h.db, 'test.ok', {}, { runAt: new Date(Date.now() + 3600_000) });
  await queue.runUntilIdle();
});

const get = (url: string, headers: Record<string, string> = operator) => h.app.inject({ url, headers });
const body = <T>(res: { json(): unknown }) => res.json() as { success: boolean; code?: string; value: T };

describe('operator job API', () => {
  it('lists jobs by state with their attempts and last error', async () => {
    const failed = body<{ items: { id: string; task: string; lastError: string; attempts: number }[]; total: number }>(
      await get('/wps/operator/jobs?state=failed'),
    );
    expect(failed.value.total).toBe(1);
    expect(failed.value.items[0]).toMatchObject({
      id: failedId,
      task: 'test.report',
      state: 'failed',
      attempts: 1,
      maxAttempts: 1,
      payload: { vendor: 'demo' },
      lastError: expect.stringContaining('vendor report unreachable'),
    });
    const finished = body<{ items: { id: string; jobKey: string }[] }>(await get('/wps/operator/jobs?state=finished'));
    expect(finished.value.items).toEqual([
      expect.objectContaining({ id: finishedId, task: 'test.ok', jobKey: 'ok:1', state: 'finished', attempts: 1 }),
    ]);
    const queued = body<{ items: { task: string }[] }>(await get('/wps/operator/jobs?state=queued&task=test.ok'));
    expect(queued.value.items.map((j) => j.task)).toEqual(['test.ok']);
    expect(body(await get('/wps/operator/jobs?state=running')).value).toMatchObject({ items: [], total: 0 });
    const one = body(await get(`/wps/operator/jobs/${failedId}`));
    expect(one.value).toMatchObject({ id: failedId, state: 'failed', attempts: 1 });
  });

  it('reports queue depth and failures in the metrics', async () => {
    const text = (await h.app.inject({ url: '/metrics' })).body;
    expect(text).toContain('app_job_queue_depth{task="test.report",state="failed"} 1');
    expect(text).toContain('app_job_queue_depth{task="test.ok",state="queued"} 1');
    expect(text).toContain('app_job_failures_total{job="test.report"} 1');
    expect(text).toMatch(/app_job_duration_seconds_count\{job="test.ok"\} 1/);
  });

  it('retries a failed job (audited), which then runs; refuses the rest with translated codes', async () => {
    failing = false;
    const res = await h.app.inject({
      method: 'POST',
      url: `/wps/operator/jobs/${failedId}/retry`,
      headers: operator,
      payload: { note: 'vendor back up' },
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).value).toMatchObject({ id: failedId, state: 'queued', attempts: 0 });
    const [audit] = await h.db`SELECT actor, action, subject, after FROM audit_log WHERE action = 'job.retry'`;
    expect(audit).toMatchObject({
      actor: 'operator:7:op7',
      subject: `job:${failedId}`,
      after: { note: 'vendor back up' },
    });
    await queue.runUntilIdle();
    expect(body(await get(`/wps/operator/jobs/${failedId}`)).value).toMatchObject({ state: 'finished', attempts: 1 });

    const again = await h.app.inject({
      method: 'POST',
      url: `/wps/operator/jobs/${failedId}/retry`,
      headers: operator,
    });
    expect(again.statusCode).toBe(409);
    expect(body(again)).toMatchObject({ success: false, code: 'job_not_failed' });
    const missing = await get('/wps/operator/jobs/987654321');
    expect(missing.statusCode).toBe(404);
    expect(body(missing)).toMatchObject({ success: false, code: 'job_not_found' });
    const noRetry = await h.app.inject({
      method: 'POST',
      url: '/wps/operator/jobs/987654321/retry',
      headers: operator,
    });
    expect(body(noRetry)).toMatchObject({ code: 'job_not_found' });
    expect((await h.db`SELECT 1 FROM audit_log WHERE action = 'job.retry'`).length).toBe(1);
  });

  it('is for operators only, and checks its input', async () => {
    expect((await get('/wps/operator/jobs?state=failed', {})).statusCode).toBe(401);
    expect((await get('/wps/operator/jobs?state=failed', { 'x-test-member': '5:0' })).statusCode).toBe(403);
    const bad = await get('/wps/operator/jobs?state=lost');
    expect(bad.statusCode).toBe(400);
    expect((await get('/wps/operator/jobs/abc')).statusCode).toBe(400);
  });
});
