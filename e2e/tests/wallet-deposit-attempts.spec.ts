import { expect, type Lang, test } from '../fixtures.js';
import { useOwnIp, withDb } from './helpers/account-db.js';
import { openCentreFromMenu, w } from './helpers/cashier.js';
import { text } from './helpers/locales.js';
import { createMember, signInAs } from './helpers/login-helpers.js';

// Issue 12: a double click makes one deposit; a pending gateway deposit can be resumed or cancelled;
// the deposit panel recovers from a dropped network with a retry, without being reopened.

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 780 } });

const lang: Lang = 'vi';

const depositsOf = (account: string) =>
  withDb(
    (sql) => sql<{ id: string; status: string }[]>`SELECT d.id, d.status FROM deposits d
      JOIN members m ON m.id = d.member_id WHERE m.account = ${account} ORDER BY d.id`,
  );

test('a double click on the gateway deposit button makes one deposit', async ({ page }) => {
  await useOwnIp(page);
  const member = await createMember('dbl');
  await signInAs(page, lang, member.account);
  await openCentreFromMenu(page, 'deposit');
  await page.getByTestId('deposit-method-sandbox').click();
  await page.getByTestId('deposit-amount').fill('25000');
  await page.getByTestId('deposit-submit').dblclick();
  await expect(page).toHaveURL(/\/sandbox-pay\//);
  expect(await depositsOf(member.account)).toEqual([expect.objectContaining({ status: 'pending' })]);
});

test('a pending gateway deposit: resume goes back to its payment page, cancel ends it', async ({ page }) => {
  await useOwnIp(page);
  const member = await createMember('cxl');
  await signInAs(page, lang, member.account);
  await openCentreFromMenu(page, 'deposit');
  await page.getByTestId('deposit-method-sandbox').click();
  await page.getByTestId('deposit-amount').fill('30000');
  await page.getByTestId('deposit-submit').click();
  await expect(page).toHaveURL(/\/sandbox-pay\//);
  const paymentPath = new URL(page.url()).pathname;

  // Back on the site without paying: the deposit waits above the form.
  await page.goBack();
  await expect(page.getByTestId('deposit-form')).toBeVisible();
  const [deposit] = await depositsOf(member.account);
  const row = page.getByTestId(`deposit-open-${deposit!.id}`);
  await expect(row).toContainText('30,000.00');
  await expect(page.getByTestId(`deposit-resume-${deposit!.id}`)).toHaveAttribute(
    'href',
    new RegExp(`^${paymentPath}`),
  );
  await page.getByTestId(`deposit-cancel-${deposit!.id}`).click();
  await expect(page.getByTestId('deposit-open-cancelled')).toHaveText(w(lang, 'deposit.open.cancelled'));
  await expect(row).toHaveCount(0);
  expect(await depositsOf(member.account)).toEqual([expect.objectContaining({ status: 'cancelled' })]);
  await page.getByTestId('deposit-tabs-history').click();
  await expect(page.getByTestId(`deposit-status-${deposit!.id}`)).toHaveText(w(lang, 'deposit.status.cancelled'));
});

test.describe('network drop', () => {
  // The aborted requests are logged by the browser.
  test.use({ allowedConsoleErrors: [/net::ERR_FAILED|Failed to load resource/] });

  test('the deposit panel shows a retry when the network drops and recovers without being reopened', async ({
    page,
  }) => {
    await useOwnIp(page);
    const member = await createMember('net');
    await signInAs(page, lang, member.account);
    await page.route('**/wps/deposits/methods**', (route) => route.abort('failed'));
    await openCentreFromMenu(page, 'deposit');
    const retry = page.getByTestId('deposit-load-error-retry');
    await expect(page.getByTestId('deposit-load-error')).toContainText(text(lang, 'errors:network_error'));
    await expect(retry).toHaveText(text(lang, 'common:retry'));
    // The network is back: the retry loads the panel in place.
    await page.unroute('**/wps/deposits/methods**');
    await retry.click();
    await expect(page.getByTestId('deposit-form')).toBeVisible();
    await expect(page.getByTestId('deposit-method-sandbox')).toBeVisible();
  });
});
