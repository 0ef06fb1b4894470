import { describe, expect, it } from 'vitest';
import { accountsApp, bearer, events, login, makeMember, solvedCaptcha } from '../test/accounts.fixtures.js';

// Wrong passwords never lock an account (an attacker could lock its owner out): they bring escalating
// friction for the (account, address) pair that sent them, and past a ceiling the captcha for everyone.
describe('brute force: escalating friction, never a lockout', () => {
  it('one address: captcha after 3 failures, then doubling delays (429 + Retry-After); the owner logs in from home', async () => {
    const h = await accountsApp();
    const m = await makeMember(h, { account: 'victim' });
    const attacker = '198.51.100.66';
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      h.clock.advance(1_000);
      const captcha = i >= 3 ? await solvedCaptcha(h, attacker) : undefined;
      const res = await login(h, { username: 'victim', password: `guess${i}`, captcha }, attacker);
      codes.push(res.json().code);
      // The form is told to show the captcha from the third failure on.
      expect(res.json().details?.captcha).toBe(i >= 2);
    }
    expect(codes).toEqual(Array(5).fill('wrong_credentials'));
    // From the attacker's address the captcha is now required…
    h.clock.advance(60_000);
    expect((await login(h, { username: 'victim', password: 'guess-nocaptcha' }, attacker)).json().code).toBe(
      'captcha_required',
    );
    // …and after 5 failures each attempt waits: 30 s, then 60 s, then 120 s …
    h.clock.advance(-59_000); // back to 1 s after the fifth failure
    const early = await login(
      h,
      { username: 'victim', password: 'guess5', captcha: await solvedCaptcha(h, attacker) },
      attacker,
    );
    expect(early.statusCode).toBe(429);
    expect(early.json().code).toBe('too_many_requests');
    expect(Number(early.headers['retry-after'])).toBe(29);
    h.clock.advance(29_000);
    const sixth = await login(
      h,
      { username: 'victim', password: 'guess6', captcha: await solvedCaptcha(h, attacker) },
      attacker,
    );
    expect(sixth.json().code).toBe('wrong_credentials');
    h.clock.advance(30_000);
    const tooSoon = await login(
      h,
      { username: 'victim', password: 'guess7', captcha: await solvedCaptcha(h, attacker) },
      attacker,
    );
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBe(30);
    // Even the right password waits at the attacker's address (it may be a lucky guess)…
    h.clock.advance(1_000);
    expect(
      (
        await login(
          h,
          { username: 'victim', password: 'Secret123', captcha: await solvedCaptcha(h, attacker) },
          attacker,
        )
      ).statusCode,
    ).toBe(429);
    // …but the owner, from their own address, logs in at once with the right password: no lock, no captcha.
    const owner = await login(h, { username: 'victim', password: 'Secret123' }, '192.0.2.10');
    expect(owner.statusCode).toBe(200);
    expect(await events(h, 'lockout', m.id)).toBe(0);
    expect(await events(h, 'login_failure', m.id)).toBe(6);
  }, 60_000);

  it('many addresses: past the ceiling every address needs the captcha and is delayed after one failure; the owner still gets in', async () => {
    const h = await accountsApp();
    const m = await makeMember(h, { account: 'eve' });
    const codes: string[] = [];
    // A distributed attacker: 40 addresses, one guess each (the first 20 need no captcha).
    for (let i = 0; i < 40; i++) {
      h.clock.advance(2_000);
      const ip = `172.16.0.${i + 1}`;
      const captcha = i >= 20 ? await solvedCaptcha(h, ip) : undefined;
      codes.push((await login(h, { username: 'eve', password: `guess${i}`, captcha }, ip)).json().code);
    }
    expect(codes).toEqual(Array(40).fill('wrong_credentials'));
    // A fresh address now needs the captcha for this account (not for others)…
    expect((await login(h, { username: 'eve', password: 'x' }, '172.16.1.1')).json().code).toBe('captcha_required');
    // …and an address that already failed waits before its second guess.
    h.clock.advance(1_000);
    const second = await login(
      h,
      { username: 'eve', password: 'again', captcha: await solvedCaptcha(h, '172.16.0.40') },
      '172.16.0.40',
    );
    expect(second.statusCode).toBe(429);
    // The owner, with the captcha and the right password, logs in: never account_locked.
    const owner = await login(
      h,
      { username: 'eve', password: 'Secret123', captcha: await solvedCaptcha(h, '192.0.2.20') },
      '192.0.2.20',
    );
    expect(owner.statusCode).toBe(200);
    expect(await events(h, 'lockout', m.id)).toBe(0);
    // An hour after the attack, the captcha is no longer asked for.
    h.clock.advance(61 * 60_000);
    expect((await login(h, { username: 'eve', password: 'Secret123' }, '172.16.2.1')).statusCode).toBe(200);
  }, 60_000);

  it('a concurrent burst from one address cannot slip past its delay', async () => {
    const h = await accountsApp({
      captchaAfterFailures: 100,
      friction: { delayAfterFailures: 3 },
      limits: { loginPerAccountPerMinute: 100 },
    });
    const m = await makeMember(h, { account: 'frank' });
    const res = await Promise.all(
      Array.from({ length: 12 }, () => login(h, { username: 'frank', password: 'x' }, '10.8.0.1')),
    );
    expect(await events(h, 'login_failure', m.id)).toBe(3);
    expect(res.filter((r) => r.statusCode === 429)).toHaveLength(9);
  }, 60_000);

  it('records each failure with its address and browser; the member sees them in the security centre', async () => {
    const h = await accountsApp();
    await makeMember(h, { account: 'grace' });
    h.clock.advance(1_000);
    await login(h, { username: 'grace', password: 'nope', userAgent: 'Mozilla/5.0 (Attacker)' }, '198.51.100.7');
    h.clock.advance(1_000);
    await login(h, { username: 'grace', password: 'nope2', userAgent: 'curl/8.0' }, '198.51.100.8');
    const ok = await login(h, { username: 'grace', password: 'Secret123' }, '192.0.2.30');
    const token = ok.json().value.token as string;
    const list = await h.app.inject({ url: '/wps/member/security/loginFailures', headers: bearer(token) });
    expect(list.statusCode).toBe(200);
    expect(list.json().value.items).toMatchObject([
      { at: h.clock.now().toISOString(), ip: '198.51.100.8', userAgent: 'curl/8.0' },
      {
        at: new Date(h.clock.now().getTime() - 1_000).toISOString(),
        ip: '198.51.100.7',
        userAgent: 'Mozilla/5.0 (Attacker)',
      },
    ]);
    // Signed out: nothing to see.
    expect((await h.app.inject({ url: '/wps/member/security/loginFailures' })).statusCode).toBe(401);
  }, 60_000);
});
