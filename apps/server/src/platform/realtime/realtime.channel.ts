import { type RealtimeEvent, RealtimeEventSchema, RealtimeTopicSchema } from '@app/contracts';
import { z } from 'zod/mini';

/**
 * The one NOTIFY channel every node LISTENs on. Its payloads are envelopes: the event and who gets it,
 * either one member's sockets (`m`) or a public topic's followers (`t`). The ledger's balance trigger
 * (migration 0125) writes the same shape from SQL, so keep the two in step.
 */
export const REALTIME_CHANNEL = 'realtime_events';

/**
 * NOTIFY refuses payloads of 8000 bytes or more; envelopes stay well under it (events carry ids and
 * small values, never lists). A larger one is a programming error and throws at publish.
 */
export const MAX_PAYLOAD_BYTES = 7900;

export type Audience = { memberId: number } | { topic: string };

const MemberId = z.int().check(z.positive());

/** Member ids per balance hint: 900 ids of up to 8 digits stay under MAX_PAYLOAD_BYTES. */
export const MAX_HINT_MEMBERS = 900;

export const EnvelopeSchema = z.union([
  z.object({ m: MemberId, e: RealtimeEventSchema }),
  z.object({ t: RealtimeTopicSchema, e: RealtimeEventSchema }),
  /**
   * A balance hint: these members' balances moved. Each node reads the balances of those it has sockets
   * for and pushes what changed (balance-sync.ts); the payload stays ids only, batched per process.
   */
  z.object({ b: z.array(MemberId).check(z.maxLength(MAX_HINT_MEMBERS)) }),
]);
export type Envelope = z.infer<typeof EnvelopeSchema>;

export type EventEnvelope = Exclude<Envelope, { b: number[] }>;

/** The NOTIFY payload of an event for an audience; throws on an invalid event or one too large. */
export function encodeEnvelope(audience: Audience, event: RealtimeEvent): string {
  const e = RealtimeEventSchema.parse(event);
  const envelope =
    'memberId' in audience
      ? { m: z.int().check(z.positive()).parse(audience.memberId), e }
      : { t: RealtimeTopicSchema.parse(audience.topic), e };
  const payload = JSON.stringify(envelope);
  if (Buffer.byteLength(payload, 'utf8') > MAX_PAYLOAD_BYTES) {
    throw new Error(`realtime event ${e.type} is ${Buffer.byteLength(payload)} bytes (limit ${MAX_PAYLOAD_BYTES})`);
  }
  return payload;
}

/** The envelope a NOTIFY payload carries, or null when it is not one (logged by the caller, dropped). */
export function decodeEnvelope(payload: string): Envelope | null {
  try {
    const parsed = EnvelopeSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
