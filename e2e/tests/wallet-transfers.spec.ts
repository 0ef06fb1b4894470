import type { Page } from '@playwright/test';
import { expect, type Lang, test } from '../fixtures.js';
import { useOwnIp, withDb } from './helpers/account-db.js';
import { expectTopBarBalance, openCentreFromMenu, operatorApi, w } from './helpers/cashier.js';
import { IN_VI, text } from './helpers/locales.js';
import { createMember, signInAs } from './helpers/login-helpers.js';
import { memberCall, memberId, plural, setUpline } from './helpers/wallet-member.js';

/** Opens the member centre from the account menu, then `pageId` from its side menu. */
async function openCentrePage(page: Page, pageId: string) {
  await openCentreFromMenu(page, 'memberCentre');
  await page.getByTestId(`centre-menu-${pageId}`).click();
  await expect(page).toHaveURL(new RegExp(`[?&]mc=${pageId}`));
}

const balanceOf = (page: Page, wallet: string) => page.getByTestId(`tf-wallet-${wallet}-balance`);

for (const lang of IN_VI) {
  test(`my wallet: into a game wallet, refused over its balance, swept back (${lang})`, async ({ page, request }) => {
    await useOwnIp(page);
    const member = await createMember('tfw');
    const operator = await operatorApi(request);
    await operator.credit(await memberId(member.account), 100_000); // 1,000.00
    await signInAs(page, lang, member.account);
    await expectTopBarBalance(page, '1,000.00');
    const symbol = (await page.getByTestId('currency-symbol').textContent())?.trim() ?? '';

    await openCentrePage(page, 'transferFund');
    const centre = page.getByTestId('transfer-fund-page');
    await expect(centre.getByRole('heading', { name: w(lang, 'transferFund.title') })).toBeVisible();
    await expect(page.getByTestId('tf-total')).toHaveText(`${symbol} 1,000.00`);
    await expect(balanceOf(page, 'MAIN')).toHaveText(`${symbol} 1,000.00`);
    // A game wallet never used is offered at 0.00, so money can go into it.
    await expect(balanceOf(page, 'DEMO')).toHaveText(`${symbol} 0.00`);
    await expect(page.getByTestId('wallet-empty')).toHaveText(w(lang, 'transferFund.list.empty'));

    // Main → DEMO: 250.50.
    await page.getByTestId('tf-direction-in').check();
    await page.getByTestId('tf-vendor').selectOption('DEMO');
    await page.getByTestId('tf-amount').fill('250.5');
    await page.getByTestId('tf-submit').click();
    const status = page.getByTestId('tf-status');
    await expect(status).toHaveAttribute('data-phase', 'succeeded');
    await expect(status).toContainText(w(lang, 'transferFund.status.doneIn', { vendor: 'DEMO' }));
    await expect(status).toContainText('250.50');
    await expect(balanceOf(page, 'DEMO')).toHaveText(`${symbol} 250.50`);
    await expect(balanceOf(page, 'MAIN')).toHaveText(`${symbol} 749.50`);
    // The total (and the top bar's sum of every wallet) is unchanged: money moved, none made or lost.
    await expect(page.getByTestId('tf-total')).toHaveText(`${symbol} 1,000.00`);
    const rows = page.getByTestId('tf-transfer');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-status', 'succeeded');
    await expect(rows.first()).toContainText(w(lang, 'transferFund.list.in', { vendor: 'DEMO' }));

    // DEMO → main for more than DEMO holds: refused before anything is sent.
    await page.getByTestId('tf-direction-out').check();
    await page.getByTestId('tf-amount').fill('300');
    await page.getByTestId('tf-submit').click();
    await expect(page.getByTestId('tf-amount-error')).toHaveText(
      w(lang, 'components.amount.above', { max: `${symbol} 250.50` }),
    );
    await expect(rows).toHaveCount(1);
    // "All" fills what the source wallet holds.
    await page.getByTestId('tf-all').click();
    await expect(page.getByTestId('tf-amount')).toHaveValue('250.50');
    await page.getByTestId('tf-amount').fill('');

    // Sweep all back: DEMO returns to main.
    await page.getByTestId('tf-sweep').click();
    await expect(page.getByTestId('tf-sweep-result')).toHaveText(plural(lang, 'wallet:transferFund.sweep.done', 1));
    await expect(balanceOf(page, 'DEMO')).toHaveText(`${symbol} 0.00`);
    await expect(balanceOf(page, 'MAIN')).toHaveText(`${symbol} 1,000.00`);
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(w(lang, 'transferFund.list.out', { vendor: 'DEMO' }));
    await expect(page.getByTestId('tf-sweep')).toBeDisabled();
    await expectTopBarBalance(page, '1,000.00');
  });
}

