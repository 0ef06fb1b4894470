import { type RealtimeEvent, type RoundEvent, roundTopic } from '@app/contracts';
import type { Queryable } from '../db/connect.js';
import { type Audience, encodeEnvelope, REALTIME_CHANNEL } from './realtime.channel.js';

/**
 * Publishes an event to every node's sockets through NOTIFY. Given a transaction, the event goes out
 * only if that transaction commits (PostgreSQL delivers a transaction's notifications at its commit and
 * drops them on rollback); given the pool, at once. Nothing is delivered to a socket before the commit,
 * so a browser never sees a state the database then rolls back.
 *
 * Validates the event against the contract and throws when it is invalid or over NOTIFY's size limit.
 */
export async function publish(q: Queryable, audience: Audience, event: RealtimeEvent): Promise<void> {
  const payload = encodeEnvelope(audience, event);
  await q`SELECT pg_notify(${REALTIME_CHANNEL}, ${payload})`;
}

/** A member's own event (their sockets only, on every node). */
export const publishToMember = (q: Queryable, memberId: number, event: RealtimeEvent): Promise<void> =>
  publish(q, { memberId }, event);

/** A round's state to everyone following `round:<game>`. */
export const publishRound = (q: Queryable, event: RoundEvent): Promise<void> =>
  publish(q, { topic: roundTopic(event.game) }, event);

export type { Audience } from './realtime.channel.js';
