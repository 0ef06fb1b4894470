import { describe, expect, it } from 'vitest';
import { type FailureStats, type FrictionPolicy, loginFriction } from './login.rules.js';

const policy: FrictionPolicy = {
  captchaAfterFailures: 3,
  friction: { delayAfterFailures: 5, delayBaseSeconds: 30, delayMaxSeconds: 900, accountCaptchaAfterFailures: 20 },
};
const now = new Date('2026-11-24T12:00:00Z');
const stats = (s: Partial<FailureStats>): FailureStats => ({
  pairFailures: 0,
  lastPairFailureAt: null,
  accountFailures: 0,
  addressFailures: 0,
  ...s,
});

describe('loginFriction (escalating friction, never a lock)', () => {
  it('a clean address is heard at once without captcha, however many failures it has on other accounts below the bar', () => {
    expect(loginFriction(stats({ accountFailures: 19 }), policy, now)).toEqual({ captcha: false, retryAfterMs: 0 });
  });

  it('captcha from the 3rd failure of the pair or of the address; delays from the 5th, doubling to the ceiling', () => {
    const last = new Date(now.getTime() - 10_000);
    expect(loginFriction(stats({ pairFailures: 2, lastPairFailureAt: last }), policy, now).captcha).toBe(false);
    expect(loginFriction(stats({ pairFailures: 3, lastPairFailureAt: last }), policy, now)).toEqual({
      captcha: true,
      retryAfterMs: 0,
    });
    expect(loginFriction(stats({ addressFailures: 3 }), policy, now).captcha).toBe(true);
    const delay = (n: number) => loginFriction(stats({ pairFailures: n, lastPairFailureAt: now }), policy, now);
    expect([5, 6, 7, 8, 9, 10, 11, 40].map((n) => delay(n).retryAfterMs / 1000)).toEqual([
      30, 60, 120, 240, 480, 900, 900, 900,
    ]);
    // The delay runs from the last failure.
    expect(loginFriction(stats({ pairFailures: 5, lastPairFailureAt: last }), policy, now).retryAfterMs).toBe(20_000);
  });

  it('past the account-wide ceiling every address needs the captcha and waits after its first failure', () => {
    expect(loginFriction(stats({ accountFailures: 20 }), policy, now)).toEqual({ captcha: true, retryAfterMs: 0 });
    expect(
      loginFriction(stats({ accountFailures: 20, pairFailures: 1, lastPairFailureAt: now }), policy, now).retryAfterMs,
    ).toBe(30_000);
  });

  it('captchaAfterFailures 0 asks every time', () => {
    expect(loginFriction(stats({}), { ...policy, captchaAfterFailures: 0 }, now).captcha).toBe(true);
  });
});
