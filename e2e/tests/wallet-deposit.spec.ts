import { expect, type Lang, test } from '../fixtures.js';
import { useOwnIp } from './helpers/account-db.js';
import { expectTopBarBalance, openCentreFromMenu, operatorApi, w } from './helpers/cashier.js';
import { IN_VI, text } from './helpers/locales.js';
import { createMember, signInAs } from './helpers/login-helpers.js';

// Journeys go through login, the overlay, an operator call and reloads: on a busy machine longer than a minute.
test.describe.configure({ timeout: 150_000 });

for (const lang of IN_VI) {
  test(`bank transfer deposit: reference code, operator confirms, balance updates (${lang})`, async ({
    page,
    request,
  }) => {
    await useOwnIp(page);
    const member = await createMember('dep');
    await signInAs(page, lang, member.account);
    await expectTopBarBalance(page, '0.00');
    const symbol = (await page.getByTestId('currency-symbol').textContent())?.trim() ?? '';

    await openCentreFromMenu(page, 'deposit');
    await expect(page).toHaveURL(/[?&]mc=depositv2/);
    await expect(page.getByTestId('centre-menu-depositv2')).toHaveAttribute('aria-current', 'page');
    await page.getByTestId('deposit-method-bank').click();
    // The method's bounds are shown and checked before anything is sent (demo bank: 50,000 – 500,000,000).
    await expect(page.getByTestId('deposit-amount-hint')).toContainText('50,000.00');
    await expect(page.getByTestId('deposit-amount-hint')).toContainText('500,000,000.00');
    await page.getByTestId('deposit-amount').fill('49999.99');
    await page.getByTestId('deposit-submit').click();
    await expect(page.getByTestId('deposit-amount-error')).toContainText(
      w(lang, 'components.amount.below', { min: `${symbol} 50,000.00` }),
    );
    await page.getByTestId('deposit-amount').fill('120,000.5');
    await page.getByTestId('deposit-submit').click();

    const details = page.getByTestId('bank-transfer-details');
    await expect(details).toBeVisible();
    await expect(page.getByTestId('deposit-bank-name')).toHaveText('Vietcombank');
    await expect(page.getByTestId('deposit-account-number')).toHaveText('0071000123456');
    await expect(page.getByTestId('deposit-transfer-amount')).toHaveText('120,000.50');
    const reference = (await page.getByTestId('deposit-reference').textContent())?.trim() ?? '';
    expect(reference.length).toBeGreaterThan(3);

    // The history lists it as pending, with its reference code.
    await page.getByTestId('deposit-tabs-history').click();
    const row = page.getByTestId('deposit-history').locator('li').first();
    await expect(row).toContainText(reference);
    await expect(row).toContainText(w(lang, 'deposit.status.pending'));

    const operator = await operatorApi(request);
    const deposit = await operator.latestDeposit(member.account);
    expect(deposit?.referenceCode).toBe(reference);
    await operator.confirmDeposit(deposit!.id);

    // After a reload the centre is still open at the deposit page (address state) and the money is there.
    await page.reload();
    await expect(page.getByTestId('member-centre')).toBeVisible();
    await expect(page.getByTestId('deposit-page')).toBeVisible();
    await expectTopBarBalance(page, '120,000.50');
    await page.getByTestId('deposit-tabs-history').click();
    await expect(page.getByTestId('deposit-history').locator('li').first()).toContainText(
      w(lang, 'deposit.status.succeeded'),
    );
  });
}

