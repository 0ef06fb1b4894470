import { describe, expect, it } from 'vitest';
import { accountsApp, events, lastMail, lastSmsCode, login, makeMember } from '../test/accounts.fixtures.js';
import { newTotpSecret, totpAt } from './totp.js';

const verify = (h: Awaited<ReturnType<typeof accountsApp>>, checkId: string, answer: string, ip: string) =>
  h.app.inject({ method: 'POST', url: '/wps/session/login/verify', payload: { checkId, answer }, remoteAddress: ip });

describe('new-IP check', () => {
  it('asks a member logging in from an unseen IP for an SMS code, then logs in and remembers the IP', async () => {
    const h = await accountsApp();
    const m = await makeMember(h, { account: 'gina', mobile: '84922222222', email: 'gina@example.vn' });
    expect((await login(h, { username: 'gina', password: 'Secret123' }, '10.2.0.1')).statusCode).toBe(200);
    const res = await login(h, { username: 'gina', password: 'Secret123', remember: true }, '10.2.0.2');
    expect(res.statusCode).toBe(403);
    const { checkId, method } = res.json().details;
    expect(res.json().code).toBe('new_ip_check_required');
    expect(method).toBe('sms');
    const code = await lastSmsCode(h, '84922222222');
    expect((await verify(h, checkId, '000000' === code ? '111111' : '000000', '10.2.0.2')).json().code).toBe(
      'new_ip_check_failed',
    );
    expect((await verify(h, checkId, code, '10.2.0.3')).json().code).toBe('new_ip_check_failed'); // another IP
    const ok = await verify(h, checkId, code, '10.2.0.2');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.rememberToken).toBeTruthy();
    expect((await verify(h, checkId, code, '10.2.0.2')).json().code).toBe('new_ip_check_failed'); // single use
    expect((await login(h, { username: 'gina', password: 'Secret123' }, '10.2.0.2')).statusCode).toBe(200);
    expect(await events(h, 'new_ip_check', m.id)).toBe(1);
    expect(await events(h, 'new_ip_check_passed', m.id)).toBe(1);
    // The attempt from another IP is refused before the answer is looked at.
    expect(await events(h, 'new_ip_check_failed', m.id)).toBe(1);
  });

  it('uses the method the member owns: e-mail, bank account name, authenticator; attempts are limited', async () => {
    const h = await accountsApp();
    const secret = newTotpSecret();
    await makeMember(h, { account: 'mailer', email: 'm@example.vn' });
    await makeMember(h, { account: 'banker', payeeName: 'Nguyễn Văn Bình' });
    await makeMember(h, { account: 'totper', totpSecret: secret, securityCheck: 'totp', mobile: '84933333333' });
    for (const a of ['mailer', 'banker', 'totper']) await login(h, { username: a, password: 'Secret123' }, '10.3.0.1');

    const mail = (await login(h, { username: 'mailer', password: 'Secret123' }, '10.3.0.2')).json().details;
    expect(mail.method).toBe('email');
    const code = /(\d{6})/.exec(await lastMail(h, 'm@example.vn'))![1]!;
    expect((await verify(h, mail.checkId, code, '10.3.0.2')).statusCode).toBe(200);

    const bank = (await login(h, { username: 'banker', password: 'Secret123' }, '10.3.0.2')).json().details;
    expect(bank.method).toBe('bankName');
    for (let i = 0; i < 5; i++)
      expect((await verify(h, bank.checkId, 'Someone Else', '10.3.0.2')).statusCode).toBe(403);
    // Attempts exhausted: even the right name no longer works on this check.
    expect((await verify(h, bank.checkId, 'NGUYEN VAN BINH', '10.3.0.2')).json().code).toBe('new_ip_check_failed');
    const bank2 = (await login(h, { username: 'banker', password: 'Secret123' }, '10.3.0.2')).json().details;
    expect((await verify(h, bank2.checkId, '  nguyen   van binh ', '10.3.0.2')).statusCode).toBe(200);

    const totp = (await login(h, { username: 'totper', password: 'Secret123' }, '10.3.0.2')).json().details;
    expect(totp.method).toBe('totp');
    expect((await verify(h, totp.checkId, totpAt(secret, h.clock.now().getTime()), '10.3.0.2')).statusCode).toBe(200);
  });

  it('does not apply to agents, or when switched off', async () => {
    const h = await accountsApp();
    await makeMember(h, { account: 'agent7', type: 1, mobile: '84944444444' });
    await login(h, { username: 'agent7', password: 'Secret123' }, '10.4.0.1');
    expect((await login(h, { username: 'agent7', password: 'Secret123' }, '10.4.0.2')).statusCode).toBe(200);
    const h2 = await accountsApp({ newIpCheck: { enabled: false } });
    await makeMember(h2, { account: 'free', mobile: '84955555555' });
    await login(h2, { username: 'free', password: 'Secret123' }, '10.4.0.1');
    expect((await login(h2, { username: 'free', password: 'Secret123' }, '10.4.0.2')).statusCode).toBe(200);
  });
});
