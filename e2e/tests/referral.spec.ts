import { randomUUID } from 'node:crypto';
import { expect, gotoWithLanguage, type Lang, test } from '../fixtures.js';
import { captchaAnswer, createMember, freshUsername, useOwnIp } from './helpers/account-db.js';
import { operatorApi } from './helpers/cashier.js';
import { text } from './helpers/locales.js';
import { signInAs } from './helpers/login-helpers.js';
import { memberCall } from './helpers/wallet-member.js';

// Invite friends (issue 17 part 4) on a phone, with the demo programme: a friend's first deposit of at least
// 100,000 ₫ pays the referrer 50,000 ₫ (and the friend 20,000 ₫).
const PHONE = { width: 390, height: 780 };
const FIRST_DEPOSIT = 10_000_000; // 100,000.00 ₫
test.use({ viewport: PHONE });

test('a player copies the invite link, a friend registers through it and deposits, the player sees the friend and the reward (en)', async ({
  page,
  browser,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const lang: Lang = 'en';
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await useOwnIp(page);
  const player = await createMember('inv');
  await signInAs(page, lang, player.account, '/?mc=referral');
  await expect(page.getByTestId('centre-menu-referral')).toBeVisible();
  const code = (await page.getByTestId('referral-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await expect(page.getByTestId('referral-qr')).toBeVisible();
  await expect(page.getByTestId('referral-friends-empty')).toBeVisible();
  await page.getByTestId('referral-copy-link').click();
  await expect(page.getByTestId('referral-copy-link')).toHaveText(text(lang, 'memberCentre:referralPage.copied'));
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/register\\?referralCode=${code}$`));

  // A new visitor on another phone opens the link: the form carries the code; they register.
  const friendContext = await browser.newContext({ viewport: PHONE });
  const friend = await friendContext.newPage();
  await useOwnIp(friend);
  const username = freshUsername('frd');
  await gotoWithLanguage(friend, new URL(link).pathname + new URL(link).search, lang);
  await friend.getByTestId('register-type-username').click();
  await expect(friend.getByTestId('register-referralCode')).toHaveValue(code);
  await friend.getByTestId('register-username').fill(username);
  await friend.getByTestId('register-password').fill('abc12345');
  await friend.getByTestId('register-confirmPassword').fill('abc12345');
  await friend.getByTestId('captcha-input').fill(await captchaAnswer(friend));
  await friend.getByTestId('register-age').check();
  await friend.getByTestId('register-submit').click();
  await expect(friend.getByTestId('account-name')).toHaveText(username, { timeout: 45_000 });

  // The friend qualifies: a first bank deposit the operator confirms.
  const deposit = await memberCall<{ id: number }>(friend, request, 'POST', '/wps/deposits/bank-transfer', {
    methodCode: 'bank',
    amount: FIRST_DEPOSIT,
    idempotencyKey: randomUUID(),
  });
  await (await operatorApi(request)).confirmDeposit(deposit.id);
  await friendContext.close();

  // The player's page again: the friend (masked) qualified, with the 50,000 ₫ reward.
  await page.reload();
  const row = page.getByTestId('referral-friend');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('referral-friend-account')).toHaveText(
    `${username.slice(0, 2)}***${username.slice(-2)}`,
  );
  await expect(row).toHaveAttribute('data-status', 'qualified');
  await expect(row.getByTestId('referral-friend-status')).toHaveText(
    text(lang, 'memberCentre:referralPage.status.qualified'),
  );
  await expect(row.getByTestId('referral-friend-reward')).toContainText('50,000');
  await expect(page.getByTestId('referral-total-qualified')).toHaveText('1');
  await expect(page.getByTestId('referral-total-rewards')).toContainText('50,000');
});
