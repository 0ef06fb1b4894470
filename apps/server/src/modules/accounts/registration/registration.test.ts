import { describe, expect, it } from 'vitest';
import { putSetting } from '../../system/index.js';
import { DEFAULT_REGISTER } from '../../system/system.defaults.js';
import {
  accountsApp,
  bearer,
  encrypt,
  events,
  freshIp,
  type Harness,
  lastSmsCode,
  login,
  makeMember,
  pow,
  solvedCaptcha,
} from '../test/accounts.fixtures.js';

async function form(h: Harness, ip: string, over: Record<string, unknown> = {}) {
  return {
    username: 'newbie01',
    password: 'abc12345',
    confirmPassword: 'abc12345',
    mobileNum: '0987654321',
    countryDialingCode: '84',
    registerUrl: 'https://www.vn88club.example/register?ref=FRIEND1',
    registerMethod: 'WEB',
    referralCode: 'FRIEND1',
    termsAccepted: true,
    ageConfirmed: true,
    pow: await pow(h),
    ...(await solvedCaptcha(h, ip)),
    ...over,
  };
}

async function register(h: Harness, payload: unknown, ip: string, path = '/wps/member/register') {
  h.clock.advance(1100); // one captcha per second per client
  return h.app.inject({ method: 'PUT', url: path, payload: await encrypt(h, payload), remoteAddress: ip });
}

const tree = (flags: Record<string, boolean>) => [
  {
    modId: 'REGISTER',
    enabled: '1',
    childrenNodes: Object.entries(flags).map(([modId, on]) => ({ modId, enabled: on ? '1' : '0', childrenNodes: [] })),
  },
];