test('sandbox gateway deposit: pay on the gateway page, come back to the centre with the credited status', async ({
  page,
}) => {
  const lang: Lang = 'vi';
  await useOwnIp(page);
  const member = await createMember('gw');
  await signInAs(page, lang, member.account);
  await openCentreFromMenu(page, 'deposit');
  await page.getByTestId('deposit-method-sandbox').click();
  await page.getByTestId('deposit-amount').fill('25000');
  await page.getByTestId('deposit-submit').click();

  await expect(page).toHaveURL(/\/sandbox-pay\//);
  await page.locator('button[name="action"][value="pay"]').click();

  // The gateway returns to /depositv2?depositId=…, which opens the centre's deposit page.
  await expect(page).toHaveURL(/\/\?mc=depositv2&depositId=\d+/);
  await expect(page.getByTestId('deposit-return')).toBeVisible();
  await expect(page.getByTestId('deposit-return-status')).toHaveText(w(lang, 'deposit.status.succeeded'), {
    timeout: 20_000,
  });
  await expectTopBarBalance(page, '25,000.00');
});

test('member centre overlay: every menu entry in order, default page, close and back', async ({ page }) => {
  const lang: Lang = 'en';
  await useOwnIp(page);
  const member = await createMember('mc');
  await signInAs(page, lang, member.account);
  await openCentreFromMenu(page, 'memberCentre');
  await expect(page).toHaveURL(/[?&]mc=securityCenter/);
  // The default page, my account: the account and its two passwords.
  await expect(page.getByTestId('security-account')).toHaveText(member.account);
  await expect(page.getByTestId('security-change-password')).toHaveText(
    text(lang, 'memberCentre:security.changeLoginPassword'),
  );
  await expect(page.getByTestId('payment-password-form')).toBeVisible();
  const ids = [
    'securityCenter',
    'transferFund',
    'depositv2',
    'withdraw',
    'transferUpline',
    'personalHistoryCopy',
    'transactionHistory',
    'personalProfit',
    'bonusDetails',
    'rewardCenter',
    'referral',
    'missionLeaderboard',
    'messageV2',
  ];
  await expect(page.getByTestId('centre-menu').getByRole('button')).toHaveText(
    ids.map((id) => text(lang, `memberCentre:menu.${id}`)),
  );

  // Invite friends (the demo's referral programme is on): the member's code is shown.
  await page.getByTestId('centre-menu-referral').click();
  await expect(page).toHaveURL(/[?&]mc=referral/);
  await expect(page.getByTestId('referral-code')).toHaveText(/^[A-Z2-9]{8}$/);

  // An unknown page in the address falls back to the default page.
  await page.goto('/?mc=nothing');
  await expect(page.getByTestId('centre-page-securityCenter')).toBeVisible();

  // Full-screen on a phone.
  await page.setViewportSize({ width: 390, height: 780 });
  await expect
    .poll(async () => page.getByTestId('member-centre').boundingBox())
    .toEqual({ x: 0, y: 0, width: 390, height: 780 });
  await page.getByTestId('member-centre-close').click();
  await expect(page.getByTestId('member-centre')).toHaveCount(0);
  await expect(page).not.toHaveURL(/mc=/);
  await page.goBack();
  await expect(page.getByTestId('member-centre')).toBeVisible();

  // The phone tab bar's Deposit opens the centre at the deposit page.
  await page.getByTestId('member-centre-close').click();
  await page.getByTestId('tab-deposit').click();
  await expect(page).toHaveURL(/[?&]mc=depositv2/);
  await expect(page.getByTestId('deposit-page')).toBeVisible();
});

test.describe('deposit limits', () => {
  // The journey provokes the server's refusal of a deposit over the limit (422), logged by the browser.
  test.use({ allowedConsoleErrors: [/status of 422 \(/] });

  test('a lower limit applies at once and refuses a deposit over it; a higher one waits 24 hours', async ({ page }) => {
    const lang: Lang = 'en';
    await useOwnIp(page);
    const member = await createMember('lim');
    await signInAs(page, lang, member.account);
    await openCentreFromMenu(page, 'deposit');
    await page.getByTestId('deposit-tabs-limits').click();
    await page.getByTestId('deposit-limit-daily').fill('60,000');
    await page.getByTestId('deposit-limits-save').click();
    await expect(page.getByTestId('deposit-limits-saved')).toHaveText(w(lang, 'deposit.limits.saved'));
    await expect(page.getByTestId('deposit-limit-daily')).toHaveValue('60000.00');
    await expect(page.getByTestId('deposit-limit-daily-pending')).toHaveCount(0);

    // Raising it only schedules the change.
    await page.getByTestId('deposit-limit-daily').fill('90000');
    await page.getByTestId('deposit-limits-save').click();
    await expect(page.getByTestId('deposit-limit-daily-pending')).toContainText('90,000.00');
    await expect(page.getByTestId('deposit-limit-daily')).toHaveValue('60000.00');

    // The limit in force (60,000) refuses a 70,000 deposit, with the server's translated reason.
    await page.getByTestId('deposit-tabs-new').click();
    await page.getByTestId('deposit-method-bank').click();
    await page.getByTestId('deposit-amount').fill('70000');
    await page.getByTestId('deposit-submit').click();
    await expect(page.getByTestId('deposit-error')).toHaveText(text(lang, 'errors:deposit_limit_exceeded'));
    await expect(page.getByTestId('bank-transfer-details')).toHaveCount(0);
  });
});