test.describe('transfer to agent', () => {
  // The wrong payment password is refused with 422 on purpose: the browser logs the failed request.
  test.use({ allowedConsoleErrors: [/status of 422 \(Unprocessable Entity\)/] });

  test('rules shown, wrong password refused, money moves once (vi)', async ({ page, request }) => {
    const lang: Lang = 'vi';
    await useOwnIp(page);
    const agent = await createMember('tua');
    const member = await createMember('tum');
    await setUpline(member.account, agent.account);
    const operator = await operatorApi(request);
    await operator.credit(await memberId(member.account), 5_000_000); // 50,000.00
    await signInAs(page, lang, member.account);
    await expectTopBarBalance(page, '50,000.00');
    const symbol = (await page.getByTestId('currency-symbol').textContent())?.trim() ?? '';

    await openCentrePage(page, 'transferUpline');
    await expect(page.getByTestId('tu-upline')).toHaveText(agent.account);
    await expect(page.getByTestId('tu-available')).toHaveText(`${symbol} 50,000.00`);
    // No payment password yet: the page says so and points to where it is set.
    await expect(page.getByTestId('tu-no-password')).toContainText(w(lang, 'transferUpline.noPassword'));
    await memberCall(page, request, 'POST', '/wps/member/payment-password', {
      newPassword: '246810',
      confirmPassword: '246810',
    });
    await page.reload();
    await expect(page.getByTestId('tu-no-password')).toHaveCount(0);
    // The operator's bounds (default 10,000.00 – 100,000,000.00) are shown and checked.
    const range = { min: `${symbol} 10,000.00`, max: `${symbol} 100,000,000.00` };
    await expect(page.getByTestId('tu-form-amount-hint')).toHaveText(w(lang, 'components.amount.range', range));
    await page.getByTestId('tu-form-amount').fill('9,999.99');
    await page.getByTestId('tu-form-submit').click();
    await expect(page.getByTestId('tu-form-amount-error')).toHaveText(w(lang, 'components.amount.below', range));
    await page.getByTestId('tu-form-amount').fill('60000');
    await page.getByTestId('tu-form-submit').click();
    await expect(page.getByTestId('tu-form-amount-error')).toHaveText(w(lang, 'components.amount.overBalance'));

    await page.getByTestId('tu-form-amount').fill('12,345.67');
    await page.getByTestId('tu-form-password').fill('111111');
    await page.getByTestId('tu-form-submit').click();
    await expect(page.getByTestId('tu-form-error')).toHaveText(text(lang, 'errors:payment_password_wrong'));
    await expect(page.getByTestId('tu-available')).toHaveText(`${symbol} 50,000.00`);

    await page.getByTestId('tu-form-password').fill('246810');
    await page.getByTestId('tu-form-submit').click();
    await expect(page.getByTestId('tu-form-done')).toContainText(
      w(lang, 'transferUpline.done', { account: agent.account }),
    );
    await expect(page.getByTestId('tu-form-done')).toContainText('12,345.67');
    await expect(page.getByTestId('tu-available')).toHaveText(`${symbol} 37,654.33`);
    const recent = page.getByTestId('tu-transfer');
    await expect(recent).toHaveCount(1);
    await expect(recent.first()).toContainText(w(lang, 'transferUpline.sentTo', { account: agent.account }));
    await expect(recent.first().getByTestId('tu-transfer-amount')).toHaveText(`${symbol} -12,345.67`);
    await expect(recent.first().getByTestId('tu-transfer-amount')).toHaveClass(/text-danger/);
    await expectTopBarBalance(page, '37,654.33');

    // The agent's main wallet received exactly that (read from the server's adjustment answer: 0.01 added).
    const credited = (await operator.credit(await memberId(agent.account), 1)) as { before: { available: number } };
    expect(credited.before.available).toBe(1_234_567);
  });
});

test('an agent transfers to a member of its downline (en)', async ({ page, request }) => {
  await useOwnIp(page);
  const agent = await createMember('tda');
  const member = await createMember('tdm');
  // Account structure only (type 1 = agent): money still moves through the server.
  await withDb((sql) => sql`UPDATE members SET type = 1 WHERE account = ${agent.account}`);
  await setUpline(member.account, agent.account);
  const operator = await operatorApi(request);
  await operator.credit(await memberId(agent.account), 3_000_000); // 30,000.00
  await signInAs(page, 'en', agent.account);
  const symbol = (await page.getByTestId('currency-symbol').textContent())?.trim() ?? '';
  await memberCall(page, request, 'POST', '/wps/member/payment-password', {
    newPassword: '135790',
    confirmPassword: '135790',
  });
  await openCentrePage(page, 'transferUpline');
  // The agent has no upline of its own, but its downline form is there.
  await expect(page.getByTestId('tu-no-upline')).toBeVisible();
  await expect(page.getByTestId('td-member')).toHaveValue(String(await memberId(member.account)));
  await page.getByTestId('td-form-amount').fill('10000');
  await page.getByTestId('td-form-password').fill('135790');
  await page.getByTestId('td-form-submit').click();
  await expect(page.getByTestId('td-form-done')).toContainText(
    w('en', 'transferUpline.done', { account: member.account }),
  );
  await expect(page.getByTestId('tu-available')).toHaveText(`${symbol} 20,000.00`);
  await expect(page.getByTestId('tu-transfer').first()).toContainText(w('en', 'transferUpline.direction.to_downline'));
  await expect(page.getByTestId('tu-transfer-amount').first()).toHaveText(`${symbol} -10,000.00`);
  const credited = (await operator.credit(await memberId(member.account), 1)) as { before: { available: number } };
  expect(credited.before.available).toBe(1_000_000);
});