describe('registration', () => {
  it('registers by username, stores the referral and upline, logs in, and refuses a second identical account', async () => {
    const h = await accountsApp();
    const agent = await makeMember(h, { account: 'agent01', type: 1, affiliateCode: 'VN88AG' });
    const ip = freshIp();
    const res = await register(
      h,
      await form(h, ip, {
        affiliateCode: 'vn88ag',
        email: 'newbie@example.vn',
        payeeName: 'NGUYEN VAN AN',
        birthday: '2000-01-31',
      }),
      ip,
    );
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({
      firstTimeLogin: true,
      mustChangePassword: false,
      user: { account: 'newbie01', type: 0, toUpline: true },
    });
    expect((await h.app.inject({ url: '/wps/member/info', headers: bearer(v.token) })).statusCode).toBe(200);
    const [row] =
      await h.db`SELECT referral_code, upline_id, mobile, register_method, register_url, birthday::text AS birthday FROM members WHERE account = 'newbie01'`;
    expect(row).toMatchObject({
      referral_code: 'FRIEND1',
      upline_id: agent.id,
      mobile: '84987654321',
      register_method: 'WEB',
      birthday: '2000-01-31',
    });
    expect(await events(h, 'register')).toBe(1);

    const dupe = await register(h, await form(h, ip, { username: 'NEWBIE01', mobileNum: '0987654322' }), ip);
    expect(dupe.json()).toMatchObject({ code: 'username_taken' });
    const dupeMobile = await register(h, await form(h, ip, { username: 'other01', mobileNum: '987654321' }), ip);
    expect(dupeMobile.json()).toMatchObject({ code: 'mobile_taken' });
    // The new account logs in with its password.
    expect((await login(h, { username: 'newbie01', password: 'abc12345' }, ip)).statusCode).toBe(200);
  });

  it('checks the invitation code first, then every field with the server settings', async () => {
    const h = await accountsApp();
    const ip = freshIp();
    const cases: [Record<string, unknown>, string][] = [
      [{ affiliateCode: 'NOPE99', username: '' }, 'invalid_invitation_code'],
      [{ termsAccepted: false }, 'terms_required'],
      [{ ageConfirmed: false }, 'age_required'],
      [{ birthday: '2015-05-05' }, 'age_required'],
      [{ username: '1abc' }, 'invalid_input'],
      [{ username: '' }, 'input_empty'],
      [{ password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'password_format'],
      [{ confirmPassword: 'abc12346' }, 'confirm_mismatch'],
      [{ payeeName: 'Nguyen 2' }, 'real_name_invalid'],
      [{ mobileNum: '0123' }, 'mobile_invalid'],
      [{ email: 'not-an-email' }, 'invalid_input'],
      [{ captcha: '' }, 'captcha_required'],
      [{ captcha: 'zzzz' }, 'captcha_invalid'],
      [{ pow: { id: 'x', counter: 0 } }, 'challenge_invalid'],
    ];
    for (const [over, code] of cases) {
      const each = freshIp(); // stays under the per-IP registration limit
      const res = await register(h, await form(h, each, over), each);
      expect(res.json().code, JSON.stringify(over)).toBe(code);
    }
    const field = (await register(h, await form(h, ip, { username: 'a' }), ip)).json();
    expect(field.details.fields[0]).toMatchObject({ field: 'username', key: 'length', params: { min: 2, max: 15 } });
    const [n] = await h.db`SELECT count(*)::int AS n FROM members`;
    expect(n!.n).toBe(0);
  });

  it('stores the payment password chosen on the form when the operator shows that field, and only then', async () => {
    const h = await accountsApp();
    const hasPaymentPassword = async (account: string) =>
      (
        await h.db`SELECT 1 FROM member_payment_passwords p JOIN members m ON m.id = p.member_id
          WHERE m.account = ${account}`
      ).length === 1;
    let ip = freshIp();
    const hidden = await register(h, await form(h, ip, { username: 'hidden01', paymentPassword: '123456' }), ip);
    expect(hidden.statusCode).toBe(200);
    expect(await hasPaymentPassword('hidden01')).toBe(false);

    const fields = DEFAULT_REGISTER.fields.map((f) => (f.field === 'paymentPassword' ? { ...f, enabled: true } : f));
    await putSetting(h.db, 'register', { ...DEFAULT_REGISTER, fields }, h.clock.now());
    ip = freshIp();
    const bad = await register(
      h,
      await form(h, ip, { username: 'shown01', mobileNum: '0987650001', paymentPassword: '12ab' }),
      ip,
    );
    expect(bad.json().code).toBe('invalid_input');
    ip = freshIp();
    const shown = await register(
      h,
      await form(h, ip, { username: 'shown02', mobileNum: '0987650002', paymentPassword: '654321' }),
      ip,
    );
    expect(shown.statusCode).toBe(200);
    expect(await hasPaymentPassword('shown02')).toBe(true);
  });

  it('registers by mobile with an SMS code when verification is on, deriving the username', async () => {
    const h = await accountsApp();
    await putSetting(
      h.db,
      'whitelabel',
      tree({ USERNAMEREG3: false, MOBILENUMREG3: true, DIRECTREG3: true, REGMOBVERF3: true }),
      h.clock.now(),
    );
    const ip = freshIp();
    const byName = await register(h, await form(h, ip), ip);
    expect(byName.json().code).toBe('registration_disabled');

    const noCode = await register(h, await form(h, ip, { username: '' }), ip, '/wps/member/register/mobile');
    expect(noCode.json().code).toBe('sms_code_missing');
    const send = await h.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      remoteAddress: ip,
      payload: { mobileNo: '0987654321', countryDialingCode: '84', verification: await pow(h) },
    });
    expect(send.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = await lastSmsCode(h, '84987654321');
    const wrong = await register(
      h,
      await form(h, ip, { username: '', verificationCode: code === '123456' ? '654321' : '123456' }),
      ip,
      '/wps/member/register/mobile',
    );
    expect(wrong.json().code).toBe('sms_code_invalid');
    const ok = await register(
      h,
      await form(h, ip, { username: '', verificationCode: code }),
      ip,
      '/wps/member/register/mobile',
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.user.account).toBe('m987654321');
    // The number is now taken: no new registration code is sent for it.
    h.clock.advance(61_000);
    const again = await h.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      remoteAddress: freshIp(),
      payload: { mobileNo: '0987654321', verification: await pow(h) },
    });
    expect(again.json().code).toBe('mobile_taken');
  });

  it('is refused when direct registration is off, and rate-limited per IP', async () => {
    const h = await accountsApp({ limits: { registerPerIpPerHour: 2 } });
    const ip = freshIp();
    await putSetting(h.db, 'whitelabel', tree({ USERNAMEREG3: true, DIRECTREG3: false }), h.clock.now());
    expect((await register(h, await form(h, ip), ip)).json().code).toBe('registration_disabled');
    expect((await register(h, await form(h, ip), ip)).json().code).toBe('registration_disabled');
    const limited = await register(h, await form(h, ip), ip);
    expect(limited.statusCode).toBe(429);
  });

  it('answers the affiliate check', async () => {
    const h = await accountsApp();
    await makeMember(h, { account: 'agent01', type: 1, affiliateCode: 'VN88AG' });
    await makeMember(h, { account: 'plainm', affiliateCode: 'PLAIN1' });
    expect((await h.app.inject('/wps/agent/affiliate?code=vn88ag&domain=x')).json()).toEqual({
      success: true,
      value: { valid: true, agent: 'agent01' },
    });
    expect((await h.app.inject('/wps/agent/affiliate?code=PLAIN1')).json().code).toBe('invalid_invitation_code');
    expect((await h.app.inject('/wps/agent/affiliate?code=NOPE')).statusCode).toBe(422);
  });
});
