import { randomUUID } from 'node:crypto';
import { expect, test } from '../fixtures.js';
import { expectTopBarBalance, operatorApi } from './helpers/cashier.js';
import { text } from './helpers/locales.js';
import { createMember, signInAs } from './helpers/login-helpers.js';
import { memberCall, memberId } from './helpers/wallet-member.js';

/*
 * Live push (issue 13 §3): money credited behind the page (an operator adjustment through the API) shows in
 * the top bar without a reload: pushed over the socket while it is up, polled while it is down.
 */
const BALANCE_API = '/wps/v2/wallets/balance';

test.describe('live balance (en)', () => {
  test('the top bar balance follows a credit made behind the page, pushed without asking the wallet', async ({
    page,
    request,
  }) => {
    const m = await createMember('live');
    const id = await memberId(m.account);
    // The socket said it is ready, and the app read the balance once more as it opened (it missed what
    // happened while it was down): from here on, pushes only. On a loaded machine that read can leave after
    // the next steps have begun, so the journey waits for it rather than count it as a wallet call.
    let socketReady = false;
    const ready = new Promise<void>((resolve) =>
      page.on('websocket', (ws) => {
        if (!ws.url().endsWith('/wps/live')) return;
        ws.on('framereceived', (f) => {
          if (!String(f.payload).includes('"ready"')) return;
          socketReady = true;
          resolve();
        });
      }),
    );
    const readOnOpen = new Promise<void>((resolve) =>
      page.on('request', (r) => {
        if (socketReady && r.url().includes(BALANCE_API)) resolve();
      }),
    );
    await signInAs(page, 'en', m.account);
    await expectTopBarBalance(page, '0.00');
    await ready;
    await readOnOpen;
    const op = await operatorApi(request);
    let asked = 0;
    page.on('request', (r) => {
      if (r.url().includes(BALANCE_API)) asked++;
    });
    await op.credit(id, 123_456);
    // Under the 15 s sweep: only the hint after the credit's commit can deliver it this soon (a loaded CI
    // machine once took more than 5 s).
    await expect(page.getByTestId('balance')).toContainText('1,234.56', { timeout: 10_000 });
    expect(asked, 'the pushed balance needs no wallet call').toBe(0);
  });

  test('with the socket refused, the top bar balance is polled instead', async ({ page, request }) => {
    // Every live socket the page opens is closed at once (a proxy that drops WebSockets).
    await page.routeWebSocket('**/wps/live', (ws) => ws.close({ code: 1011, reason: 'refused in test' }));
    const m = await createMember('live');
    const id = await memberId(m.account);
    await signInAs(page, 'en', m.account);
    await expectTopBarBalance(page, '0.00');
    const polled = page.waitForRequest((r) => r.url().includes(BALANCE_API), { timeout: 15_000 });
    const op = await operatorApi(request);
    await op.credit(id, 50_000);
    await polled;
    await expect(page.getByTestId('balance')).toContainText('500.00', { timeout: 15_000 });
  });

  test('a deposit credited behind the page shows as a notice', async ({ page, request }) => {
    const m = await createMember('live');
    await signInAs(page, 'en', m.account);
    await expectTopBarBalance(page, '0.00');
    await memberCall(page, request, 'POST', '/wps/deposits/bank-transfer', {
      methodCode: 'bank',
      amount: 200_000_00,
      idempotencyKey: randomUUID(),
    });
    const op = await operatorApi(request);
    const deposit = await op.latestDeposit(m.account);
    await op.confirmDeposit(deposit!.id);
    const toast = page.getByTestId('notice-toast');
    await expect(toast).toContainText(text('en', 'realtime:notice.deposit_credited.title'));
    await expect(toast).toContainText('200,000.00');
    await expectTopBarBalance(page, '200,000.00');
  });
});
