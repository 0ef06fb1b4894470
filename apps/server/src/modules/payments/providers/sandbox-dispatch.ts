import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/connect.js';
import {
  lockDueNotifies,
  markNotify,
  type SandboxOrderRow,
  type SandboxProvider,
} from './sandbox-orders.repository.js';

/** A provider's notify for one order: where it goes on this server and the exact bytes it sends. */
export type NotifyBuilder = (row: SandboxOrderRow) => { path: string; body: string } | null;

/** Retries of a notify our endpoint did not take: 10 s apart, five attempts in all. */
const RETRY_MS = 10_000;

/**
 * Sends a sandbox provider's due notifies to our callback endpoint through the app in process (the same
 * routing and signature checks a network call gets), each in its own transaction with the order locked.
 */
export async function deliverDueNotifies(
  deps: { db: Db; clock: Clock; app: FastifyInstance },
  provider: SandboxProvider,
  build: NotifyBuilder,
  limit = 50,
): Promise<number> {
  let sent = 0;
  for (let i = 0; i < limit; i++) {
    const more = await deps.db.begin(async (tx) => {
      const [due] = await lockDueNotifies(tx, provider, deps.clock.now(), 1);
      if (!due) return false;
      const notify = build(due);
      let delivered = false;
      if (notify) {
        try {
          const res = await deps.app.inject({
            method: 'POST',
            url: notify.path,
            headers: { 'content-type': 'application/json' },
            payload: notify.body,
          });
          delivered = res.statusCode >= 200 && res.statusCode < 300;
        } catch {
          delivered = false;
        }
      }
      const now = deps.clock.now();
      await markNotify(tx, provider, due.order_id, {
        delivered: delivered || !notify,
        at: now,
        retryAt: new Date(now.getTime() + RETRY_MS),
      });
      if (delivered) sent++;
      return true;
    });
    if (!more) break;
  }
  return sent;
}
