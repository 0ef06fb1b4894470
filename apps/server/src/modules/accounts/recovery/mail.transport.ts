import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/connect.js';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
}

/** Sends e-mail. A real transport (SMTP, an API) is chosen by configuration; development uses the outbox. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

/** Development transport: writes to the mail_outbox table. */
export function createOutboxMailTransport(db: Db, clock: Clock): MailTransport {
  return {
    async send(m) {
      await db`INSERT INTO mail_outbox (to_address, subject, body, created_at)
        VALUES (${m.to}, ${m.subject}, ${m.body}, ${clock.now()})`;
    },
  };
}
