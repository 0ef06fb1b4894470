import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { createTestDb } from '../../../../test/harness.js';
import { processScript } from '../../../../test/process-scripts.js';
import { waitFor } from '../../../../test/wait-for.js';
import { connectDatabase, type Db } from '../../db/connect.js';
import { createJobQueue, defineTask, enqueue, findJob, type JobQueue, listJobs, retryFailedJob } from '../index.js';
import type { JobLog } from '../worker-logger.js';

/*
 * The queue with real runners on one database, as several nodes run it: each runner has its own
 * connection pools, as a separate process would.
 */

let db: Db;
const cleanup: (() => Promise<void>)[] = [];
beforeAll(async () => {
  db = await createTestDb();
  await db`CREATE TABLE test_effects (key text PRIMARY KEY, runner text NOT NULL, at timestamptz NOT NULL DEFAULT now())`;
  await db`CREATE TABLE test_runs (job text NOT NULL, runner text NOT NULL, attempt int NOT NULL,
    started timestamptz NOT NULL, ended timestamptz)`;
});
afterAll(async () => {
  for (const c of cleanup.reverse()) {
    await c();
  }
}, 30_000);

/** A second connection pool to the same database: what another process has. */
function otherPool(): Db {
  const o = db.options;
  const other = connectDatabase(`postgres://${o.user}:${String(o.pass)}@${o.host[0]}:${o.port[0]}/${o.database}`, {
    max: 6,
  });
  cleanup.push(() => other.end({ timeout: 2 }));
  return other;
}

function runner(name: string, onDb: Db, define: (q: JobQueue, onDb: Db) => void, log?: JobLog): JobQueue {
  const q = createJobQueue({ db: onDb, nodeName: name, pollIntervalMs: 100, concurrency: 4, log });
  define(q, onDb);
  cleanup.push(() => q.stop());
  return q;
}