test('transfer to agent without an upline says so (en)', async ({ page }) => {
  await useOwnIp(page);
  const member = await createMember('tun');
  await signInAs(page, 'en', member.account);
  await openCentrePage(page, 'transferUpline');
  await expect(page.getByTestId('tu-no-upline')).toHaveText(w('en', 'transferUpline.noUpline'));
  await expect(page.getByTestId('tu-form')).toHaveCount(0);
});

test.describe('game wallet transfer whose answer is lost', () => {
  // The journey cuts the first answer on purpose: the browser logs the failed request.
  test.use({ allowedConsoleErrors: [/net::ERR_FAILED|Failed to load resource/] });

  test('is re-sent with the same key and moves the money once; an unknown one is settled by a status check (en)', async ({
    page,
    request,
  }) => {
    await useOwnIp(page);
    const member = await createMember('tfl');
    const operator = await operatorApi(request);
    await operator.credit(await memberId(member.account), 100_000); // 1,000.00
    await signInAs(page, 'en', member.account);
    const symbol = (await page.getByTestId('currency-symbol').textContent())?.trim() ?? '';
    await openCentrePage(page, 'transferFund');
    await expect(balanceOf(page, 'MAIN')).toHaveText(`${symbol} 1,000.00`);

    // 1) The server applies the transfer but its answer never reaches the browser.
    const sent: string[] = [];
    let cut = true;
    await page.route('**/wps/v2/wallets/transfer', async (route) => {
      sent.push(route.request().postData() ?? '');
      const response = await route.fetch();
      if (cut) {
        cut = false;
        await route.abort('failed');
      } else await route.fulfill({ response });
    });
    await page.getByTestId('tf-vendor').selectOption('TCG');
    await page.getByTestId('tf-amount').fill('100');
    await page.getByTestId('tf-submit').click();
    await expect(page.getByTestId('tf-status')).toHaveAttribute('data-phase', 'succeeded', { timeout: 20_000 });
    // Sent twice with one idempotency key, applied once.
    expect(sent).toHaveLength(2);
    expect(JSON.parse(sent[0]!).idempotencyKey).toBe(JSON.parse(sent[1]!).idempotencyKey);
    await expect(balanceOf(page, 'TCG')).toHaveText(`${symbol} 100.00`);
    await expect(balanceOf(page, 'MAIN')).toHaveText(`${symbol} 900.00`);
    await expect(page.getByTestId('tf-transfer')).toHaveCount(1);
    await page.unroute('**/wps/v2/wallets/transfer');

    // 2) The answer says 'unknown' (the vendor did not answer in time): the page checks the transfer's
    // status instead of sending it again.
    const posts: string[] = [];
    const checks: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/wps/v2/wallets/transfer')) posts.push(r.url());
      if (r.method() === 'GET' && /\/wps\/v2\/wallets\/transfer\/\d+$/.test(r.url())) checks.push(r.url());
    });
    await page.route('**/wps/v2/wallets/transfer', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { value: { status: string } };
      body.value.status = 'unknown';
      await route.fulfill({ response, json: body });
    });
    await page.getByTestId('tf-direction-out').check();
    await page.getByTestId('tf-amount').fill('40');
    await page.getByTestId('tf-submit').click();
    await expect(page.getByTestId('tf-status')).toHaveAttribute('data-phase', 'succeeded', { timeout: 20_000 });
    await expect(page.getByTestId('tf-status')).toContainText(
      w('en', 'transferFund.status.doneOut', { vendor: 'TCG' }),
    );
    expect(posts).toHaveLength(1);
    expect(checks.length).toBeGreaterThanOrEqual(1);
    await expect(balanceOf(page, 'TCG')).toHaveText(`${symbol} 60.00`);
    await expect(balanceOf(page, 'MAIN')).toHaveText(`${symbol} 940.00`);
    await expect(page.getByTestId('tf-transfer')).toHaveCount(2);
  });
});
