import { expect, gotoWithLanguage, test } from '../fixtures.js';
import { IN_EN, text } from './helpers/locales.js';
import { captchaAnswer, createMember, expectLoggedIn, withDb } from './helpers/login-helpers.js';

// Wrong passwords until the server asks for the captcha, then a login with the captcha (spec §4/§8).
// Failures are counted per IP too, and every journey shares 127.0.0.1: this file runs with the
// site-wide journeys (last, alone) and forgets the IP's failure count before and after each test.

test.describe.configure({ mode: 'serial', timeout: 150_000 });

const forgetIpFailures = () => withDb((sql) => sql`DELETE FROM rate_limit_windows WHERE bucket = 'login:ip-fail'`);

// The browser logs each refused login (401 wrong password, 400 wrong captcha): provoked on purpose here.
test.use({ allowedConsoleErrors: [/status of 40[01] \(/] });

test.beforeEach(forgetIpFailures);
test.afterEach(forgetIpFailures);

for (const lang of IN_EN) {
  test(`[${lang}] wrong passwords bring the captcha; it reloads on click and lets the right password in`, async ({
    page,
  }) => {
    const member = await createMember(`cap${lang}`);
    await gotoWithLanguage(page, '/login', lang);
    const form = page.getByTestId('login-form');
    await form.getByTestId('login-username').fill(member.account);
    // The default policy asks for the captcha after 3 failures.
    for (let i = 0; i < 3; i++) {
      await form.getByTestId('login-password').fill(`wrong-${i}`);
      await form.getByTestId('login-submit').click();
      await expect(form.getByTestId('login-error')).toHaveText(text(lang, 'auth:errors.wrong_credentials'));
      // The loader is gone after a failure.
      await expect(form.getByTestId('login-submit')).toBeEnabled();
    }
    const image = form.getByTestId('captcha-image').locator('img');
    await expect(image).toBeVisible();
    const firstId = await image.getAttribute('data-captcha-id');
    expect(firstId).toBeTruthy();

    // Clicking the image loads a new one (no more than once a second).
    await page.waitForTimeout(1100);
    await form.getByTestId('captcha-image').click();
    await expect(image).not.toHaveAttribute('data-captcha-id', firstId as string);

    // A wrong captcha answer is refused with its own message and the image is replaced.
    const secondId = (await image.getAttribute('data-captcha-id')) as string;
    await form.getByTestId('login-password').fill(member.password);
    await form.getByTestId('captcha-input').fill('zzzz9');
    await form.getByTestId('login-submit').click();
    await expect(form.getByTestId('login-error')).toHaveText(text(lang, 'auth:errors.captcha_invalid'));
    await expect(image).not.toHaveAttribute('data-captcha-id', secondId, { timeout: 5000 });

    // The right answer with the right password logs in.
    const id = (await image.getAttribute('data-captcha-id')) as string;
    await form.getByTestId('captcha-input').fill(await captchaAnswer(id));
    await form.getByTestId('login-submit').click();
    await expectLoggedIn(page, member.account);
  });
}
