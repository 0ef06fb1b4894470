import { randomUUID } from 'node:crypto';
import { expect, type Lang, test } from '../fixtures.js';
import { useOwnIp } from './helpers/account-db.js';
import { operatorApi } from './helpers/cashier.js';
import { text } from './helpers/locales.js';
import { createMember, signInAs } from './helpers/login-helpers.js';
import { memberCall } from './helpers/wallet-member.js';

const DEPOSIT = 100_000_000; // 1,000,000.00 ₫: the demo VIP 1 deposit threshold

test('a player watches VIP progress move after a credited deposit (en)', async ({ page, request }) => {
  const lang: Lang = 'en';
  await useOwnIp(page);
  const member = await createMember('vip');
  await signInAs(page, lang, member.account, '/vip');
  await expect(page.getByTestId('vip-level-row').first()).toBeVisible();
  const current = page.getByTestId('vip-current');
  await expect(current).toHaveAttribute('data-rank', '0');
  const depositBar = page.getByTestId('vip-bar-deposits').getByRole('progressbar');
  await expect(depositBar).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByTestId('vip-progress')).toContainText(text(lang, 'vip:me.next', { name: 'VIP 1' }));

  // A bank deposit the operator confirms: the credit upgrades at once.
  const deposit = await memberCall<{ id: number }>(page, request, 'POST', '/wps/deposits/bank-transfer', {
    methodCode: 'bank',
    amount: DEPOSIT,
    idempotencyKey: randomUUID(),
  });
  await (await operatorApi(request)).confirmDeposit(deposit.id);

  // Back on the page (focus refetches the member's VIP view): VIP 1 now, bars toward VIP 2.
  await page.reload();
  await expect(current).toHaveAttribute('data-rank', '1');
  await expect(current).toHaveText('VIP 1');
  await expect(page.getByTestId('vip-progress')).toContainText(text(lang, 'vip:me.next', { name: 'VIP 2' }));
  await expect(depositBar).toHaveAttribute('aria-valuenow', '20');
  await expect(page.locator('[data-testid="vip-level-row"][aria-current="true"]')).toContainText('VIP 1');
});
