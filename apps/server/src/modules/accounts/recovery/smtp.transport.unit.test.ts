import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createSmtpMailTransport } from './smtp.transport.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that requires the credentials and keeps what it receives. */
async function startSmtp(): Promise<{ port: number; received: Received[]; stop: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, cb) {
      if (auth.username === 'mailer' && auth.password === 's3cret') cb(null, { user: 'mailer' });
      else cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('SMTP mail transport', () => {
  it('delivers a reset message through an authenticated relay, and rejects when the relay refuses', async () => {
    const smtp = await startSmtp();
    afterAll(() => smtp.stop());

    const good = createSmtpMailTransport({
      url: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}?ignoreTLS=true`,
      from: 'VN88 Club <no-reply@vn88club.example>',
    });
    await good.send({ to: 'demo01@vn88club.example', subject: 'Đặt lại mật khẩu', body: 'Reset code 123456' });
    good.close();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.from).toBe('no-reply@vn88club.example');
    expect(smtp.received[0]!.to).toEqual(['demo01@vn88club.example']);
    expect(smtp.received[0]!.raw).toContain('123456');

    const bad = createSmtpMailTransport({
      url: `smtp://mailer:wrong@127.0.0.1:${smtp.port}?ignoreTLS=true`,
      from: 'no-reply@vn88club.example',
    });
    await expect(bad.send({ to: 'x@vn88club.example', subject: 's', body: 'b' })).rejects.toThrow();
    bad.close();
    expect(smtp.received).toHaveLength(1);
  });
});
