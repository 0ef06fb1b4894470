import type { Page } from '@playwright/test';
import { expect, gotoWithLanguage, type Lang, test } from '../fixtures.js';
import { useOwnIp } from './helpers/account-db.js';
import { expectTopBarBalance, openCentreFromMenu, operatorApi, w } from './helpers/cashier.js';
import { FAKE_PNG, TINY_PNG } from './helpers/images.js';
import { IN_EN, text } from './helpers/locales.js';
import { closeAfterLoginPopups, createMember, signInAs, withDb } from './helpers/login-helpers.js';

// The journeys provoke refusals on purpose: a wrong payment password (422) and a file that is not an image (415);
// the browser logs each failed request as a console error.
test.use({ allowedConsoleErrors: [/status of 4(15|22) \(/] });
// Each journey walks a whole cashier flow (login, four forms, operator calls, reloads): on a busy machine it
// takes longer than the default minute.
test.describe.configure({ timeout: 150_000 });

async function memberId(account: string): Promise<number> {
  const rows = await withDb((sql) => sql<{ id: number }[]>`SELECT id FROM members WHERE account = ${account}`);
  return Number(rows[0]!.id);
}

/** Calls a member endpoint with the page's session token (setup steps a journey is not about). */
async function asMember<T>(page: Page, method: 'POST' | 'GET', path: string, data?: unknown): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const res = await page.request.fetch(path, { method, data, headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { success: boolean; value: T };
  expect(body.success, `${method} ${path}: ${JSON.stringify(body)}`).toBe(true);
  return body.value;
}

for (const lang of IN_EN) {
  test(`withdrawal: bind a bank account, set the payment password, request, operator approves, member confirms (${lang})`, async ({
    page,
    request,
  }) => {
    await useOwnIp(page);
    const member = await createMember('wd');
    const operator = await operatorApi(request);
    await operator.credit(await memberId(member.account), 50_000_000);
    await signInAs(page, lang, member.account);
    await expectTopBarBalance(page, '500,000.00');

    await openCentreFromMenu(page, 'withdrawal');
    await expect(page).toHaveURL(/[?&]mc=withdraw/);
    await expect(page.getByTestId('withdraw-available')).toContainText('500,000.00');
    await expect(page.getByTestId('withdraw-need-bank')).toContainText(w(lang, 'withdraw.needBank'));
    await page.getByTestId('withdraw-need-bank').getByRole('button').click();

    // Bind: the payee name is shown as it will be stored (no diacritics, with spaces).
    await page.getByTestId('bind-bank-code').selectOption('VCB');
    await page.getByTestId('bind-bank-number').fill('12');
    await page.getByTestId('bind-bank-payee').fill('Nguyễn Văn  Ánh');
    await expect(page.getByTestId('bind-bank-payee-hint')).toHaveText(
      w(lang, 'withdraw.bank.payeeAs', { name: 'NGUYEN VAN ANH' }),
    );
    await page.getByTestId('bind-bank-submit').click();
    await expect(page.getByTestId('bind-bank-number-error')).toHaveText(w(lang, 'withdraw.bank.numberInvalid'));
    // Account numbers are unique per bank across members: each journey binds its own.
    const digits = `${Date.now()}`.slice(-6);
    await page.getByTestId('bind-bank-number').fill(`0123 ${digits}`);
    await page.getByTestId('bind-bank-submit').click();
    const account = page.getByTestId('bank-accounts').locator('li');
    await expect(account).toHaveCount(1);
    await expect(account).toContainText('Vietcombank');
    await expect(account).toContainText(`******${digits.slice(-4)}`);
    await expect(account).toContainText('NGUYEN VAN ANH');

    // Payment password: checked here first, then saved.
    await page.getByTestId('withdraw-tabs-password').click();
    await page.getByTestId('payment-password-new').fill('135790');
    await page.getByTestId('payment-password-confirm').fill('135791');
    await page.getByTestId('payment-password-submit').click();
    await expect(page.getByTestId('payment-password-confirm-error')).toHaveText(
      w(lang, 'withdraw.password.problem.mismatch'),
    );
    await page.getByTestId('payment-password-confirm').fill('135790');
    await page.getByTestId('payment-password-submit').click();
    await expect(page.getByTestId('payment-password-saved')).toBeVisible();
    await expect(page.getByTestId('payment-password-state')).toHaveText(w(lang, 'withdraw.password.isSet'));

    // Request: below the minimum is refused here; a wrong payment password by the server.
    await page.getByTestId('withdraw-tabs-request').click();
    await page.getByTestId('withdraw-amount').fill('50000');
    await page.getByTestId('withdraw-password').fill('135790');
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('withdraw-amount-error')).toContainText('100,000.00');
    await page.getByTestId('withdraw-amount').fill('200,000');
    await page.getByTestId('withdraw-password').fill('000000');
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('withdraw-error')).toHaveText(text(lang, 'errors:payment_password_wrong'));
    await page.getByTestId('withdraw-password').fill('135790');
    await page.getByTestId('withdraw-submit').click();

    // The records open with the new request waiting for the operator.
    const row = page.getByTestId('withdrawals').locator('li').first();
    await expect(row).toContainText('200,000.00');
    await expect(row).toContainText(w(lang, 'withdraw.status.pending'));

    const pending = await operator.latestWithdrawal(member.account, 'pending');
    await operator.approveWithdrawal(pending!.id);
    await page.reload();
    await page.getByTestId('withdraw-tabs-records').click();
    await expect(page.getByTestId(`withdrawal-status-${pending!.id}`)).toHaveText(w(lang, 'withdraw.status.approved'));
    await page.getByTestId(`withdrawal-received-${pending!.id}`).click();
    await expect(page.getByTestId(`withdrawal-status-${pending!.id}`)).toHaveText(w(lang, 'withdraw.status.received'));
    await expectTopBarBalance(page, '300,000.00');
  });
}

