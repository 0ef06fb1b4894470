import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../platform/rate-limit/rate-limiter.js';
import type { AccountsContext } from '../accounts.context.js';
import { accountsApp, freshIp, type Harness, lastSmsCode, login, makeMember } from '../test/accounts.fixtures.js';
import { normalizeMobile } from './phone.js';
import { type SmsFailure, SmsProviderError } from './sms.provider.js';
import { createSmsService } from './sms.service.js';

const send = (h: Harness, mobileNum: string, ip: string, purpose: 'login' | 'reset' = 'login') =>
  h.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    payload: { mobileNum, countryDialingCode: '84', purpose },
    remoteAddress: ip,
  });

describe('SMS codes', () => {
  it('logs in with a code: hashed, single use, expiring, with limited attempts', async () => {
    const h = await accountsApp();
    const m = await makeMember(h, { account: 'phoner', mobile: '84977777777' });
    const ip = freshIp();
    expect((await send(h, '0977 777 777', ip)).json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = await lastSmsCode(h, '84977777777');
    const [row] = await h.db`SELECT code_hash FROM sms_codes WHERE phone = '84977777777'`;
    expect(Buffer.from(row!.code_hash).toString()).not.toContain(code);

    const sms = (password: string, mobile = '0977777777') => login(h, { type: 'sms', username: mobile, password }, ip);
    expect((await sms('')).json().code).toBe('input_empty');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await sms(wrong)).json()).toMatchObject({
      code: 'sms_code_invalid',
      message: 'Verification code is not valid',
    });
    const ok = await sms(code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.user.id).toBe(m.id);
    expect((await sms(code)).json().code).toBe('sms_code_invalid'); // used

    h.clock.advance(61_000);
    await send(h, '0977777777', ip);
    const code2 = await lastSmsCode(h, '84977777777');
    h.clock.advance(5 * 60_000 + 1);
    expect((await sms(code2)).json()).toMatchObject({
      code: 'sms_code_expired',
      message: 'Verification code has expired, please send again.',
    });

    await send(h, '0977777777', ip);
    const code3 = await lastSmsCode(h, '84977777777');
    for (let i = 0; i < 5; i++) await sms(code3 === '222222' ? '333333' : '222222');
    expect((await sms(code3)).json().code).toBe('sms_code_invalid'); // attempts exhausted
    expect((await sms('123456', 'abc')).json()).toMatchObject({
      code: 'mobile_invalid',
      message: 'Invalid phone number format.',
    });
  });

  it('throttles sends to one per 60 s per number and per IP, and caps a day', async () => {
    const h = await accountsApp({ limits: { smsPerNumberPerDay: 3 } });
    await makeMember(h, { account: 'throttled', mobile: '84966666666' });
    const ip = freshIp();
    expect((await send(h, '0966666666', ip)).statusCode).toBe(200);
    const again = await send(h, '0966666666', freshIp());
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({
      code: 'sms_too_many',
      message: 'Too many requests, please try again after 5 minutes.',
    });
    expect((await send(h, '0966666667', ip)).json().code).toBe('sms_too_many'); // same IP, other number
    for (let i = 0; i < 2; i++) {
      h.clock.advance(121_000);
      expect((await send(h, '0966666666', freshIp())).statusCode).toBe(200);
    }
    h.clock.advance(121_000);
    expect((await send(h, '0966666666', freshIp())).json().code).toBe('sms_too_many');
  });

  it('answers an unknown number like a known one but sends nothing; refuses when the feature is off', async () => {
    const h = await accountsApp();
    const res = await send(h, '0955555555', freshIp());
    expect(res.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const [n] = await h.db`SELECT count(*)::int AS n FROM sms_outbox`;
    expect(n!.n).toBe(0);
    expect((await send(h, '', freshIp())).json()).toMatchObject({
      code: 'mobile_missing',
      message: 'Please enter a valid phone number.',
    });
    const { putSetting } = await import('../../system/index.js');
    await putSetting(
      h.db,
      'whitelabel',
      [
        {
          modId: 'LOGIN',
          enabled: '1',
          childrenNodes: [{ modId: 'MOBILEVERCODELOGIN3', enabled: '0', childrenNodes: [] }],
        },
      ],
      h.clock.now(),
    );
    expect((await send(h, '0955555555', freshIp())).json().code).toBe('sms_not_enabled');
  });

  it('maps provider failures to the phone-auth codes of spec §8', async () => {
    const h = await accountsApp();
    const expected: Record<SmsFailure, string> = {
      invalid_number: 'mobile_invalid',
      quota: 'sms_quota',
      not_allowed: 'sms_not_enabled',
      too_many: 'sms_too_many',
      unknown: 'sms_unknown',
    };
    for (const [failure, code] of Object.entries(expected)) {
      const ctx = {
        db: h.db,
        clock: h.clock,
        limiter: createRateLimiter(h.db, h.clock),
        sms: {
          send: async () => {
            throw new SmsProviderError(failure as SmsFailure);
          },
        },
      } as unknown as AccountsContext;
      h.clock.advance(61_000);
      await expect(createSmsService(ctx).sendCode('84944444444', 'login', freshIp())).rejects.toMatchObject({ code });
    }
  });

  it('normalises Vietnamese and foreign numbers', () => {
    expect(normalizeMobile('0912 345 678', '84')).toBe('84912345678');
    expect(normalizeMobile('+84912345678', '84')).toBe('84912345678');
    expect(normalizeMobile('812345678', '66')).toBe('66812345678');
    expect(() => normalizeMobile('0212345678', '84')).toThrow();
  });
});
