import { beforeAll, describe, expect, it } from 'vitest';
import { onFileEnd } from '../../../../test/file-cleanup.js';
import { createTestDb, testDbUrl } from '../../../../test/harness.js';
import type { Db } from '../../db/connect.js';
import { type ServerProcess, startServerProcess } from '../../startup/test/server-process.js';
import { enqueue } from '../enqueue.js';

/*
 * Two real server processes (src/main.ts) on one database, each running the job queue: every schedule
 * fires once per period across both, and a burst of jobs is shared without running any twice.
 */

let db: Db;
let a: ServerProcess;
let b: ServerProcess;
/** The first full minute both nodes were up for: its schedules are checked by the second test. */
let firstFullMinute: Date;

beforeAll(async () => {
  db = await createTestDb();
  // Registered after createTestDb's own afterAll, so it runs first: the nodes stop before their database goes.
  onFileEnd(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });
  const url = testDbUrl(db);
  const env = { DATABASE_URL: url, JOB_CONCURRENCY: '2', VENDOR_REPORT_INTERVAL_MS: '60000' };
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  await Promise.all([a.waitFor('/readyz', 200), b.waitFor('/readyz', 200)]);
  // Taken now, not when the second test starts: the wait for this minute then overlaps the first test
  // (waiting for the minute after the first test cost 30 s on average, up to a minute).
  const [next] = await db<{ minute: Date }[]>`SELECT date_trunc('minute', now()) + interval '1 minute' AS minute`;
  firstFullMinute = next!.minute;
}, 120_000);

const EVERY_MINUTE = [
  'jobs.recover',
  'withdrawals.cashout_upkeep',
  'house.recover',
  'vendors.seamless_recover',
  'vendors.bet_report_ingest',
  'deposits.expire_stale',
  'rounds.tick',
];

describe('jobs with two server processes', () => {
  it('a burst of jobs enqueued on one side runs each once, spread over both nodes', async () => {
    // Pruning jobs are quick: one node's workers could drain the burst before the other wakes. Holding a
    // lock on the first table a prune deletes from keeps each job busy, so the burst must be shared: each
    // node runs two at a time, and three in flight at once means both nodes hold some.
    const ids: string[] = [];
    const holder = await db.reserve();
    try {
      await holder`BEGIN`;
      await holder`LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE`;
      await db.begin(async (tx) => {
        for (let n = 0; n < 40; n++) ids.push((await enqueue(tx, 'housekeeping.prune', { n })).id);
      });
      const lockedUntil = Date.now() + 30_000;
      let inFlight = 0;
      while (Date.now() < lockedUntil) {
        const [row] = await db<{ n: number }[]>`
          SELECT count(*)::int AS n FROM graphile_worker._private_jobs
          WHERE id = ANY(${ids.map(Number)}::bigint[]) AND locked_at IS NOT NULL`;
        inFlight = row!.n;
        if (inFlight >= 3) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(inFlight).toBeGreaterThanOrEqual(3);
    } finally {
      await holder`ROLLBACK`;
      holder.release();
    }
    const until = Date.now() + 30_000;
    let rows: { job_id: number; n: number; worker: string }[] = [];
    while (Date.now() < until) {
      rows = [
        ...(await db<{ job_id: number; n: number; worker: string }[]>`
          SELECT job_id, count(*) OVER (PARTITION BY job_id)::int AS n, worker FROM job_history
          WHERE job_id = ANY(${ids.map(Number)}::bigint[])`),
      ];
      if (rows.length >= ids.length) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(rows).toHaveLength(ids.length);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    const nodes = new Set(rows.map((r) => r.worker.split('/')[0]));
    expect(nodes.size).toBe(2);
  }, 90_000);

  it('each every-minute schedule runs once per minute, not once per node', async () => {
    const minute = firstFullMinute;
    const ran = async () =>
      db<{ task: string; n: number; workers: string[] }[]>`
        SELECT task, count(*)::int AS n, array_agg(worker) AS workers FROM job_history
        WHERE (payload->'_cron'->>'ts')::timestamptz = ${minute} GROUP BY task ORDER BY task`;
    const until = Date.now() + 90_000;
    const seenAll = (rows: { task: string }[]) => EVERY_MINUTE.every((t) => rows.some((r) => r.task === t));
    while (!seenAll(await ran()) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 250));
    }
    // A second run would come within moments of the first: give it the time to show.
    await new Promise((r) => setTimeout(r, 1_500));
    const rows = await ran();
    // Schedules of longer periods (every 5 minutes, hourly) may fall on this minute too: once each as well.
    expect(rows.map((r) => r.task)).toEqual(expect.arrayContaining(EVERY_MINUTE));
    expect(rows.filter((r) => r.n !== 1)).toEqual([]);
    expect(
      await db`SELECT 1 FROM graphile_worker._private_jobs j
      JOIN graphile_worker._private_tasks t ON t.id = j.task_id WHERE t.identifier = ANY(${EVERY_MINUTE})
        AND j.attempts >= j.max_attempts`,
    ).toEqual([]);
  }, 120_000);
});
