import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/connect.js';
import { jobDepth } from './jobs.repository.js';

/**
 * `app_job_queue_depth{task,state}`: jobs waiting, running and failed, read from the queue (shared by all
 * nodes) at each scrape. Runs, failures and durations per task are the app_job_* series of trackJob.
 */
export function registerJobQueueGauges(registry: Registry, db: Db): void {
  new Gauge({
    name: 'app_job_queue_depth',
    help: 'Jobs in the PostgreSQL job queue by task and state (queued, running, failed), all nodes',
    labelNames: ['task', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await jobDepth(db).catch(() => []);
      for (const r of rows) this.set({ task: r.task, state: r.state }, r.n);
    },
  });
}
