import { DEFAULT_WEAK_PASSWORD } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  accountsApp,
  bearer,
  encrypt,
  events,
  freshIp,
  type Harness,
  lastMail,
  lastSmsCode,
  login,
  makeMember,
} from '../test/accounts.fixtures.js';

const change = async (h: Harness, token: string, payload: unknown) =>
  h.app.inject({
    method: 'POST',
    url: '/wps/member/password',
    headers: bearer(token),
    payload: await encrypt(h, payload),
  });

describe('passwords', () => {
  it('a session opened with the default weak password can do nothing but change it, read its info and sign out', async () => {
    const h = await accountsApp();
    await makeMember(h, { account: 'weakwill', password: DEFAULT_WEAK_PASSWORD });
    const v = (await login(h, { username: 'weakwill', password: DEFAULT_WEAK_PASSWORD })).json().value;
    expect(v.user.passwordChangeRequired).toBe(true);
    const get = (url: string, token: string) => h.app.inject({ url, headers: bearer(token) });
    // A reload reads member info: it says so again, and the money calls are refused.
    expect((await get('/wps/member/info', v.token)).json().value.passwordChangeRequired).toBe(true);
    expect((await get('/wps/v2/wallets/balance', v.token)).statusCode).toBe(200);
    for (const url of ['/wps/withdrawals/info', '/wps/member/transactions', '/wps/deposits']) {
      const res = await get(url, v.token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe('password_change_required');
    }
    const ok = await change(h, v.token, {
      oldPassword: DEFAULT_WEAK_PASSWORD,
      newPassword: 'Strong123',
      confirmNewPassword: 'Strong123',
    });
    expect(ok.statusCode).toBe(200);
    const fresh = (await login(h, { username: 'weakwill', password: 'Strong123' })).json().value;
    expect(fresh.user.passwordChangeRequired).toBe(false);
    expect((await get('/wps/withdrawals/info', fresh.token)).statusCode).toBe(200);
  });

  it('changes the password by the password rule and ends every session and remember token of the member', async () => {
    const h = await accountsApp();
    const m = await makeMember(h, { account: 'henry' });
    const a = (await login(h, { username: 'henry', password: 'Secret123', remember: true })).json().value;
    const b = (await login(h, { username: 'henry', password: 'Secret123' })).json().value;
    const cases: [Record<string, unknown>, string][] = [
      [{ newPassword: 'new12345', confirmNewPassword: 'new12345' }, 'input_empty'],
      [{ oldPassword: 'bad', newPassword: 'new12345', confirmNewPassword: 'new12345' }, 'wrong_credentials'],
      [{ oldPassword: 'Secret123', newPassword: 'short1', confirmNewPassword: 'short1' }, 'password_format'],
      [{ oldPassword: 'Secret123', newPassword: '{secret}', confirmNewPassword: '{secret}' }, 'password_format'],
      [{ oldPassword: 'Secret123', newPassword: 'new12345', confirmNewPassword: 'new12346' }, 'confirm_mismatch'],
    ];
    for (const [p, code] of cases) expect((await change(h, a.token, p)).json().code, JSON.stringify(p)).toBe(code);
    const ok = await change(h, a.token, {
      oldPassword: 'Secret123',
      newPassword: 'new12345',
      confirmNewPassword: 'new12345',
    });
    expect(ok.json()).toEqual({ success: true, value: { ok: true } });
    for (const t of [a.token, b.token])
      expect((await h.app.inject({ url: '/wps/member/info', headers: bearer(t) })).statusCode).toBe(401);
    const remembered = await h.app.inject({
      method: 'POST',
      url: '/wps/session/login/remember',
      payload: { username: 'henry', rememberToken: a.rememberToken },
    });
    expect(remembered.statusCode).toBe(401);
    expect((await login(h, { username: 'henry', password: 'Secret123' })).statusCode).toBe(401);
    expect((await login(h, { username: 'henry', password: 'new12345' })).statusCode).toBe(200);
    expect(await events(h, 'password_change', m.id)).toBe(1);
  });

  it('forgot by e-mail: form POST, one answer for a wrong name or e-mail, a single-use reset code by mail', async () => {
    const h = await accountsApp();
    await makeMember(h, { account: 'irene', email: 'Irene@Example.vn' });
    const forgot = (username: string, email: string, ip = freshIp()) =>
      h.app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        remoteAddress: ip,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username, email }).toString(),
      });
    for (const [u, e] of [
      ['nobody', 'irene@example.vn'],
      ['irene', 'other@example.vn'],
    ]) {
      const res = await forgot(u!, e!);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'username_not_found', message: 'Username/Email does not exist' });
    }
    expect((await forgot('IRENE', 'irene@example.vn')).json()).toEqual({ success: true, value: { ok: true } });
    const token = /: ([A-Za-z0-9_-]{43})\n/.exec(await lastMail(h, 'Irene@Example.vn'))![1]!;
    const reset = async (p: unknown) =>
      h.app.inject({ method: 'POST', url: '/wps/member/password/reset', payload: await encrypt(h, p) });
    expect((await reset({ token, newPassword: 'fresh123', confirmNewPassword: 'fresh123' })).json()).toEqual({
      success: true,
      value: { ok: true },
    });
    expect((await reset({ token, newPassword: 'fresh124', confirmNewPassword: 'fresh124' })).json().code).toBe(
      'reset_token_invalid',
    );
    expect((await login(h, { username: 'irene', password: 'fresh123' })).statusCode).toBe(200);
    // Rate-limited per account: 3 requests an hour.
    await forgot('irene', 'x@example.vn');
    await forgot('irene', 'x@example.vn');
    expect((await forgot('irene', 'irene@example.vn')).statusCode).toBe(429);
  });

  it('forgot by phone: code, new password, logged in; old sessions end', async () => {
    const h = await accountsApp();
    await makeMember(h, { account: 'jack', mobile: '84988888888' });
    const old = (await login(h, { username: 'jack', password: 'Secret123' })).json().value;
    await h.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '0988888888', purpose: 'reset' },
      remoteAddress: freshIp(),
    });
    const code = await lastSmsCode(h, '84988888888');
    const post = async (p: unknown) =>
      h.app.inject({ method: 'POST', url: '/wps/member/password/verification', payload: await encrypt(h, p) });
    expect((await post({ newPassword: 'weak', mobileNum: '0988888888', verificationCode: code })).json().code).toBe(
      'password_format',
    );
    expect((await post({ newPassword: 'phone123', mobileNum: '0988888888', verificationCode: '' })).json().code).toBe(
      'sms_code_missing',
    );
    const ok = await post({ newPassword: 'phone123', mobileNum: '0988888888', verificationCode: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.user.account).toBe('jack');
    expect((await h.app.inject({ url: '/wps/member/info', headers: bearer(old.token) })).statusCode).toBe(401);
    expect((await h.app.inject({ url: '/wps/member/info', headers: bearer(ok.json().value.token) })).statusCode).toBe(
      200,
    );
    expect((await login(h, { username: 'jack', password: 'phone123' })).statusCode).toBe(200);
  });
});
