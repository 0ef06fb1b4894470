import { DEFAULT_WEAK_PASSWORD } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { putSetting } from '../../system/index.js';
import {
  accountsApp,
  encrypt,
  freshIp,
  lastSmsCode,
  login,
  makeMember,
  pow,
  solvedCaptcha,
} from '../test/accounts.fixtures.js';

describe('login by username', () => {
  it('refuses a wrong password, an unknown account, an empty field and a missing proof of work', async () => {
    const h = await accountsApp();
    await makeMember(h, { account: 'alice' });
    const wrong = await login(h, { username: 'alice', password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      success: false,
      code: 'wrong_credentials',
      message: 'Wrong account or password',
      details: { captcha: false },
    });
    const unknown = await login(h, { username: 'nobody', password: 'nope' }, '10.0.0.2');
    expect(unknown.json()).toMatchObject({ code: 'wrong_credentials' });
    const empty = await login(h, { username: '', password: 'x' });
    expect(empty.json()).toMatchObject({ code: 'input_empty', message: 'Please enter username and password' });
    const noPow = await login(h, { username: 'alice', password: 'Secret123', noPow: true });
    expect(noPow.json()).toMatchObject({ code: 'challenge_invalid' });
    // A challenge is single use.
    const proof = await pow(h);
    const body = { type: 'username', username: 'alice', password: 'Secret123', pow: proof };
    const first = await h.app.inject({ method: 'POST', url: '/wps/session/login', payload: await encrypt(h, body) });
    expect(first.statusCode).toBe(200);
    const again = await h.app.inject({ method: 'POST', url: '/wps/session/login', payload: await encrypt(h, body) });
    expect(again.json()).toMatchObject({ code: 'challenge_invalid' });
  });

  it('asks for the captcha after the configured failures and checks it once', async () => {
    const h = await accountsApp({ captchaAfterFailures: 2 });
    await makeMember(h, { account: 'bob' });
    const ip = freshIp();
    expect((await login(h, { username: 'bob', password: 'x' }, ip)).json().details).toEqual({ captcha: false });
    expect((await login(h, { username: 'bob', password: 'x' }, ip)).json().details).toEqual({ captcha: true });
    const missing = await login(h, { username: 'bob', password: 'Secret123' }, ip);
    expect(missing.json()).toMatchObject({ code: 'captcha_required', details: { captcha: true } });
    const c = await solvedCaptcha(h, ip);
    const bad = await login(h, { username: 'bob', password: 'Secret123', captcha: { ...c, captcha: '0000x' } }, ip);
    expect(bad.json()).toMatchObject({ code: 'captcha_invalid', details: { captcha: true } });
    h.clock.advance(1100);
    const c2 = await solvedCaptcha(h, ip);
    expect((await login(h, { username: 'bob', password: 'Secret123', captcha: c2 }, ip)).statusCode).toBe(200);
    // The same captcha cannot be used twice.
    const reuse = await login(h, { username: 'bob', password: 'Secret123', captcha: c2 }, ip);
    expect(reuse.json()).toMatchObject({ code: 'captcha_invalid' });
  });

  it('refuses non-agents in the agent area and non-members in the member area, only after the password', async () => {
    const h = await accountsApp();
    await makeMember(h, { account: 'plain' });
    await makeMember(h, { account: 'agentx', type: 1 });
    await makeMember(h, { account: 'trialx', type: 4 });
    expect((await login(h, { username: 'plain', password: 'Secret123', area: 'agent' })).json()).toMatchObject({
      code: 'non_agent_login',
      message: 'Non-agents cannot log in',
    });
    expect((await login(h, { username: 'plain', password: 'bad', area: 'agent' })).json().code).toBe(
      'wrong_credentials',
    );
    const agent = (await login(h, { username: 'agentx', password: 'Secret123', area: 'agent' })).json();
    expect(agent.value).toMatchObject({ isAgent: true, user: { type: 1 } });
    expect((await login(h, { username: 'agentx', password: 'Secret123' })).statusCode).toBe(200);
    expect((await login(h, { username: 'trialx', password: 'Secret123' })).json()).toMatchObject({
      code: 'non_member_login',
      message: 'Non-member account unable to login',
    });
  });

  it('flags the default weak password and an expired password (with expiry on), not for SMS logins', async () => {
    const h = await accountsApp();
    const weak = await makeMember(h, { account: 'weakling', password: DEFAULT_WEAK_PASSWORD, mobile: '84911111111' });
    const v = (await login(h, { username: 'weakling', password: DEFAULT_WEAK_PASSWORD })).json().value;
    expect(v).toMatchObject({ mustChangePassword: true, passwordExpired: false });

    await makeMember(h, { account: 'oldie' });
    h.clock.advance(91 * 86_400_000);
    expect((await login(h, { username: 'oldie', password: 'Secret123' })).json().value.passwordExpired).toBe(false);
    const tree = [
      {
        modId: 'SECURITY',
        enabled: '1',
        childrenNodes: [
          { modId: 'PWDEXPIRY', enabled: '1', childrenNodes: [] },
          { modId: 'PHONELOGIN', enabled: '1', childrenNodes: [] },
        ],
      },
      {
        modId: 'LOGIN',
        enabled: '1',
        childrenNodes: [{ modId: 'MOBILEVERCODELOGIN3', enabled: '1', childrenNodes: [] }],
      },
    ];
    await putSetting(h.db, 'whitelabel', tree, h.clock.now());
    expect((await login(h, { username: 'oldie', password: 'Secret123' })).json().value.passwordExpired).toBe(true);

    // SMS login of the weak-password account: no forced change.
    await h.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '0911111111' },
      remoteAddress: freshIp(),
    });
    const code = await lastSmsCode(h, weak.mobile!);
    const sms = (await login(h, { type: 'sms', username: '0911111111', password: code })).json().value;
    expect(sms).toMatchObject({ mustChangePassword: false, passwordExpired: false });
  });

  it('refuses a disabled account', async () => {
    const h = await accountsApp();
    const m = await makeMember(h, { account: 'gone' });
    await h.db`UPDATE members SET status = 'disabled' WHERE id = ${m.id}`;
    expect((await login(h, { username: 'gone', password: 'Secret123' })).json().code).toBe('account_disabled');
  });

  it('refuses tampered, stale, foreign-key and non-envelope bodies with encrypted_payload_invalid', async () => {
    const h = await accountsApp();
    await makeMember(h, { account: 'carol' });
    const body = await encrypt(h, { type: 'username', username: 'carol', password: 'Secret123', pow: await pow(h) });
    const bytes = Buffer.from(body.data, 'base64');
    bytes[0] = bytes[0]! ^ 1;
    const tampered = { ...body, data: bytes.toString('base64') };
    const post = (payload: unknown) =>
      h.app.inject({ method: 'POST', url: '/wps/session/login', payload: payload as object });
    for (const bad of [
      tampered,
      { ...body, kid: 'k000000000000' },
      { ...body, iv: Buffer.alloc(12, 1).toString('base64') },
      { username: 'carol', password: 'x' },
    ]) {
      const res = await post(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('encrypted_payload_invalid');
    }
    h.clock.advance(6 * 60_000);
    expect((await post(body)).json().code).toBe('encrypted_payload_invalid');
  });
});

describe('rate limits on login', () => {
  it('limits attempts per IP and per account per minute with 429 too_many_requests', async () => {
    const h = await accountsApp({
      limits: { loginPerIpPerMinute: 3, loginPerAccountPerMinute: 100 },
      captchaAfterFailures: 50,
    });
    await makeMember(h, { account: 'dave' });
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await login(h, { username: 'dave', password: 'x' }, ip)).statusCode).toBe(401);
    const limited = await login(h, { username: 'dave', password: 'Secret123' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('too_many_requests');
    expect((await login(h, { username: 'dave', password: 'Secret123' }, freshIp())).statusCode).toBe(200);
    h.clock.advance(120_000);
    expect((await login(h, { username: 'dave', password: 'Secret123' }, ip)).statusCode).toBe(200);
  });
});
