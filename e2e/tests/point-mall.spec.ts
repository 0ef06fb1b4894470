import { randomUUID } from 'node:crypto';
import { expect, type Lang, test } from '../fixtures.js';
import { useOwnIp } from './helpers/account-db.js';
import { operatorApi } from './helpers/cashier.js';
import { text } from './helpers/locales.js';
import { createMember, signInAs } from './helpers/login-helpers.js';
import { memberCall, memberId } from './helpers/wallet-member.js';

const lang: Lang = 'vi';
const t = (key: string, values?: Record<string, string | number>) => text(lang, `pointMall:${key}`, values);

test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  // The wrong payment password is refused with 422 on purpose: the browser logs the failed request.
  allowedConsoleErrors: [/status of 422/],
});

test('a player redeems a mall item with the payment password and sees the record (phone, vi)', async ({
  page,
  request,
}) => {
  await useOwnIp(page);
  const member = await createMember('mall');
  await signInAs(page, lang, member.account, '/pointMall');
  await memberCall(page, request, 'POST', '/wps/member/payment-password', {
    newPassword: '246810',
    confirmPassword: '246810',
  });
  // Points given by the operator (through the server's ledger, never by SQL).
  await (await operatorApi(request)).call('POST', '/wps/operator/points/grants', {
    memberId: await memberId(member.account),
    points: 20_000,
    note: 'e2e',
    idempotencyKey: randomUUID(),
  });
  await page.reload();
  await expect(page.getByTestId('points-balance')).toHaveText('20,000');

  // The demo cash reward (18,000 points for 20,000 ₫), found through the kind filter.
  await page.getByTestId('mall-filter-cash').click();
  const card = page.getByTestId('mall-reward').filter({ hasText: 'Tiền mặt 20.000 ₫' });
  await card.getByTestId('mall-redeem').click();
  const dialog = page.getByTestId('redeem-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('redeem-required')).toHaveText('18,000');
  await dialog.getByTestId('redeem-password').fill('111111');
  await dialog.getByTestId('redeem-submit').click();
  await expect(dialog.getByTestId('redeem-error')).toHaveText(text(lang, 'errors:payment_password_wrong'));
  await expect(page.getByTestId('points-balance')).toHaveText('20,000');

  await dialog.getByTestId('redeem-password').fill('246810');
  await dialog.getByTestId('redeem-submit').click();
  await expect(page.getByTestId('redeem-done')).toContainText(
    t('dialog.doneComplete', { name: 'Tiền mặt 20.000 ₫', quantity: 1 }),
  );
  await page.getByTestId('redeem-done').getByRole('button').last().click();
  await expect(page.getByTestId('points-balance')).toHaveText('2,000');

  await page.getByTestId('points-tab-records').click();
  const record = page.getByTestId('redeem-record').first();
  await expect(record.getByTestId('record-product')).toHaveText('Tiền mặt 20.000 ₫ × 1');
  await expect(record.getByTestId('record-status')).toHaveText(t('status.complete'));
  await expect(record.getByTestId('record-txn')).toHaveText(/^PM\d{14,}$/);
  await expect(record).toContainText('18,000');

  await page.getByTestId('points-tab-changes').click();
  await expect(page.getByTestId('point-change-amount').first()).toHaveText('−18,000');
});
