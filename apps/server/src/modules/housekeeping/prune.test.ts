import { describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/harness.js';
import { ManualClock } from '../../platform/clock.js';
import { createJobQueue, enqueue } from '../../platform/jobs/index.js';
import { HOUSEKEEPING_PRUNE_TASK, registerHousekeepingJobs } from './housekeeping.jobs.js';
import { pruneExpired } from './prune.js';

const NOW = new Date('2026-11-22T05:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe('housekeeping', () => {
  it('prunes rows a day past expiry, old outbox mail and old rate windows, and keeps everything else', async () => {
    const db = await createTestDb();
    await db`INSERT INTO pow_challenges (id, salt, difficulty, expires_at) VALUES
      ('old', 's', 1, ${ago(2 * DAY)}), ('recent', 's', 1, ${ago(HOUR)}), ('live', 's', 1, ${ago(-HOUR)})`;
    await db`INSERT INTO captchas (id, answer, expires_at) VALUES ('old', 'a', ${ago(3 * DAY)}), ('live', 'b', ${ago(-60_000)})`;
    await db`INSERT INTO sms_outbox (phone, body, created_at) VALUES ('84900000001', 'old', ${ago(31 * DAY)}),
      ('84900000002', 'new', ${ago(DAY)})`;
    await db`INSERT INTO sms_messages (request_id, provider, phone, purpose, status, created_at, updated_at) VALUES
      ('old', 'esms', '84900000001', 'login', 'delivered', ${ago(31 * DAY)}, ${ago(31 * DAY)}),
      ('new', 'esms', '84900000002', 'login', 'accepted', ${ago(DAY)}, ${ago(DAY)})`;
    await db`INSERT INTO rate_limit_windows (bucket, key, window_start, hits) VALUES
      ('login', 'a', ${ago(4 * DAY)}, 1), ('login', 'a', ${ago(HOUR)}, 1)`;
    await db`INSERT INTO security_events (at, kind) VALUES (${ago(400 * DAY)}, 'login')`;
    const [op] = await db<{ id: number }[]>`INSERT INTO operators (username, password_hash, created_at)
      VALUES ('op', 'x', ${NOW}) RETURNING id`;
    await db`INSERT INTO operator_login_failures (operator_id, ip, at) VALUES
      (${op!.id}, '192.0.2.1', ${ago(91 * DAY)}), (${op!.id}, '192.0.2.1', ${ago(89 * DAY)})`;

    const report = await pruneExpired(db, NOW);
    expect(report).toMatchObject({
      pow_challenges: 1,
      captchas: 1,
      sms_outbox: 1,
      sms_messages: 1,
      rate_limit_windows: 1,
      operator_login_failures: 1,
      sessions: 0,
    });

    expect((await db`SELECT id FROM pow_challenges ORDER BY id`).map((r) => r.id)).toEqual(['live', 'recent']);
    expect((await db`SELECT id FROM captchas`).map((r) => r.id)).toEqual(['live']);
    expect((await db`SELECT body FROM sms_outbox`).map((r) => r.body)).toEqual(['new']);
    expect((await db`SELECT request_id FROM sms_messages`).map((r) => r.request_id)).toEqual(['new']);
    expect(await db`SELECT 1 FROM rate_limit_windows`).toHaveLength(1);
    // Operators' failed logins are history for a quarter.
    expect(await db`SELECT 1 FROM operator_login_failures`).toHaveLength(1);
    // The audit trail is never pruned.
    expect(await db`SELECT 1 FROM security_events`).toHaveLength(1);

    // A second pass finds nothing more.
    expect(Object.values(await pruneExpired(db, NOW)).every((n) => n === 0)).toBe(true);
  });

  it('runs as an hourly job with the injected clock', async () => {
    const db = await createTestDb();
    await db`INSERT INTO captchas (id, answer, expires_at) VALUES ('old', 'a', ${ago(2 * DAY)})`;
    const logged: object[] = [];
    const jobs = createJobQueue({ db });
    registerHousekeepingJobs(jobs, {
      db,
      clock: new ManualClock(NOW.toISOString()),
      log: { info: (o) => logged.push(o) },
    });
    await enqueue(db, HOUSEKEEPING_PRUNE_TASK);
    await jobs.runUntilIdle();
    expect(logged).toEqual([{ pruned: expect.objectContaining({ captchas: 1 }) }]);
    expect(await db`SELECT 1 FROM captchas`).toHaveLength(0);
    expect(await db`SELECT task FROM job_history`).toEqual([{ task: HOUSEKEEPING_PRUNE_TASK }]);
  });
});
