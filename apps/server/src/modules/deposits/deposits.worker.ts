import type { FastifyInstance } from 'fastify';
import { type JobTracker, untracked } from '../../platform/metrics/metrics.js';
import type { DepositsAdminService } from './deposits.admin.service.js';

/**
 * Expires stale gateway deposits every `everyMs` while the app runs (0: never; tests call
 * expireStale() themselves with a manual clock).
 */
export function scheduleDepositExpiry(
  app: FastifyInstance,
  admin: DepositsAdminService,
  everyMs: number,
  track: JobTracker = untracked,
): void {
  if (everyMs <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      track('deposit_expiry', () => admin.expireStale()).catch((err) =>
        app.log.error({ err }, 'deposit expiry failed'),
      );
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
