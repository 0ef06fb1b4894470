import { randomUUID } from 'node:crypto';
import { expect, test } from '../fixtures.js';
import { useOwnIp } from './helpers/account-db.js';
import { expectTopBarBalance, operatorApi } from './helpers/cashier.js';
import { text } from './helpers/locales.js';
import { createMember, signInAs, withDb } from './helpers/login-helpers.js';
import { memberCall } from './helpers/wallet-member.js';

// A phone, in English, without motion (the wheel then lands at once; its turn is the only animation).
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
// A deposit the operator confirms, then the wheel: on a busy machine longer than a minute.
test.describe.configure({ timeout: 150_000 });

/** Minor units as the site writes them, without the symbol: 123456 → '1,234.56'. */
const shown = (minor: number) =>
  `${Math.trunc(minor / 100).toLocaleString('en-US')}.${String(minor % 100).padStart(2, '0')}`;

interface SpinAnswer {
  spin: { prize: { kind: string; amount: number; name: string } };
}

test('lucky wheel: a deposit earns tickets, a spin pays its prize and shows in the history with its proof (en)', async ({
  page,
  request,
}) => {
  await useOwnIp(page);
  const member = await createMember('wheel');
  await signInAs(page, 'en', member.account);

  // Two tickets: the demo wheel gives one per 1,000,000 ₫ deposited; the operator confirms a 2,000,000 ₫ transfer.
  await memberCall(page, request, 'POST', '/wps/deposits/bank-transfer', {
    methodCode: 'bank',
    amount: 2_000_000_00,
    idempotencyKey: randomUUID(),
  });
  const operator = await operatorApi(request);
  await operator.confirmDeposit((await operator.latestDeposit(member.account))!.id);
  const [wheel] = await withDb((sql) => sql<{ id: string }[]>`SELECT id FROM promotions WHERE code = 'lucky-wheel'`);

  // In through the promotion's detail page (promo-web's link to the wheel).
  await page.goto(`/promoDetail?id=${wheel!.id}`);
  await page.getByTestId('promo-raffle-link').click();
  await expect(page).toHaveURL(new RegExp(`/luckyWheel\\?id=${wheel!.id}$`));
  await expect(page.getByTestId('raffle-tickets')).toHaveAttribute('data-count', '2');
  await expect(page.getByTestId('raffle-prize')).toHaveCount(8);
  await expect(page.getByTestId('raffle-history')).toContainText(text('en', 'raffle:history.empty'));
  const before = (await memberCall<{ sumBalance: number }>(page, request, 'GET', '/wps/v2/wallets/balance')).sumBalance;

  const answered = page.waitForResponse((r) => r.url().includes('/raffle/spin') && r.request().method() === 'POST');
  await page.getByTestId('raffle-spin').click();
  const { spin } = ((await (await answered).json()) as { value: SpinAnswer }).value;
  const result = page.getByTestId('raffle-result');
  await expect(result).toHaveAttribute('data-kind', spin.prize.kind);
  await expect(result).toContainText(spin.prize.name);
  await expect(page.getByTestId('raffle-tickets')).toHaveAttribute('data-count', '1');
  // The prize is in the wallet (a "no prize" slice leaves it as it was) and the spin in the history.
  await expectTopBarBalance(page, shown(before + spin.prize.amount));
  const item = page.getByTestId('raffle-history-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(spin.prize.name);

  // Its proof: the verify page recomputes the slice from the revealed seed in the browser.
  await item.getByTestId('raffle-verify-link').click();
  await expect(page.getByTestId('raffle-verify-page')).toBeVisible();
  await expect(page.getByTestId('raffle-verify-hash-check')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('raffle-verify-match')).toHaveAttribute('data-ok', 'true');
  await page.getByTestId('raffle-verify-back').click();
  await expect(page.getByTestId('raffle-tickets')).toHaveAttribute('data-count', '1');
});
