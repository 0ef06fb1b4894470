import { expect, gotoWithLanguage, test } from '../fixtures.js';
import { createMember, freshUsername, useOwnIp, withDb } from './helpers/account-db.js';
import { IN_EN, text } from './helpers/locales.js';
import { expectLoggedIn } from './helpers/login-helpers.js';

// Forgot password by e-mail (spec §2 forgot screen): username and registered address → a reset code by
// mail (read from the development outbox) → a new password → the member logs in with it.

test.describe.configure({ mode: 'parallel', timeout: 120_000 });

async function latestMailCode(to: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const rows = await withDb(
          (sql) =>
            sql<{ body: string }[]>`SELECT body FROM mail_outbox WHERE to_address = ${to} ORDER BY id DESC LIMIT 1`,
        );
        code = rows[0] ? (/resetToken=([\w-]+)/.exec(rows[0].body)?.[1] ?? '') : '';
        return code;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return code;
}

for (const lang of IN_EN) {
  test(`[${lang}] reset by e-mail: the mailed code sets a new password that logs in`, async ({ page }) => {
    await useOwnIp(page);
    const account = freshUsername('mail');
    const email = `${account}@example.vn`;
    await createMember('mail', { account, mobile: null });
    await withDb((sql) => sql`UPDATE members SET email = ${email} WHERE account = ${account}`);

    await gotoWithLanguage(page, '/forget', lang);
    await page.getByTestId('forget-method-email').click();
    await page.getByTestId('forget-username').fill(account);
    await page.getByTestId('forget-contact').fill(email);
    await page.getByTestId('forget-email-submit').click();
    await expect(page.getByTestId('forget-email-sent')).toContainText(text(lang, 'recovery:email.sent'), {
      timeout: 30_000,
    });

    const code = await latestMailCode(email);
    const newPassword = `mail${Date.now() % 100000}x7`;
    await page.getByTestId('forget-reset-code').fill(code);
    await page.getByTestId('forget-reset-password').fill(newPassword);
    await page.getByTestId('forget-reset-confirm').fill(newPassword);
    await page.getByTestId('forget-reset-submit').click();
    await expect(page.getByTestId('reset-success-dialog')).toBeVisible({ timeout: 30_000 });

    await gotoWithLanguage(page, '/login', lang);
    const form = page.getByTestId('login-form');
    await form.getByTestId('login-username').fill(account);
    await form.getByTestId('login-password').fill(newPassword);
    await form.getByTestId('login-submit').click();
    await expectLoggedIn(page, account);
  });
}
