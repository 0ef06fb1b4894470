import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/connect.js';

/** Failures a provider reports, mapped to the phone-auth codes of spec §8 by the SMS service. */
export type SmsFailure = 'invalid_number' | 'quota' | 'not_allowed' | 'too_many' | 'unknown';

export class SmsProviderError extends Error {
  constructor(
    readonly failure: SmsFailure,
    /** The provider's own code or reason, kept with the delivery record for the operator. */
    readonly detail?: string,
  ) {
    super(`sms provider: ${failure}${detail ? ` (${detail})` : ''}`);
  }
}

/** What happened to a message: the provider took it, it reached the phone, or it did not. */
export type SmsDeliveryStatus = 'accepted' | 'delivered' | 'failed';

export interface SmsMessage {
  /** E.164 digits, no '+'. */
  phone: string;
  body: string;
  /** Our id of this message (unique), echoed by providers' status callbacks where they take one. */
  requestId: string;
}

export interface SmsSendResult {
  status: Exclude<SmsDeliveryStatus, 'failed'>;
  providerMessageId: string | null;
}

/** A later status the provider reported about one message (its callback), by our id or by its own. */
export interface SmsStatusReport {
  requestId: string | null;
  providerMessageId: string | null;
  status: SmsDeliveryStatus;
  detail?: string;
}

/** One SMS provider's API. `send` throws SmsProviderError; `readStatus` parses its status callback, if it has one. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<SmsSendResult>;
  readStatus?(query: Record<string, string | undefined>): SmsStatusReport | null;
}

/** Development provider: writes to the sms_outbox table, which the operator and the tests read. */
export function createOutboxSmsProvider(db: Db, clock: Clock): SmsProvider {
  return {
    name: 'outbox',
    async send({ phone, body }) {
      const [row] = await db<{ id: string }[]>`
        INSERT INTO sms_outbox (phone, body, created_at) VALUES (${phone}, ${body}, ${clock.now()}) RETURNING id`;
      return { status: 'delivered', providerMessageId: String(row!.id) };
    },
  };
}