test('withdrawal records: a rejection shows its reason, "not received" needs a real image, "all received" confirms the rest', async ({
  page,
  request,
}) => {
  const lang: Lang = 'vi';
  await useOwnIp(page);
  const member = await createMember('wr');
  const operator = await operatorApi(request);
  await operator.credit(await memberId(member.account), 100_000_000);
  await signInAs(page, lang, member.account);
  const bank = await asMember<{ id: number }>(page, 'POST', '/wps/member/bank-accounts', {
    bankCode: 'TCB',
    accountNumber: `1900${Date.now()}`.slice(0, 16),
    payeeName: 'TRAN THI BICH',
  });
  await asMember(page, 'POST', '/wps/member/payment-password', { newPassword: '246810', confirmPassword: '246810' });
  const ask = (amount: number, key: string) =>
    asMember<{ id: number }>(page, 'POST', '/wps/withdrawals', {
      bankAccountId: bank.id,
      amount,
      paymentPassword: '246810',
      idempotencyKey: `${member.account}-${key}`,
    });
  const rejected = await ask(10_000_000, 'one');
  const disputed = await ask(20_000_000, 'two');
  const other = await ask(30_000_000, 'three');
  await operator.rejectWithdrawal(rejected.id, 'Sai thông tin tài khoản');
  await operator.approveWithdrawal(disputed.id);
  await operator.approveWithdrawal(other.id);

  await openCentreFromMenu(page, 'withdrawal');
  await page.getByTestId('withdraw-tabs-records').click();
  await expect(page.getByTestId(`withdrawal-status-${rejected.id}`)).toHaveText(w(lang, 'withdraw.status.rejected'));
  await expect(page.getByTestId(`withdrawal-reason-${rejected.id}`)).toHaveText(
    w(lang, 'withdraw.list.rejectReason', { reason: 'Sai thông tin tài khoản' }),
  );

  // Not received: refused without an image, and a file that only claims to be a PNG is refused by its content
  // before it is sent (the server checks again: withdrawals.test.ts).
  await page.getByTestId(`withdrawal-not-received-${disputed.id}`).click();
  await page.getByTestId('not-received-note').fill('Chưa thấy tiền về tài khoản');
  await page.getByTestId('not-received-submit').click();
  await expect(page.getByTestId('not-received-error')).toHaveText(w(lang, 'withdraw.proof.missing'));
  await page.getByTestId('not-received-images').setInputFiles(FAKE_PNG);
  await expect(page.getByTestId('not-received-image-error')).toHaveText(
    w(lang, 'withdraw.proof.imageErrors.badType', { name: FAKE_PNG.name }),
  );
  await expect(page.getByTestId('not-received-proofs').getByRole('img')).toHaveCount(0);
  await page
    .getByTestId('not-received-images')
    .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByTestId('not-received-proofs').getByRole('img')).toHaveCount(1);
  await page.getByTestId('not-received-submit').click();
  await expect(page.getByTestId(`withdrawal-status-${disputed.id}`)).toHaveText(
    w(lang, 'withdraw.status.not_received'),
  );

  await page.getByTestId('withdrawals-all-received').click();
  await expect(page.getByTestId(`withdrawal-status-${other.id}`)).toHaveText(w(lang, 'withdraw.status.received'));
  await expect(page.getByTestId('withdrawals-all-received')).toHaveCount(0);
});

test('a trial account is refused the withdrawal page with the need-true-account warning', async ({ page }) => {
  const lang: Lang = 'en';
  await useOwnIp(page);
  await gotoWithLanguage(page, '/login', lang);
  await page.getByTestId('login-free-play').click();
  await expect(page.getByTestId('account-bar')).toBeVisible({ timeout: 45_000 });
  await closeAfterLoginPopups(page);
  await page.getByTestId('account-menu-trigger').click();
  await page.getByTestId('account-menu-withdrawal').click();
  const warning = page.getByTestId('need-true-account');
  await expect(warning.getByTestId('modal-body')).toHaveText(text(lang, 'auth:errors.need_true_account'));
  await warning.getByTestId('modal-button-0').click();
  await expect(page.getByTestId('member-centre')).toHaveCount(0);
  // Typing the address does not open it either.
  await page.goto('/?mc=withdraw');
  await expect(page.getByTestId('account-bar')).toBeVisible();
  await expect(page.getByTestId('member-centre')).toHaveCount(0);
});
