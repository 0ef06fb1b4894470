import { describe, expect, it } from 'vitest';
import { accountsApp, bearer, events, login, makeMember } from '../test/accounts.fixtures.js';

describe('sessions', () => {
  it('logs in with username and password and reaches member info with the bearer token only', async () => {
    const h = await accountsApp();
    const m = await makeMember(h, { account: 'Player88', password: 'Secret123', nickname: 'P88' });
    const res = await login(h, { username: '  player88 ', password: 'Secret123' });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      firstTimeLogin: true,
      passwordExpired: false,
      captcha: false,
      mustChangePassword: false,
      isAgent: false,
      rememberToken: null,
      user: {
        account: 'Player88',
        id: m.id,
        nickname: 'P88',
        type: 0,
        toUpline: false,
        clubLabel: null,
        memberLabel: [],
      },
    });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.headers['set-cookie']).toBeUndefined();
    const [stored] = await h.db`SELECT token_hash FROM sessions WHERE member_id = ${m.id}`;
    expect(Buffer.from(stored!.token_hash).toString('base64url')).not.toBe(value.token);

    const info = await h.app.inject({ url: '/wps/member/info', headers: bearer(value.token) });
    expect(info.json()).toMatchObject({ success: true, value: { account: 'Player88', id: m.id } });
    const icon = await h.app.inject({ url: '/wps/member/info/icon', headers: bearer(value.token) });
    expect(icon.json().value).toEqual({ icon: 'member', avatar: '' });
    expect((await h.app.inject({ url: '/wps/member/info' })).statusCode).toBe(401);
    const cookieOnly = await h.app.inject({ url: '/wps/member/info', headers: { cookie: `token=${value.token}` } });
    expect(cookieOnly.json()).toMatchObject({ code: 'unauthorized', message: 'You are not logged in, please login' });
    expect(await events(h, 'login', m.id)).toBe(1);

    // The first-login action is recorded once; the next login is no longer a first one.
    await h.app.inject({ method: 'POST', url: '/wps/member/firstLogin', headers: bearer(value.token) });
    expect((await login(h, { username: 'player88', password: 'Secret123' })).json().value.firstTimeLogin).toBe(false);
  });

  it('expires after the idle time, slides with use, and never outlives the absolute lifetime', async () => {
    const h = await accountsApp({ session: { idleMinutes: 30, absoluteHours: 2 } });
    await makeMember(h, { account: 'slider' });
    const { token } = (await login(h, { username: 'slider', password: 'Secret123' })).json().value;
    const info = () => h.app.inject({ url: '/wps/member/info', headers: bearer(token) });
    // Used every 25 minutes, it stays alive past the idle time…
    for (let i = 0; i < 4; i++) {
      h.clock.advance(25 * 60_000);
      expect((await info()).statusCode).toBe(200);
    }
    // …but not past the absolute lifetime of 2 hours.
    h.clock.advance(25 * 60_000);
    expect((await info()).statusCode).toBe(401);

    const { token: t2 } = (await login(h, { username: 'slider', password: 'Secret123' })).json().value;
    h.clock.advance(31 * 60_000);
    expect((await h.app.inject({ url: '/wps/member/info', headers: bearer(t2) })).statusCode).toBe(401);
  });

  it('logout revokes the token', async () => {
    const h = await accountsApp();
    const m = await makeMember(h, { account: 'leaver' });
    const { token } = (await login(h, { username: 'leaver', password: 'Secret123' })).json().value;
    const out = await h.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    expect(out.json()).toEqual({ success: true, value: { ok: true } });
    expect((await h.app.inject({ url: '/wps/member/info', headers: bearer(token) })).statusCode).toBe(401);
    expect(
      (await h.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) })).statusCode,
    ).toBe(401);
    expect(await events(h, 'logout', m.id)).toBe(1);
  });

  it('remember-me gives a one-day revocable token that logs in without the password', async () => {
    const h = await accountsApp();
    await makeMember(h, { account: 'keeper' });
    const first = (await login(h, { username: 'keeper', password: 'Secret123', remember: true })).json().value;
    expect(first.rememberToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const viaToken = await h.app.inject({
      method: 'POST',
      url: '/wps/session/login/remember',
      payload: { username: 'keeper', rememberToken: first.rememberToken },
      remoteAddress: '10.0.0.1',
    });
    expect(viaToken.statusCode).toBe(200);
    const second = viaToken.json().value;
    expect(second.token).not.toBe(first.token);
    // Single use: the old remember token is spent, the new one works.
    const reuse = await h.app.inject({
      method: 'POST',
      url: '/wps/session/login/remember',
      payload: { username: 'keeper', rememberToken: first.rememberToken },
      remoteAddress: '10.0.0.1',
    });
    expect(reuse.json()).toMatchObject({ code: 'wrong_credentials' });
    // Revoked on request.
    await h.app.inject({
      method: 'POST',
      url: '/wps/session/login/remember/revoke',
      payload: { rememberToken: second.rememberToken },
    });
    const revoked = await h.app.inject({
      method: 'POST',
      url: '/wps/session/login/remember',
      payload: { username: 'keeper', rememberToken: second.rememberToken },
      remoteAddress: '10.0.0.1',
    });
    expect(revoked.statusCode).toBe(401);
    // Expires after a day.
    const third = (await login(h, { username: 'keeper', password: 'Secret123', remember: true })).json().value;
    h.clock.advance(24 * 3600_000 + 1000);
    const expired = await h.app.inject({
      method: 'POST',
      url: '/wps/session/login/remember',
      payload: { username: 'keeper', rememberToken: third.rememberToken },
      remoteAddress: '10.0.0.1',
    });
    expect(expired.statusCode).toBe(401);
  });
});
