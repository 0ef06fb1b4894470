import { describe, expect, it } from 'vitest';
import { accountsApp, events, login, makeMember, solvedCaptcha } from '../test/accounts.fixtures.js';

const HOUR = 3_600_000;

describe('brute force', () => {
  it('120 wrong passwords from many IPs: locked at the threshold, never more than 100 failures counted per hour', async () => {
    // The strongest configuration an operator can choose: threshold 100 (the schema refuses more).
    const h = await accountsApp({ lockout: { threshold: 100, lockMinutes: 60 }, captchaAfterFailures: 100 });
    const m = await makeMember(h, { account: 'victim' });
    const codes: string[] = [];
    for (let i = 0; i < 120; i++) {
      // A distributed attacker: a new IP for every try, 20 s apart (under the per-account rate limit).
      h.clock.advance(20_000);
      const ip = `172.16.${Math.floor(i / 200)}.${(i % 200) + 1}`;
      const captcha = i >= 99 ? await solvedCaptcha(h, ip) : undefined;
      codes.push((await login(h, { username: 'victim', password: `guess${i}`, captcha }, ip)).json().code);
    }
    expect(codes.slice(0, 99).every((c) => c === 'wrong_credentials')).toBe(true);
    expect(codes[99]).toBe('account_locked');
    expect(codes.slice(100).every((c) => c === 'account_locked')).toBe(true);
    expect(await events(h, 'login_failure', m.id)).toBe(100);
    expect(await events(h, 'lockout', m.id)).toBe(1);
    // Locked: even the right password is refused, without being checked.
    h.clock.advance(20_000);
    const right = await login(
      h,
      { username: 'victim', password: 'Secret123', captcha: await solvedCaptcha(h, '172.16.9.9') },
      '172.16.9.9',
    );
    expect(right.json()).toMatchObject({ code: 'account_locked' });
    // Every rolling hour holds at most 100 counted failures.
    const rows = await h.db<
      { at: Date }[]
    >`SELECT at FROM security_events WHERE member_id = ${m.id} AND kind = 'login_failure' ORDER BY at`;
    for (const r of rows) {
      expect(rows.filter((x) => x.at >= r.at && x.at.getTime() < r.at.getTime() + HOUR).length).toBeLessThanOrEqual(
        100,
      );
    }
  }, 120_000);

  it('locks at the default threshold of 10, lifts after the lock time, and audits the lockout', async () => {
    const h = await accountsApp({ captchaAfterFailures: 100 });
    const m = await makeMember(h, { account: 'eve' });
    const codes: string[] = [];
    for (let i = 0; i < 15; i++) {
      h.clock.advance(7_000);
      codes.push((await login(h, { username: 'eve', password: 'wrong' }, `10.9.0.${i + 1}`)).json().code);
    }
    expect(codes.filter((c) => c === 'wrong_credentials')).toHaveLength(9);
    expect(codes.slice(9)).toEqual(Array(6).fill('account_locked'));
    expect(await events(h, 'login_failure', m.id)).toBe(10);
    expect(await events(h, 'login_refused', m.id)).toBe(5);
    h.clock.advance(61 * 60_000);
    expect((await login(h, { username: 'eve', password: 'Secret123' }, '10.9.1.1')).statusCode).toBe(200);
  });

  it('holds the limit under concurrent attempts on one account', async () => {
    const h = await accountsApp({
      lockout: { threshold: 5, lockMinutes: 60 },
      captchaAfterFailures: 100,
      limits: { loginPerAccountPerMinute: 100 },
    });
    const m = await makeMember(h, { account: 'frank' });
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(h, { username: 'frank', password: 'x' }, `10.8.0.${i + 1}`)),
    );
    expect(await events(h, 'login_failure', m.id)).toBe(5);
  });
});
