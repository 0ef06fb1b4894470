import { expect, gotoWithLanguage, test } from '../fixtures.js';
import { createMember, freshMobile, freshUsername, latestSmsCode, useOwnIp } from './helpers/account-db.js';
import { IN_VI, text } from './helpers/locales.js';

// Forgot password by phone (spec §2/§4): a member of its own with a mobile number (created in the
// database with demo01's password, 'Demo@1234'), the SMS code read from the development outbox, the
// reset logs in with the new password; afterwards the old password no longer works.

test.describe.configure({ mode: 'parallel', timeout: 120_000 });

const OLD_PASSWORD = 'Demo@1234';

for (const lang of IN_VI) {
  test.describe(`forgot password (${lang})`, () => {
    // The last step logs in with the old password on purpose: the login answers 401.
    test.use({ allowedConsoleErrors: [/status of 401/] });

    test('forgot by phone: code, new password, logged in; the old password fails', async ({ page }) => {
      await useOwnIp(page);
      const account = freshUsername('fgt');
      const mobile = freshMobile();
      await createMember('fgt', { account, mobile });
      const newPassword = `new${Date.now() % 100000}x1`;

      await gotoWithLanguage(page, '/forget', lang);
      // Both methods are on by default: the switch shows, mobile first.
      await expect(page.getByTestId('forget-method-email')).toBeVisible();
      await expect(page.getByTestId('forget-form')).toHaveAttribute('data-method', 'mobileNum');
      // The official links stay on the page.
      await expect(page.getByTestId('official-link').first()).toBeVisible();

      // A bad number is refused before any code is sent.
      await page.getByTestId('forget-mobile').fill('0123');
      await page.getByTestId('sms-code-button').click();
      await expect(page.getByTestId('forget-mobile-error')).toHaveText(
        text(lang, 'register:fieldErrors.mobileNum.length'),
      );

      await page.getByTestId('forget-mobile').fill(mobile.national);
      // The get-code button takes one press per second (spec §9): wait out the refused press above.
      await page.waitForTimeout(1100);
      await page.getByTestId('sms-code-button').click();
      await expect(page.getByTestId('sms-countdown')).toBeVisible({ timeout: 30_000 });
      await page.getByTestId('forget-sms-code').fill(await latestSmsCode(mobile.e164));
      await page.getByTestId('forget-new-password').fill(newPassword);
      // Show/hide toggle of the new password.
      await expect(page.getByTestId('forget-new-password')).toHaveAttribute('type', 'password');
      await page.getByTestId('forget-new-password-toggle').click();
      await expect(page.getByTestId('forget-new-password')).toHaveAttribute('type', 'text');
      await page.getByTestId('forget-phone-submit').click();

      await expect(page).toHaveURL(/\/$/, { timeout: 45_000 });
      await expect(page.getByTestId('account-name')).toHaveText(account);

      // The old password is refused now: a fresh tab (own session storage) tries it on /login.
      const other = await page.context().newPage();
      await gotoWithLanguage(other, '/login', lang);
      await other.getByTestId('login-username').fill(account);
      await other.getByTestId('login-password').fill(OLD_PASSWORD);
      await other.getByTestId('login-submit').click();
      await expect(other.getByTestId('login-error')).toBeVisible({ timeout: 30_000 });
      await expect(other).toHaveURL(/\/login$/);
    });

    test('the email method: an issue opens live chat, an address asks for a reset code', async ({ page }) => {
      await useOwnIp(page);
      await gotoWithLanguage(page, '/forget', lang);
      await page.getByTestId('forget-method-email').click();
      await expect(page.getByTestId('forget-email-form')).toBeVisible();
      await page.getByTestId('forget-contact').fill('I cannot log in');
      await expect(page.getByTestId('forget-email-submit')).toHaveText(text(lang, 'recovery:email.openChat'));
      await page.getByTestId('forget-contact').fill('someone@example.com');
      await expect(page.getByTestId('forget-email-submit')).toHaveText(text(lang, 'recovery:email.sendCode'));
      // The username is required to ask for a code.
      await page.getByTestId('forget-email-submit').click();
      await expect(page.getByTestId('forget-username-error')).toHaveText(text(lang, 'register:errors.required'));
    });
  });
}
