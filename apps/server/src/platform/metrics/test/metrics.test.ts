import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/harness.js';
import { cashoutApp, fund, makeMember, newKey } from '../../../modules/withdrawals/test/cashout.fixtures.js';
import { connectDatabase } from '../../db/connect.js';
import { checkReadiness } from '../../db/readiness.js';

type Harness = Awaited<ReturnType<typeof cashoutApp>>;
let h: Harness;
beforeAll(async () => {
  h = await cashoutApp();
});

const scrape = async (headers: Record<string, string> = {}) => h.app.inject({ url: '/metrics', headers });
/** The value of one sample line, e.g. `metric{a="b"}`; undefined when absent. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('counts requests by route pattern (not the raw URL) and errors by status class and code', async () => {
    await h.app.inject({ url: '/healthz' });
    await h.app.inject({ url: '/healthz' });
    await h.app.inject({ url: '/no/such/page/12345' });
    const m = await makeMember(h);
    await h.app.inject({ url: '/wps/v2/wallets/transfer/987654', headers: m.headers });
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/healthz",status_code="200"}')).toBe(
      2,
    );
    expect(
      sample(text, 'http_request_errors_total{method="GET",route="unmatched",status_class="4xx",status_code="404"}'),
    ).toBe(1);
    expect(text).not.toContain('987654');
    expect(text).not.toContain('/no/such/page');
    expect(text).toMatch(/route="\/wps\/v2\/wallets\/transfer\/:id"/);
  });

  it('counts ledger transfers the app applies, by kind, and their amounts (replays not counted)', async () => {
    const m = await makeMember(h);
    await fund(h, m.id, 10_000_000); // through the test's own ledger: not this app's
    const key = newKey();
    const send = () =>
      h.app.inject({
        method: 'POST',
        url: '/wps/v2/wallets/transfer',
        headers: m.headers,
        payload: { vendor: 'demo', direction: 'in', amount: 3_000_000, idempotencyKey: key },
      });
    expect((await send()).json().value).toMatchObject({ status: 'succeeded' });
    await send(); // a replay of the same request moves nothing
    const text = (await scrape()).body;
    const counts = text.split('\n').filter((l) => l.startsWith('ledger_transfers_total{'));
    const total = counts.reduce((n, l) => n + Number(l.split(' ')[1]), 0);
    expect(total).toBe(2); // the hold (pending) and its post
    expect(text).toMatch(/ledger_transfer_amount_total\{kind="[a-z_]+",unit="VND",status="posted"\} 3000000/);
    expect(text).toMatch(/ledger_transfer_amount_total\{kind="[a-z_]+",unit="VND",status="pending"\} 3000000/);
  });

  it('counts periodic worker passes and failures', async () => {
    await h.app.metrics.trackJob('cashout', async () => 1);
    await expect(h.app.metrics.trackJob('cashout', async () => Promise.reject(new Error('boom')))).rejects.toThrow();
    const text = (await scrape()).body;
    expect(sample(text, 'app_job_runs_total{job="cashout"}')).toBe(2);
    expect(sample(text, 'app_job_failures_total{job="cashout"}')).toBe(1);
    expect(sample(text, 'app_job_duration_seconds_count{job="cashout"}')).toBe(2);
  });

  it("shows this process's database pool (connections by state, pool size, db_up)", async () => {
    const text = (await scrape()).body;
    expect(sample(text, 'db_up')).toBe(1);
    expect(sample(text, 'db_pool_max_connections')).toBe(10);
    expect(sample(text, 'db_pool_connections{state="idle"}')).toBeGreaterThan(0);
  });

  it('reports the database up on the first scrape of a fresh app, and down when it does not answer', async () => {
    const t = await createTestApp();
    const first = (await t.app.inject({ url: '/metrics' })).body;
    expect(sample(first, 'db_up')).toBe(1);
    await t.db.end();
    const after = (await t.app.inject({ url: '/metrics' })).body;
    expect(sample(after, 'db_up')).toBe(0);
  });

  it('is refused to a request forwarded by a proxy, and without the token when METRICS_TOKEN is set', async () => {
    expect((await scrape({ 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
    expect((await h.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' })).statusCode).toBe(403);
    const t = await createTestApp({ env: { METRICS_TOKEN: 'a-long-metrics-token-123' } });
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(403);
    const bad = { authorization: 'Bearer a-long-metrics-token-124' };
    expect((await t.app.inject({ url: '/metrics', headers: bad })).statusCode).toBe(403);
    const good = { authorization: 'Bearer a-long-metrics-token-123', 'x-forwarded-for': '203.0.113.9' };
    expect((await t.app.inject({ url: '/metrics', headers: good })).statusCode).toBe(200);
  });
});

describe('GET /readyz', () => {
  it('answers 503 while a migration holds the lock, and 200 once it is done', async () => {
    expect((await h.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    let release!: () => void;
    const released = new Promise<void>((r) => {
      release = r;
    });
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => {
      locked = r;
    });
    // What migrate() holds for its whole transaction (another node migrating the same database).
    const migrating = h.db.begin(async (tx) => {
      await tx`SELECT pg_advisory_xact_lock(72410001)`;
      locked();
      await released;
    });
    await isLocked;
    const during = await h.app.inject({ url: '/readyz' });
    expect(during.statusCode).toBe(503);
    expect(during.json()).toMatchObject({ code: 'not_ready', message: 'Database migration in progress' });
    expect((await h.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    release();
    await migrating;
    expect((await h.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers 503 within a few seconds when the database is unreachable', async () => {
    // A pool pointing at a closed port: what a node sees when PostgreSQL is down.
    const down = connectDatabase('postgres://postgres:postgres@127.0.0.1:1/postgres', { max: 1 });
    const started = Date.now();
    expect(await checkReadiness(down)).toEqual({ ready: false, reason: 'database_unavailable' });
    expect(Date.now() - started).toBeLessThan(5_000);
    await down.end();
    // And the app's own pool, once its database connections are gone.
    const t = await createTestApp();
    await t.db.end();
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'not_ready', message: 'Database unavailable' });
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
