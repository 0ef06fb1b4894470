import { expect, type Lang, test } from '../fixtures.js';
import { useOwnIp } from './helpers/account-db.js';
import { expectTopBarBalance, w } from './helpers/cashier.js';
import { text } from './helpers/locales.js';
import { createMember, signInAs } from './helpers/login-helpers.js';

test.describe.configure({ timeout: 120_000 });
// A phone; the server's refusal of a fraction of a đồng (422) is logged by the browser.
test.use({ viewport: { width: 390, height: 780 }, allowedConsoleErrors: [/status of 422 \(/] });

test('VietQR deposit on a phone: the QR is shown, the demo bank pays it, the top bar balance updates', async ({
  page,
}) => {
  const lang: Lang = 'vi';
  await useOwnIp(page);
  const member = await createMember('vq');
  await signInAs(page, lang, member.account);
  await expectTopBarBalance(page, '0.00');
  const symbol = (await page.getByTestId('currency-symbol').textContent())?.trim() ?? '';

  await page.getByTestId('tab-deposit').click();
  await expect(page.getByTestId('deposit-page')).toBeVisible();
  await page.getByTestId('deposit-method-vietqr').click();
  // Outside the method's range: refused before anything is sent (demo VietQR: 10,000 – 300,000,000).
  await page.getByTestId('deposit-amount').fill('5000');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-amount-error')).toContainText(
    w(lang, 'components.amount.below', { min: `${symbol} 10,000.00` }),
  );
  // A bank transfer carries whole đồng: the server refuses a fraction, in the player's language.
  await page.getByTestId('deposit-amount').fill('150000.5');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-error')).toHaveText(text(lang, 'errors:deposit_amount_not_whole'));

  await page.getByTestId('deposit-amount').fill('150000');
  await page.getByTestId('deposit-submit').click();
  const panel = page.getByTestId('vietqr-deposit');
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('vietqr-status')).toHaveText(w(lang, 'deposit.vietqr.waiting'));
  const qr = page.getByTestId('vietqr-image');
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('vietqr-reference')).toHaveText(/^[A-Z2-9]{8}$/);
  await expect(page.getByTestId('vietqr-account-number')).toHaveText('0071000654321');
  await expect(page.getByTestId('vietqr-amount-plain')).toHaveText('150000');

  // The demo bank sends the transfer through the signed statement feed; the panel follows the deposit.
  await page.getByTestId('vietqr-demo-pay').click();
  await expect(page.getByTestId('vietqr-status')).toHaveAttribute('data-status', 'succeeded', { timeout: 15_000 });
  await expect(page.getByTestId('vietqr-status')).toHaveText(w(lang, 'deposit.vietqr.credited'));
  await expect(qr).toHaveCount(0);

  await page.getByTestId('member-centre-close').click();
  await expectTopBarBalance(page, '150,000.00');
});
