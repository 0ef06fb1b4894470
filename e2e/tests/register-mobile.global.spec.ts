import { expect, gotoWithLanguage, test } from '../fixtures.js';
import { captchaAnswer, freshMobile, latestSmsCode, memberByAccount, useOwnIp, withDb } from './helpers/account-db.js';
import { IN_VI } from './helpers/locales.js';

// Registration by mobile with SMS verification (spec §4): turning SMS verification on changes the
// registration form of the whole site, so this runs with the other `*.global.spec.ts` journeys, one
// at a time; the setting is restored afterwards. The code is read from the development SMS outbox.

test.describe.configure({ timeout: 120_000 });

for (const lang of IN_VI) {
  test(`register by mobile with the SMS code (${lang})`, async ({ page, request, siteSettings }) => {
    await useOwnIp(page);
    // On a phone, as most players register (issue 12).
    await page.setViewportSize({ width: 390, height: 844 });
    const current = await (await request.get('/wps/system/setting/register')).json();
    await siteSettings.set('register', { ...current.value, smsVerification: true });
    const mobile = freshMobile();

    await gotoWithLanguage(page, '/register', lang);
    const form = page.getByTestId('register-form');
    await expect(form).toHaveAttribute('data-type', 'mobile');
    // The mobile type derives the username from the number: no username input.
    await expect(page.getByTestId('register-username')).toHaveCount(0);
    await page.getByTestId('register-mobileNum').fill(mobile.national);
    await page.getByTestId('sms-code-button').click();
    await expect(page.getByTestId('sms-countdown')).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('register-verificationCode').fill(await latestSmsCode(mobile.e164));
    await page.getByTestId('register-password').fill('mob12345');
    await page.getByTestId('register-confirmPassword').fill('mob12345');
    await page.getByTestId('captcha-input').fill(await captchaAnswer(page));
    await page.getByTestId('register-age').check();
    await page.getByTestId('register-submit').click();

    await expect(page).toHaveURL(/\/$/, { timeout: 45_000 });
    const rows = await withDb(
      (sql) => sql<{ account: string }[]>`SELECT account FROM members WHERE mobile = ${mobile.e164}`,
    );
    expect(rows).toHaveLength(1);
    const account = rows[0]!.account;
    await expect(page.getByTestId('account-name')).toHaveText(account);
    expect(await memberByAccount(account)).toMatchObject({ mobile: mobile.e164, register_method: 'WEB' });
  });
}
