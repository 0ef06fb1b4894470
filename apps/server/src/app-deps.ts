import type { Config } from './config.js';
import type { Clock } from './platform/clock.js';
import type { Db } from './platform/db/connect.js';
import type { SessionResolver } from './platform/http/route.js';
import type { JobQueue } from './platform/jobs/index.js';
import type { AppMetrics } from './platform/metrics/metrics.js';

/**
 * What the HTTP application is built from. A leaf module: the composition root (modules/index.ts) and
 * buildApp both import it, and it imports neither, so nothing imports app.ts back.
 */
export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  /** Replaces the default session lookup (used by tests; the accounts module provides the real one). */
  resolveSession?: SessionResolver;
  /** Set by buildApp: this app's Prometheus metrics (services report ledger transfers and worker passes). */
  metrics?: AppMetrics;
  /** Set by buildApp: the PostgreSQL job queue; modules define their tasks and schedules on it (docs/jobs.md). */
  jobs?: JobQueue;
}
