import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/connect.js';
import { type SmsDeliveryStatus, type SmsProvider, SmsProviderError } from './sms.provider.js';

/** Why a message was sent; kept with its delivery record. */
export type SmsSendPurpose = 'login' | 'reset' | 'register' | 'new_ip' | 'other';

/** What the account flows call: sends one message and records its delivery. Throws SmsProviderError. */
export interface SmsSender {
  send(phone: string, body: string, purpose?: SmsSendPurpose): Promise<void>;
}

/**
 * Wraps a provider: each message gets a row in sms_messages ('queued' before the call, then the provider's
 * answer), so the operator sees what was sent, through which provider, and whether it arrived. The body is
 * not stored (it holds the code).
 */
export function createSmsSender(db: Db, clock: Clock, provider: SmsProvider): SmsSender & { provider: SmsProvider } {
  return {
    provider,
    async send(phone, body, purpose = 'other') {
      const requestId = randomUUID();
      const now = clock.now();
      await db`INSERT INTO sms_messages (request_id, provider, phone, purpose, status, created_at, updated_at)
        VALUES (${requestId}, ${provider.name}, ${phone}, ${purpose}, 'queued', ${now}, ${now})`;
      try {
        const sent = await provider.send({ phone, body, requestId });
        // A status callback may have arrived before this answer: never move a final status back.
        await db`UPDATE sms_messages SET provider_message_id = ${sent.providerMessageId},
            status = CASE WHEN status IN ('delivered', 'failed') THEN status ELSE ${sent.status} END,
            updated_at = ${clock.now()}
          WHERE request_id = ${requestId}`;
      } catch (err) {
        const e = err instanceof SmsProviderError ? err : new SmsProviderError('unknown', String(err).slice(0, 200));
        await db`UPDATE sms_messages SET status = 'failed', error = ${e.detail ? `${e.failure}: ${e.detail}` : e.failure},
            updated_at = ${clock.now()} WHERE request_id = ${requestId}`;
        throw e;
      }
    },
  };
}

/**
 * Applies a provider's status callback. Final statuses ('delivered', 'failed') are never changed again, so a
 * late or repeated callback is harmless. Returns whether a message was found.
 */
export async function recordSmsStatus(
  db: Db,
  clock: Clock,
  provider: string,
  report: { requestId: string | null; providerMessageId: string | null; status: SmsDeliveryStatus; detail?: string },
): Promise<boolean> {
  if (!report.requestId && !report.providerMessageId) return false;
  const rows = await db<{ id: string; status: string }[]>`
    SELECT id, status FROM sms_messages WHERE provider = ${provider} AND (
      ${report.requestId ? db`request_id = ${report.requestId}` : db`false`}
      OR ${report.providerMessageId ? db`provider_message_id = ${report.providerMessageId}` : db`false`})
    ORDER BY id DESC LIMIT 1`;
  const row = rows[0];
  if (!row) return false;
  await db`UPDATE sms_messages SET status = ${report.status}, error = COALESCE(${report.detail ?? null}, error),
      updated_at = ${clock.now()}
    WHERE id = ${row.id} AND status NOT IN ('delivered', 'failed')`;
  return true;
}
