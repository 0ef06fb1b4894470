import { type FieldRule, PatternIds, validateField } from '@app/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { putSetting } from '../../system/index.js';
import { accountsApp, encrypt, freshIp, pow, solvedCaptcha } from '../test/accounts.fixtures.js';

/** Inputs that hit both sides of every pattern kind: random text, near-misses, and shaped candidates. */
const inputs = fc.oneof(
  fc.string({ minLength: 1, maxLength: 16 }),
  fc.string({ minLength: 1, maxLength: 12, unit: 'grapheme' }),
  fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,10}$/),
  fc.stringMatching(/^[A-Z]{1,8}$/),
  fc.stringMatching(/^[0-9]{1,10}$/),
  fc.stringMatching(/^[a-z]{1,5}[0-9]{1,3}[A-Z!#]{0,2}$/),
  fc.constantFrom(
    'Nguyễn Văn An',
    '张三',
    '안녕하세요',
    'สวัสดี',
    'やまだ',
    '2000-02-29',
    '12-31-1999',
    'a@b.co',
    'A b',
    '你好，世界。',
  ),
);

describe('browser and server validators agree', () => {
  it('for generated inputs of every pattern kind, the register endpoint decides exactly as validateField', async () => {
    const h = await accountsApp({ limits: { registerPerIpPerHour: 10_000 } });
    let checked = 0;
    const outcomes = { accepted: 0, refused: 0 };
    for (const patternId of PatternIds) {
      const rule: FieldRule & { field: 'username' } = {
        field: 'username',
        enabled: true,
        required: true,
        acceptedPattern: '*',
        patternId,
        minLength: 1,
        maxLength: 30,
      };
      await putSetting(h.db, 'register', { fields: [rule], smsVerification: false, captcha: true }, h.clock.now());
      const samples = fc.sample(
        inputs.filter((s) => s.trim().length > 0 && s.length <= 30),
        { numRuns: 6, seed: 42 + checked },
      );
      for (const raw of samples) {
        const value = raw.trim(); // the contract schema trims the username, as the form does
        const ip = freshIp();
        const payload = {
          username: raw,
          password: 'abc12345',
          confirmPassword: 'mismatch1',
          registerUrl: 'https://x.example/',
          registerMethod: 'WEB',
          termsAccepted: true,
          ageConfirmed: true,
          pow: await pow(h),
          ...(await solvedCaptcha(h, ip)),
        };
        const res = await h.app.inject({
          method: 'PUT',
          url: '/wps/member/register',
          payload: await encrypt(h, payload),
          remoteAddress: ip,
        });
        const body = res.json();
        const browser = validateField(rule, value);
        outcomes[browser === null ? 'accepted' : 'refused']++;
        // The password confirmation is wrong on purpose: a username the server accepts reaches that check.
        if (browser === null) expect(body.code, `${patternId} ${JSON.stringify(raw)}`).toBe('confirm_mismatch');
        else
          expect(body.details?.fields?.[0], `${patternId} ${JSON.stringify(raw)}`).toMatchObject({
            field: 'username',
            key: browser.key,
          });
        checked++;
      }
    }
    expect(checked).toBe(PatternIds.length * 6);
    // Both decisions were exercised, not just one side.
    expect(outcomes.accepted).toBeGreaterThan(20);
    expect(outcomes.refused).toBeGreaterThan(20);
  }, 120_000);
});
