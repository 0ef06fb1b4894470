import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error.js';
import { seedAccounts } from './accounts.seed.js';
import { requireTrueAccount } from './security/guards.js';
import { accountsApp, bearer, encrypt, freshIp, login } from './test/accounts.fixtures.js';

describe('free play and the true-account guard', () => {
  it('creates a trial account (type 4) that is refused protected actions with need_true_account', async () => {
    const h = await accountsApp();
    const res = await h.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      remoteAddress: freshIp(),
      payload: { os: 'Linux', platform: 'W', random: 'b64-random', gatewayVersion: 3 },
    });
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({ isAgent: false, mustChangePassword: false, user: { type: 4 } });
    expect((await h.app.inject({ url: '/wps/member/info/icon', headers: bearer(v.token) })).json().value.icon).toBe(
      'trial',
    );
    const change = await h.app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: bearer(v.token),
      payload: await encrypt(h, { newPassword: 'abc12345', confirmNewPassword: 'abc12345' }),
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().code).toBe('need_true_account');
    expect(() => requireTrueAccount({ memberId: 1, account: 't', type: 4, roles: ['trial'] })).toThrow(AppError);
    expect(() => requireTrueAccount(null)).toThrow(expect.objectContaining({ status: 401 }));
    expect(requireTrueAccount({ memberId: 2, account: 'm', type: 0, roles: ['member'] }).memberId).toBe(2);
  });

  it('limits free-play accounts per IP', async () => {
    const h = await accountsApp({ limits: { freePlayPerIpPerHour: 2 } });
    const ip = freshIp();
    const play = () =>
      h.app.inject({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        remoteAddress: ip,
        payload: { os: 'x', platform: 'W', random: 'r', gatewayVersion: 3 },
      });
    expect((await play()).statusCode).toBe(200);
    expect((await play()).statusCode).toBe(200);
    expect((await play()).statusCode).toBe(429);
  });
});

describe('captcha image', () => {
  it('is a real PNG, refused when refreshed more than once a second by the same client', async () => {
    const h = await accountsApp();
    const ip = freshIp();
    const first = await h.app.inject({ url: '/wps/captcha', remoteAddress: ip });
    const png = PNG.sync.read(Buffer.from(first.json().value.image, 'base64'));
    expect([png.width, png.height]).toEqual([120, 40]);
    const fast = await h.app.inject({ url: '/wps/captcha', remoteAddress: ip });
    expect(fast.statusCode).toBe(429);
    expect(fast.json().code).toBe('too_many_requests');
    expect((await h.app.inject({ url: '/wps/captcha', remoteAddress: freshIp() })).statusCode).toBe(200);
    h.clock.advance(1000);
    expect((await h.app.inject({ url: '/wps/captcha', remoteAddress: ip })).statusCode).toBe(200);
  });
});

describe('public account data and the demo seed', () => {
  it('serves country codes and the public key', async () => {
    const h = await accountsApp();
    const codes = (await h.app.inject('/wps/system/countryCodes')).json().value;
    expect(codes[0]).toEqual({ code: '84', country: 'VN', name: 'Việt Nam' });
    expect((await h.app.inject('/wps/system/publicKey')).json().value).toMatchObject({
      kid: expect.any(String),
      spki: expect.any(String),
    });
  });

  it('seeds the demo agent and members once; they log in', async () => {
    const h = await accountsApp();
    await seedAccounts(h.db, h.clock);
    await seedAccounts(h.db, h.clock);
    const [n] = await h.db`SELECT count(*)::int AS n FROM members`;
    expect(n!.n).toBe(3);
    expect((await login(h, { username: 'demo01', password: 'Demo@1234' })).json().value.user.toUpline).toBe(true);
    expect((await login(h, { username: 'demo02', password: '{secret}' })).json().value.mustChangePassword).toBe(true);
    expect((await login(h, { username: 'agent01', password: 'Agent@1234', area: 'agent' })).json().value.isAgent).toBe(
      true,
    );
    expect((await h.app.inject('/wps/agent/affiliate?code=VN88AG')).json().value.agent).toBe('agent01');
  });
});
