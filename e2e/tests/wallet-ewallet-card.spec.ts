import { randomInt } from 'node:crypto';
import { expect, type Lang, test } from '../fixtures.js';
import { useOwnIp } from './helpers/account-db.js';
import { expectTopBarBalance, openCentreFromMenu, w } from './helpers/cashier.js';
import { createMember, signInAs } from './helpers/login-helpers.js';

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 780 } });

const digits = (n: number, last: string) =>
  `${Array.from({ length: n - 1 }, () => String(randomInt(10))).join('')}${last}`;

test('MoMo deposit on a phone: MoMo (local stand-in) pays, back on the site the deposit is credited', async ({
  page,
}) => {
  const lang: Lang = 'vi';
  await useOwnIp(page);
  const member = await createMember('mm');
  await signInAs(page, lang, member.account);
  await openCentreFromMenu(page, 'deposit');
  await page.getByTestId('deposit-method-momo').click();
  await expect(page.getByTestId('momo-note')).toHaveText(w(lang, 'deposit.eWallet.momo'));
  await page.getByTestId('deposit-amount').fill('150000');
  await page.getByTestId('deposit-submit').click();

  await expect(page).toHaveURL(/\/sandbox-providers\/momo\/pay\//);
  await expect(page.getByTestId('provider-amount')).toHaveText('150,000.00 VND');
  await page.locator('button[name="action"][value="pay"]').click();

  await expect(page).toHaveURL(/[?&]depositId=\d+/);
  await expect(page.getByTestId('deposit-return-status')).toHaveText(w(lang, 'deposit.status.succeeded'), {
    timeout: 20_000,
  });
  await expectTopBarBalance(page, '150,000.00');
});

test('phone-card deposit on a phone: pending, then the provider result credits the face value less the discount', async ({
  page,
}) => {
  const lang: Lang = 'vi';
  await useOwnIp(page);
  const member = await createMember('pc');
  await signInAs(page, lang, member.account);
  await openCentreFromMenu(page, 'deposit');
  await page.getByTestId('deposit-method-phone_card').click();
  await expect(page.getByTestId('phone-card-form')).toBeVisible();
  await page.getByTestId('phone-card-carrier').selectOption('viettel');
  await page.getByTestId('phone-card-face').selectOption(String(100_000_00));
  // 18 % Viettel discount (demo): 100,000 → 82,000.
  await expect(page.getByTestId('phone-card-credit')).toContainText('82,000.00');
  // A serial of the wrong length is stopped before anything is sent.
  await page.getByTestId('phone-card-serial').fill('12345');
  await page.getByTestId('phone-card-pin').fill(digits(15, '5'));
  await page.getByTestId('phone-card-submit').click();
  await expect(page.getByTestId('phone-card-problem')).toHaveText(
    w(lang, 'deposit.phoneCard.serialLength', { lengths: '11 / 14' }),
  );

  await page.getByTestId('phone-card-serial').fill(digits(14, '1'));
  await page.getByTestId('phone-card-submit').click();
  // Pending first (the provider answers ~0.5 s later in the e2e server), then credited.
  await expect(page.getByTestId('phone-card-result')).toBeVisible();
  const status = page.getByTestId('phone-card-status');
  await expect(status).toHaveText(w(lang, 'deposit.status.succeeded'), { timeout: 20_000 });
  await expect(page.getByTestId('phone-card-credited')).toHaveAttribute('data-minor', String(82_000_00));
  await expectTopBarBalance(page, '82,000.00');
});
