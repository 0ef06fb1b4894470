import nodemailer from 'nodemailer';
import type { MailTransport } from './mail.transport.js';

export interface SmtpSettings {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 (credentials percent-encoded). */
  url: string;
  /** The From header, e.g. "VN88 Club <no-reply@example.com>". */
  from: string;
}

/** Pooled unless the operator's URL says otherwise, so a burst of resets shares connections. */
function pooledUrl(url: string): string {
  const u = new URL(url);
  if (!u.searchParams.has('pool')) u.searchParams.set('pool', 'true');
  return u.toString();
}

/**
 * Production mail transport: the SMTP relay the operator names in MAIL_SMTP_URL. A send the relay
 * refuses rejects, so the recovery flow reports it instead of pretending the mail left.
 */
export function createSmtpMailTransport(settings: SmtpSettings): MailTransport & { close(): void } {
  const transporter = nodemailer.createTransport(pooledUrl(settings.url), { from: settings.from });
  return {
    async send(m) {
      await transporter.sendMail({ to: m.to, subject: m.subject, text: m.body });
    },
    close() {
      transporter.close();
    },
  };
}