describe('job runners on one database', () => {
  it('two runners never run the same job, and share the work', async () => {
    const track = (name: string) => (q: JobQueue, onDb: Db) =>
      q.define(
        defineTask<{ n: number }>('test.work', async (p, ctx) => {
          const [row] = await onDb<{ ctid: string }[]>`INSERT INTO test_runs (job, runner, attempt, started)
            VALUES (${String(p.n)}, ${name}, ${ctx.attempt}, clock_timestamp()) RETURNING ctid::text`;
          await new Promise((r) => setTimeout(r, 20));
          await onDb`UPDATE test_runs SET ended = clock_timestamp() WHERE ctid = ${row!.ctid}::tid`;
        }),
      );
    const a = runner('A', otherPool(), track('A'));
    const b = runner('B', otherPool(), track('B'));
    await db.begin(async (tx) => {
      for (let n = 0; n < 60; n++) await enqueue(tx, 'test.work', { n });
    });
    await Promise.all([a.start(), b.start()]);
    await waitFor(async () => (await db`SELECT 1 FROM test_runs WHERE ended IS NOT NULL`).length === 60);
    const perJob = await db<{ job: string; n: number }[]>`SELECT job, count(*)::int AS n FROM test_runs GROUP BY job`;
    expect(perJob).toHaveLength(60);
    expect(perJob.every((r) => r.n === 1)).toBe(true);
    const perRunner = await db<{ runner: string; n: number }[]>`
      SELECT runner, count(*)::int AS n FROM test_runs GROUP BY runner ORDER BY runner`;
    expect(perRunner.map((r) => r.runner)).toEqual(['A', 'B']);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('a job whose node dies midway runs again on a live node, and its effect happens once', async () => {
    const o = db.options;
    const url = `postgres://${o.user}:${String(o.pass)}@${o.host[0]}:${o.port[0]}/${o.database}`;
    const child = spawn(process.execPath, [processScript('jobs-crash-child'), url], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      out += c.toString();
    });
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    cleanup.push(async () => {
      child.kill('SIGKILL');
      await exited;
    });
    await waitFor(async () => out.includes('ready'), 30_000).catch(() => {
      throw new Error(`child did not start:\n${out}`);
    });
    const { id } = await enqueue(db, 'test.settle', { key: 'round:7' }, { jobKey: 'settle:round:7' });
    await waitFor(async () => out.includes(`in-run ${id}`));
    expect(await findJob(db, id)).toMatchObject({ state: 'running', attempts: 1 });
    expect(await db`SELECT key, runner FROM test_effects`).toEqual([{ key: 'round:7', runner: 'crashing' }]);

    // kill -9 between the committed effect and the job being marked done.
    child.kill('SIGKILL');
    await exited;
    // Still locked by the dead worker: graphile-worker alone would wait 4 hours.
    expect(await findJob(db, id)).toMatchObject({ state: 'running' });

    const b = runner('B', otherPool(), (q, onDb) =>
      q.define(
        defineTask<{ key: string }>('test.settle', async (p) => {
          await onDb`INSERT INTO test_effects (key, runner) VALUES (${p.key}, 'B') ON CONFLICT (key) DO NOTHING`;
        }),
      ),
    );
    // A live node's sweep (the `jobs.recover` task, each minute; at start too) frees the dead worker's job.
    await waitFor(async () => (await b.recoverDeadWorkers(0)).length > 0);
    await b.start();
    await waitFor(async () => (await findJob(db, id))?.state === 'finished');
    expect(await db`SELECT key, runner FROM test_effects`).toEqual([{ key: 'round:7', runner: 'crashing' }]);
    // Run again (at least once more; a busy CI lane once saw a transient failure of the rerun retried, 3
    // attempts): what must hold is the one effect above and the job finished.
    const done = await findJob(db, id);
    expect(done).toMatchObject({ state: 'finished' });
    expect(done!.attempts).toBeGreaterThanOrEqual(2);
    await b.stop();
  }, 60_000);

  it('a live worker is never taken for dead', async () => {
    let release!: () => void;
    const holding = new Promise<void>((r) => {
      release = r;
    });
    let started!: () => void;
    const inRun = new Promise<void>((r) => {
      started = r;
    });
    const a = runner('L', otherPool(), (q) =>
      q.define(
        defineTask('test.long', async () => {
          started();
          await holding;
        }),
      ),
    );
    await a.start();
    const { id } = await enqueue(db, 'test.long', {});
    await inRun;
    await new Promise((r) => setTimeout(r, 200));
    expect(await a.recoverDeadWorkers(0)).toEqual([]);
    expect(await findJob(db, id)).toMatchObject({ state: 'running' });
    release();
    await waitFor(async () => (await findJob(db, id))?.state === 'finished');
    await a.stop();
  });

  it('a runner whose connections drop (database restart) takes its locks again and keeps running jobs', async () => {
    // Recovery has several steps, one of which waits 5 s (a dead worker pool is started again), so a failure
    // says which step it reached and what the runner logged (it failed once in a loaded CI run, at 30 s).
    const started0 = Date.now();
    const timeline: string[] = [];
    const note = (what: string) => timeline.push(`${Date.now() - started0} ms ${what}`);
    const log: JobLog = {
      info: (_o, msg) => note(`log info: ${msg}`),
      warn: (_o, msg) => note(`log warn: ${msg}`),
      error: (o, msg) => note(`log error: ${msg} ${String((o as { err?: unknown }).err ?? '')}`),
    };
    onTestFailed(() => console.error(`runner X, step by step:\n${timeline.join('\n')}`));
    let release!: () => void;
    const holding = new Promise<void>((r) => {
      release = r;
    });
    let started!: () => void;
    const inRun = new Promise<void>((r) => {
      started = r;
    });
    const x = runner(
      'X',
      otherPool(),
      (q) =>
        q.define(
          defineTask('test.after_drop', async () => {
            started();
            await holding;
          }),
        ),
      log,
    );
    await x.start();
    note('started');
    const cut = await db<{ ok: boolean }[]>`SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity
      WHERE application_name IN ('vn-gaming jobs X', 'vn-gaming jobs X liveness') AND datname = current_database()`;
    expect(cut.length).toBeGreaterThan(0);
    note(`cut ${cut.length} connections`);
    const { id } = await enqueue(db, 'test.after_drop', {});
    await inRun;
    note('the job runs');
    // The liveness locks are back on a new connection: the running job is not taken for dead.
    await waitFor(async () => {
      const [row] = await db<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE application_name = 'vn-gaming jobs X liveness' AND datname = current_database()`;
      return row!.n === 1;
    });
    note('liveness connection back');
    await new Promise((r) => setTimeout(r, 300));
    expect(await x.recoverDeadWorkers(0)).toEqual([]);
    release();
    await waitFor(async () => (await findJob(db, id))?.state === 'finished');
    note('the job finished');
    await x.stop();
  }, 30_000);

  it('a cron schedule fires once per period with two runners (missed periods caught up once)', async () => {
    // The schedule was last run 5 minutes ago: both runners start at once and catch up the same periods.
    await db`INSERT INTO graphile_worker._private_known_crontabs (identifier, known_since, last_execution)
      VALUES ('test.tick', now() - interval '1 hour', date_trunc('minute', now()) - interval '5 minutes')`;
    const tick = (q: JobQueue) => {
      q.define(defineTask('test.tick', async () => {}));
      q.schedule({ task: 'test.tick', cron: '* * * * *', backfillMs: 10 * 60_000, coalesce: false });
    };
    const a = runner('A', otherPool(), tick);
    const b = runner('B', otherPool(), tick);
    await Promise.all([a.start(), b.start()]);
    await waitFor(async () => (await db`SELECT 1 FROM job_history WHERE task = 'test.tick'`).length >= 5);
    await new Promise((r) => setTimeout(r, 500));
    const periods = await db<{ ts: string; n: number }[]>`
      SELECT payload->'_cron'->>'ts' AS ts, count(*)::int AS n FROM job_history WHERE task = 'test.tick'
      GROUP BY 1 ORDER BY 1`;
    expect(periods.length).toBeGreaterThanOrEqual(5);
    expect(periods.every((p) => p.n === 1)).toBe(true);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('a failing job is retried with growing back-off, then fails for good, and an operator retry runs it', async () => {
    let failUntil = 3;
    const errors: number[] = [];
    const flaky = defineTask(
      'test.flaky',
      async (_p, ctx) => {
        if (ctx.attempt <= failUntil) {
          errors.push(ctx.attempt);
          throw new Error(`attempt ${ctx.attempt} failed`);
        }
      },
      { maxAttempts: 3 },
    );
    const q = runner('R', db, (q) => q.define(flaky));
    const { id } = await enqueue(db, flaky, {});
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      await q.runUntilIdle();
      const [row] = await db<{ delay: number; attempts: number; last_error: string }[]>`
        SELECT extract(epoch FROM run_at - updated_at)::float AS delay, attempts, last_error
        FROM graphile_worker._private_jobs WHERE id = ${id}::bigint`;
      expect(row).toMatchObject({
        attempts: attempt,
        last_error: expect.stringContaining(`attempt ${attempt} failed`),
      });
      delays.push(row!.delay);
      // Time passes: the retry is due now.
      await db`UPDATE graphile_worker._private_jobs SET run_at = now() WHERE id = ${id}::bigint`;
    }
    // graphile-worker's back-off: e^attempt seconds.
    expect(delays[0]).toBeGreaterThan(Math.exp(1) - 0.2);
    expect(delays[0]).toBeLessThan(Math.exp(1) + 1.5);
    expect(delays[1]).toBeGreaterThan(Math.exp(2) - 0.2);
    expect(delays[1]).toBeLessThan(Math.exp(2) + 1.5);
    expect(errors).toEqual([1, 2, 3]);
    expect(await findJob(db, id)).toMatchObject({ state: 'failed', attempts: 3, maxAttempts: 3 });
    expect((await listJobs(db, { state: 'failed', page: 1, pageSize: 10 })).items.map((j) => j.id)).toEqual([id]);
    // Not run again on its own.
    await q.runUntilIdle();
    expect(errors).toEqual([1, 2, 3]);

    failUntil = 0;
    expect(await retryFailedJob(db, id)).toBe(true);
    expect(await findJob(db, id)).toMatchObject({ state: 'queued', attempts: 0 });
    await q.runUntilIdle();
    expect(await findJob(db, id)).toMatchObject({ state: 'finished', attempts: 1 });
    expect(await retryFailedJob(db, id)).toBe(false);
  });
});
