import { Counter, Gauge, type Registry } from 'prom-client';
import type { Db } from '../../../platform/db/connect.js';
import { type AlertSink, countOpenAlerts } from './results.alerts.js';

/** Where alerts go besides their table: a warning in the log and the alert metrics. */
export function createAlertSink(opts: {
  db: Db;
  registry?: Registry;
  log?: { warn(obj: object, msg: string): void };
}): AlertSink {
  const raised = opts.registry
    ? new Counter({
        name: 'lottery_result_alerts_total',
        help: 'Lottery results alerts raised by this process, by kind (feed_disagrees stops a draw)',
        labelNames: ['kind'] as const,
        registers: [opts.registry],
      })
    : undefined;
  if (opts.registry) {
    const db = opts.db;
    new Gauge({
      name: 'lottery_result_alerts_open',
      help: 'Open lottery results alerts, by kind (an operator resolves them)',
      labelNames: ['kind'] as const,
      registers: [opts.registry],
      async collect() {
        this.reset();
        for (const r of await countOpenAlerts(db).catch(() => [])) this.set({ kind: r.kind }, r.n);
      },
    });
  }
  return {
    raised(a) {
      raised?.inc({ kind: a.kind });
      opts.log?.warn({ roundId: a.roundId, kind: a.kind, detail: a.detail }, 'lottery results alert');
    },
  };
}
