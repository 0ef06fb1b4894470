import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { useOwnIp } from './helpers/account-db.js';
import { expectTopBarBalance, openCentreFromMenu, operatorApi, w } from './helpers/cashier.js';
import { IN_EN, text } from './helpers/locales.js';
import { createMember, signInAs } from './helpers/login-helpers.js';
import { memberCall, memberId, plural } from './helpers/wallet-member.js';

/** Today and earlier days in the operator's zone (Asia/Ho_Chi_Minh), as the filters write them. */
function operatorDay(offsetDays = 0): string {
  const now = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(now);
}

async function openCentrePage(page: Page, pageId: string) {
  await openCentreFromMenu(page, 'memberCentre');
  await page.getByTestId(`centre-menu-${pageId}`).click();
  await expect(page).toHaveURL(new RegExp(`[?&]mc=${pageId}`));
}

for (const lang of IN_EN) {
  test(`transaction history: types, days and pages (${lang})`, async ({ page, request }) => {
    await useOwnIp(page);
    const member = await createMember('hst');
    const id = await memberId(member.account);
    const operator = await operatorApi(request);
    // 21 operator adjustments (500.00 then twenty of 0.01) and one move into a game wallet: 22 lines.
    await operator.credit(id, 50_000);
    for (let i = 0; i < 20; i++) await operator.credit(id, 1);
    await signInAs(page, lang, member.account);
    await memberCall(page, request, 'POST', '/wps/v2/wallets/transfer', {
      vendor: 'DEMO',
      direction: 'in',
      amount: 10_000,
      idempotencyKey: randomUUID(),
    });
    await expectTopBarBalance(page, '500.20');
    const symbol = (await page.getByTestId('currency-symbol').textContent())?.trim() ?? '';

    // The account menu's "account record" opens the history directly.
    await openCentreFromMenu(page, 'accountRecord');
    await expect(page).toHaveURL(/[?&]mc=transactionHistory/);
    await expect(page.getByTestId('history-total')).toHaveText(plural(lang, 'wallet:history.total', 22));
    const rows = page.getByTestId('history-row');
    await expect(rows).toHaveCount(20);
    // Newest first: the game-wallet move, money out of the main wallet (red, minus).
    await expect(rows.first().getByTestId('history-row-kind')).toHaveText(w(lang, 'history.kind.vendor_in'));
    await expect(rows.first().getByTestId('history-row-amount')).toHaveText(`${symbol} -100.00`);
    await expect(rows.first().getByTestId('history-row-amount')).toHaveClass(/text-danger/);
    await expect(page.getByTestId('pager-status')).toHaveText(text(lang, 'common:pager.status', { page: 1, pages: 2 }));
    await page.getByTestId('pager-next').click();
    await expect(page.getByTestId('pager-status')).toHaveText(text(lang, 'common:pager.status', { page: 2, pages: 2 }));
    await expect(rows).toHaveCount(2);
    // The oldest line is the 500.00 credit (green, plus).
    await expect(rows.last().getByTestId('history-row-kind')).toHaveText(w(lang, 'history.kind.adjustment'));
    await expect(rows.last().getByTestId('history-row-amount')).toHaveText(`${symbol} +500.00`);
    await expect(rows.last().getByTestId('history-row-amount')).toHaveClass(/text-success/);

    // Type filter: back to page 1, only the game-wallet move.
    await page.getByTestId('history-type').selectOption('vendor');
    await expect(page.getByTestId('history-total')).toHaveText(plural(lang, 'wallet:history.total', 1));
    await expect(rows).toHaveCount(1);
    await expect(page.getByTestId('wallet-pager')).toHaveCount(0);
    await page.getByTestId('history-type').selectOption('deposit');
    await expect(page.getByTestId('wallet-empty')).toHaveText(w(lang, 'history.empty'));

    // Days of the operator's zone: yesterday had nothing; a reversed range is refused before asking.
    await page.getByTestId('history-type').selectOption('');
    await page.getByTestId('range-preset-yesterday').click();
    await expect(page.getByTestId('range-from')).toHaveValue(operatorDay(-1));
    await expect(page.getByTestId('wallet-empty')).toHaveText(w(lang, 'history.empty'));
    await page.getByTestId('range-from').fill(operatorDay(0));
    await page.getByTestId('range-to').fill(operatorDay(-1));
    await expect(page.getByTestId('range-problem')).toHaveText(text(lang, 'common:dayRange.reversed'));
    await page.getByTestId('range-preset-today').click();
    await expect(page.getByTestId('history-total')).toHaveText(plural(lang, 'wallet:history.total', 22));
  });
}

test('personal profit: totals and one line per operator day, no bets yet (en)', async ({ page, request }) => {
  await useOwnIp(page);
  const member = await createMember('pnl');
  const operator = await operatorApi(request);
  // Money that is not a bet (an adjustment) must not count as profit.
  await operator.credit(await memberId(member.account), 70_000);
  await signInAs(page, 'en', member.account);
  const symbol = (await page.getByTestId('currency-symbol').textContent())?.trim() ?? '';
  await openCentrePage(page, 'personalProfit');
  for (const k of ['bet', 'win', 'profit']) {
    await expect(page.getByTestId(`profit-total-${k}`)).toHaveText(`${symbol} 0.00`);
  }
  await expect(page.getByTestId('wallet-empty')).toHaveText(w('en', 'profit.empty'));
  const days = page.getByTestId('profit-days-row');
  await expect(days).toHaveCount(7);
  // Newest day first, in the operator's zone.
  await expect(days.first()).toHaveAttribute('data-key', operatorDay(0));
  await expect(days.last()).toHaveAttribute('data-key', operatorDay(-6));
  await page.getByTestId('range-preset-last30').click();
  await expect(days).toHaveCount(30);
  await page.getByTestId('range-preset-today').click();
  await expect(days).toHaveCount(1);
  await page.getByTestId('range-from').fill('2020-01-01');
  await expect(page.getByTestId('range-problem')).toHaveText(text('en', 'common:dayRange.tooLong', { max: 92 }));
});
