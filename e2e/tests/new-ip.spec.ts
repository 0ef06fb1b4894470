import { expect, gotoWithLanguage, test } from '../fixtures.js';
import { useOwnIp } from './helpers/account-db.js';
import { IN_EN, text } from './helpers/locales.js';
import { createMember, expectLoggedIn, latestSmsCode, withDb } from './helpers/login-helpers.js';

// The new-IP check (spec §6): a member who has logged in before, now logging in from an address never
// seen for the account, answers the code texted to its phone before the login completes; a wrong code is
// refused with the translated message and logs nobody in.

test.describe.configure({ mode: 'parallel', timeout: 150_000 });
// The wrong answer is the server's 403, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 403 \(Forbidden\)/] });

for (const lang of IN_EN) {
  test(`[${lang}] a login from a new address asks for the texted code`, async ({ page }) => {
    // Its own address (SMS sends are limited per IP), which is also new to the account.
    await useOwnIp(page);
    const member = await createMember(`nip${lang}`);
    // Known from another address only, so this browser's address is new to the account.
    await withDb(
      (sql) => sql`INSERT INTO member_ips (member_id, ip, first_seen, last_seen)
        SELECT id, '203.0.113.77', now(), now() FROM members WHERE account = ${member.account}`,
    );
    await gotoWithLanguage(page, '/login', lang);
    const form = page.getByTestId('login-form');
    await form.getByTestId('login-username').fill(member.account);
    await form.getByTestId('login-password').fill(member.password);
    await form.getByTestId('login-submit').click();

    const dialog = page.getByTestId('new-ip-dialog');
    await expect(dialog).toBeVisible({ timeout: 45_000 });
    await expect(dialog.getByTestId('modal-title')).toHaveText(text(lang, 'auth:newIp.title'));
    await expect(dialog.getByTestId('new-ip-form')).toContainText(text(lang, 'auth:newIp.intro.sms'));
    const code = await latestSmsCode(member.mobile);

    const wrong = code === '000000' ? '111111' : '000000';
    await dialog.getByTestId('new-ip-answer').fill(wrong);
    await dialog.getByTestId('new-ip-submit').click();
    await expect(dialog.getByTestId('new-ip-answer-error')).toHaveText(text(lang, 'auth:errors.new_ip_check_failed'));
    await expect(page.getByTestId('account-bar')).toHaveCount(0);

    await dialog.getByTestId('new-ip-answer').fill(code);
    await dialog.getByTestId('new-ip-submit').click();
    await expectLoggedIn(page, member.account);
    await expect(dialog).toHaveCount(0);
  });
}
