import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/connect.js';

/** Failures a provider reports, mapped to the phone-auth codes of spec §8 by the SMS service. */
export type SmsFailure = 'invalid_number' | 'quota' | 'not_allowed' | 'too_many' | 'unknown';

export class SmsProviderError extends Error {
  constructor(readonly failure: SmsFailure) {
    super(`sms provider: ${failure}`);
  }
}

/** Sends one text message to an E.164 number (digits, no '+'). Throws SmsProviderError. */
export interface SmsProvider {
  send(phone: string, body: string): Promise<void>;
}

/** Development provider: writes to the sms_outbox table, which the operator and the tests read. */
export function createOutboxSmsProvider(db: Db, clock: Clock): SmsProvider {
  return {
    async send(phone, body) {
      await db`INSERT INTO sms_outbox (phone, body, created_at) VALUES (${phone}, ${body}, ${clock.now()})`;
    },
  };
}
