import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/connect.js';
import type { HubObserver } from '../realtime/hub.js';
import { createRequestHistogram } from './request-histogram.js';

/** Runs one pass of a periodic worker, counting the run, its failure and its duration. */
export type JobTracker = <T>(job: string, run: () => Promise<T>) => Promise<T>;

/** The tracker of a worker run without metrics (tests, tools). */
export const untracked: JobTracker = (_job, run) => run();

/** What the ledger reports of each transfer it applies (replays are not reported). */
export type TransferObserver = (t: { kind: string; amount: number; unit: string; status: string }) => void;

export interface AppMetrics {
  registry: Registry;
  /** One answered HTTP request: `route` is the route's pattern (/api/x/:id), never the raw URL. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  ledgerTransfer: TransferObserver;
  trackJob: JobTracker;
  /** Live push: open WebSocket connections and frames sent. */
  realtime: HubObserver;
}

/**
 * One registry per application instance (buildApp runs many times in one test process; prom-client's
 * global registry would refuse the second registration). Process metrics (CPU, memory, event loop lag,
 * GC) are added only where asked: they install process-wide observers.
 */
export function createMetrics(opts: { db: Db; processMetrics: boolean }): AppMetrics {
  const registry = new Registry();
  if (opts.processMetrics) collectDefaultMetrics({ register: registry });

  // Observed on every request: its own histogram, the same series and export as prom-client's.
  const duration = createRequestHistogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status code',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registry,
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'HTTP answers with status 4xx or 5xx, by route pattern, status class and code',
    labelNames: ['method', 'route', 'status_class', 'status_code'] as const,
    registers: [registry],
  });

  const transfers = new Counter({
    name: 'ledger_transfers_total',
    help: 'Ledger transfers applied by this process, by kind and status (posted, pending, voided)',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
  });
  const transferAmount = new Counter({
    name: 'ledger_transfer_amount_total',
    help: 'Sum of applied ledger transfer amounts in minor units, by kind, unit and status',
    labelNames: ['kind', 'unit', 'status'] as const,
    registers: [registry],
  });

  const jobRuns = new Counter({
    name: 'app_job_runs_total',
    help: 'Passes of periodic workers run by this process',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'app_job_failures_total',
    help: 'Passes of periodic workers that failed',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'app_job_duration_seconds',
    help: 'Duration of periodic worker passes',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers: [registry],
  });
  const jobLastSuccess = new Gauge({
    name: 'app_job_last_success_timestamp_seconds',
    help: 'When a periodic worker last finished a pass without error (Unix time)',
    labelNames: ['job'] as const,
    registers: [registry],
  });

  const wsConnections = new Gauge({
    name: 'realtime_connections',
    help: 'Open live-push WebSocket connections on this process',
    registers: [registry],
  });
  const wsSent = new Counter({
    name: 'realtime_messages_sent_total',
    help: 'Live-push frames sent to sockets, by frame (event:<type>, ready, pong, error, …)',
    labelNames: ['frame'] as const,
    registers: [registry],
  });

  registerPoolGauges(registry, opts.db);

  return {
    registry,
    observeRequest(method, route, statusCode, seconds) {
      duration.observe(method, route, statusCode, seconds);
      if (statusCode >= 400) {
        const status_code = String(statusCode);
        errors.inc({ method, route, status_class: `${Math.floor(statusCode / 100)}xx`, status_code });
      }
    },
    ledgerTransfer(t) {
      transfers.inc({ kind: t.kind, status: t.status });
      transferAmount.inc({ kind: t.kind, unit: t.unit, status: t.status }, t.amount);
    },
    realtime: {
      connections: (delta) => wsConnections.inc(delta),
      sent: (frame, count) => {
        if (count > 0) wsSent.inc({ frame }, count);
      },
    },
    async trackJob(job, run) {
      jobRuns.inc({ job });
      const end = jobDuration.startTimer({ job });
      try {
        const result = await run();
        jobLastSuccess.set({ job }, Date.now() / 1000);
        return result;
      } catch (err) {
        jobFailures.inc({ job });
        throw err;
      } finally {
        end();
      }
    },
  };
}

/**
 * The `postgres` library keeps its pool's counts private, so they are read where PostgreSQL keeps them:
 * pg_stat_activity rows carrying this pool's own application_name (connect.ts makes it unique per pool).
 * One short query per scrape; it also tells whether the database answers at all.
 */
function registerPoolGauges(registry: Registry, db: Db): void {
  const appName = String(db.options.connection.application_name ?? '');
  // One query per scrape, shared by the gauges below (prom-client collects them concurrently).
  let inflight: Promise<{ state: string; n: number }[] | null> | null = null;
  const read = () => {
    inflight ??= withTimeout(
      db<{ state: string; n: number }[]>`
        SELECT coalesce(state, 'unknown') AS state, count(*)::int AS n
        FROM pg_stat_activity WHERE application_name = ${appName} AND pid <> pg_backend_pid()
        GROUP BY 1`,
      2_000,
    )
      .then(
        (rows) => [...rows],
        () => null,
      )
      .finally(() => {
        inflight = null;
      });
    return inflight;
  };
  new Gauge({
    name: 'db_up',
    help: 'Whether the database answered this scrape (1) or not (0)',
    registers: [registry],
    async collect() {
      this.set((await read()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: "This process's pool connections by state (active = in use, idle, idle_in_transaction)",
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const r of (await read()) ?? []) this.set({ state: r.state.replaceAll(' ', '_') }, r.n);
    },
  });
  new Gauge({
    name: 'db_pool_max_connections',
    help: 'The size this process gives its database pool',
    registers: [registry],
  }).set(Number(db.options.max));
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}
