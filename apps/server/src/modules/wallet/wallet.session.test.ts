import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, seedAccounts } from '../accounts/index.js';
import { accountsApp, bearer, freshIp, type Harness, login } from '../accounts/test/accounts.fixtures.js';
import { seedLedger, verifyLedger } from '../ledger/index.js';
import { TRIAL_PLAY_GRANT } from './wallet.service.js';

// The wallet calls through real sessions: a password login and a free-play login.
let h: Harness;
beforeAll(async () => {
  h = await accountsApp();
  await seedAccounts(h.db, h.clock);
  await seedLedger(h.db, h.clock);
});

describe('wallet through a real session', () => {
  it('shows demo01 its opening balance after login', async () => {
    const res = await login(
      h,
      { username: DEMO_ACCOUNTS.member.account, password: DEMO_ACCOUNTS.member.password },
      freshIp(),
    );
    expect(res.statusCode).toBe(200);
    const token = res.json().value.token as string;
    const balance = await h.app.inject({ url: '/wps/v2/wallets/balance', headers: bearer(token) });
    expect(balance.json().value).toMatchObject({
      sumBalance: 500_000_000,
      main: 500_000_000,
      unit: 'VND',
      trial: false,
    });
  });

  it('gives a free-play account PLAY money, not VND', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      remoteAddress: freshIp(),
      payload: { os: 'x', platform: 'W', random: 'r', gatewayVersion: 3 },
    });
    expect(res.statusCode).toBe(200);
    const token = res.json().value.token as string;
    const balance = await h.app.inject({ url: '/wps/v2/wallets/balance', headers: bearer(token) });
    expect(balance.json().value).toMatchObject({ sumBalance: TRIAL_PLAY_GRANT, unit: 'PLAY', trial: true });
    const report = await verifyLedger(h.db);
    expect(report.ok).toBe(true);
    expect(report.unitTotals).toEqual({ POINT: 0, PLAY: 0, VND: 0 });
  });
});
