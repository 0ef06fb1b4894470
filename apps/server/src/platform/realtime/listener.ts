import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect.js';
import type { BalanceSync } from './balance-sync.js';
import type { Hub } from './hub.js';
import { decodeEnvelope, REALTIME_CHANNEL } from './realtime.channel.js';

/**
 * LISTENs once per node on the realtime channel and hands each event to this node's sockets. The
 * `postgres` library keeps one dedicated connection for it and re-LISTENs after a reconnect; events
 * committed while it was away are not replayed (browsers re-read their balance when they reconnect).
 */
export async function listenForEvents(
  db: Db,
  hub: Hub,
  balances: BalanceSync,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const sub = await db.listen(REALTIME_CHANNEL, (payload) => {
    const envelope = decodeEnvelope(payload);
    if (!envelope) {
      log.warn({ bytes: payload.length }, 'realtime: dropped a notification that is not an event envelope');
      return;
    }
    if ('b' in envelope) {
      balances.refresh(envelope.b).catch((err) => log.warn({ err }, 'realtime: balance read failed'));
      return;
    }
    hub.deliver(envelope);
  });
  return () => sub.unlisten();
}
