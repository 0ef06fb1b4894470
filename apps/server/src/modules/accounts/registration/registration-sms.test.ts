import { describe, expect, it } from 'vitest';
import { putSetting } from '../../system/index.js';
import { DEFAULT_WHITELABEL } from '../../system/system.defaults.js';
import {
  accountsApp,
  encrypt,
  freshIp,
  type Harness,
  lastSmsCode,
  pow,
  solvedCaptcha,
} from '../test/accounts.fixtures.js';

// Phone registration with SMS verification switched on by the whitelabel flag REGMOBVERF3 alone (the
// register setting's smsVerification stays off): a missing, wrong or expired code is refused with its
// phone-auth code and message (spec §8; the web translates the code) and creates nothing.

const withFlag = (on: boolean) =>
  DEFAULT_WHITELABEL.map((n) =>
    n.modId === 'REGISTER'
      ? {
          ...n,
          childrenNodes: n.childrenNodes.map((c) =>
            c.modId === 'REGMOBVERF3' ? { ...c, enabled: on ? '1' : '0' } : c,
          ),
        }
      : n,
  );

async function registerMobile(h: Harness, ip: string, mobileNum: string, verificationCode?: string) {
  h.clock.advance(1100);
  const payload = {
    password: 'abc12345',
    confirmPassword: 'abc12345',
    mobileNum,
    countryDialingCode: '84',
    registerUrl: 'https://www.vn88club.example/register',
    registerMethod: 'WEB',
    termsAccepted: true,
    ageConfirmed: true,
    pow: await pow(h),
    ...(await solvedCaptcha(h, ip)),
    ...(verificationCode === undefined ? {} : { verificationCode }),
  };
  return h.app.inject({
    method: 'PUT',
    url: '/wps/member/register/mobile',
    payload: await encrypt(h, payload),
    remoteAddress: ip,
  });
}

const sendCode = async (h: Harness, ip: string, mobileNo: string) =>
  h.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/register',
    remoteAddress: ip,
    payload: { mobileNo, countryDialingCode: '84', verification: await pow(h) },
  });

const members = async (h: Harness, mobile: string) =>
  (await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM members WHERE mobile = ${mobile}`)[0]!.n;

describe('phone registration with SMS verification on (REGMOBVERF3)', () => {
  it('refuses a missing, wrong or expired code and creates nothing; a valid code registers once', async () => {
    const h = await accountsApp();
    await putSetting(h.db, 'whitelabel', withFlag(true), h.clock.now());
    const settings = (await h.app.inject('/wps/system/setting/register')).json().value;
    expect(settings.smsVerification).toBe(false); // the flag alone switches it on

    const ip = freshIp();
    const missing = await registerMobile(h, ip, '0912300001');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'sms_code_missing', message: 'Verification code is missing' });

    expect((await sendCode(h, ip, '0912300001')).json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = await lastSmsCode(h, '84912300001');
    const wrong = await registerMobile(h, ip, '0912300001', code === '111111' ? '222222' : '111111');
    expect(wrong.json()).toMatchObject({ code: 'sms_code_invalid', message: 'Verification code is not valid' });
    // A code sent to one number does not register another.
    const other = await registerMobile(h, ip, '0912300002', code);
    expect(other.json().code).toBe('sms_code_invalid');

    h.clock.advance(5 * 60_000 + 1);
    const expired = await registerMobile(h, ip, '0912300001', code);
    expect(expired.json()).toMatchObject({
      code: 'sms_code_expired',
      message: 'Verification code has expired, please send again.',
    });
    expect(await members(h, '84912300001')).toBe(0);
    expect(await members(h, '84912300002')).toBe(0);

    await sendCode(h, ip, '0912300001');
    const fresh = await lastSmsCode(h, '84912300001');
    const ok = await registerMobile(h, ip, '0912300001', fresh);
    expect(ok.statusCode).toBe(200);
    expect(await members(h, '84912300001')).toBe(1);
    // The code is used up: it cannot register again (and the number is taken anyway).
    expect((await registerMobile(h, freshIp(), '0912300001', fresh)).statusCode).toBeGreaterThanOrEqual(400);
    expect(await members(h, '84912300001')).toBe(1);
  });

  it('with verification off, a phone registration needs no code (the demo default)', async () => {
    const h = await accountsApp();
    await putSetting(h.db, 'whitelabel', withFlag(false), h.clock.now());
    const ip = freshIp();
    expect((await registerMobile(h, ip, '0912300003')).statusCode).toBe(200);
    expect((await sendCode(h, ip, '0912300004')).json().code).toBe('sms_not_enabled');
  });

  it('limits registration codes per number and per address', async () => {
    const h = await accountsApp({ limits: { smsPerNumberPerDay: 2, smsPerIpPerHour: 3 } });
    await putSetting(h.db, 'whitelabel', withFlag(true), h.clock.now());
    const ip = freshIp();
    expect((await sendCode(h, ip, '0912300010')).statusCode).toBe(200);
    // Same number from another address within the resend window, and the same address for another number.
    expect((await sendCode(h, freshIp(), '0912300010')).json().code).toBe('sms_too_many');
    expect((await sendCode(h, ip, '0912300011')).json().code).toBe('sms_too_many');
    h.clock.advance(61_000);
    expect((await sendCode(h, freshIp(), '0912300010')).statusCode).toBe(200);
    h.clock.advance(61_000);
    expect((await sendCode(h, freshIp(), '0912300010')).json().code).toBe('sms_too_many'); // 2 a day
    // Per address: 3 an hour, whatever the numbers.
    expect((await sendCode(h, ip, '0912300012')).statusCode).toBe(200);
    h.clock.advance(61_000);
    expect((await sendCode(h, ip, '0912300013')).statusCode).toBe(200);
    h.clock.advance(61_000);
    const capped = await sendCode(h, ip, '0912300014');
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({ code: 'sms_too_many' });
    const sent = await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM sms_messages WHERE purpose = 'register'`;
    expect(sent[0]!.n).toBe(4);
  });
});
