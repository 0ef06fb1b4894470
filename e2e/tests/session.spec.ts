import { expect, gotoWithLanguage, test } from '../fixtures.js';
import { IN_EN } from './helpers/locales.js';
import { closeAfterLoginPopups, createMember, expectLoggedIn, loginOnPage } from './helpers/login-helpers.js';

// Sessions across tabs and browser restarts (issue 3: remember-me keeps only the username and a
// revocable token, never a password, never a cookie), and the header's compact login form.

// Each journey logs in once or more; the proof of work is slow on a loaded CI machine.
test.describe.configure({ mode: 'parallel', timeout: 150_000 });

for (const lang of IN_EN) {
  test(`[${lang}] remember-me signs a returning player in after a browser restart, without a password`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const member = await createMember(`rem${lang}`);
    await loginOnPage(page, lang, member.account, member.password, true);
    const stored = await page.evaluate(() => localStorage.getItem('rememberLogin'));
    expect(stored).toBeTruthy();
    const entry = JSON.parse(stored as string) as Record<string, unknown>;
    expect(Object.keys(entry).sort()).toEqual(['expiresAt', 'rememberToken', 'username']);
    expect(entry.username).toBe(member.account);
    // One day (spec §9), give or take the test's own time.
    expect(Number(entry.expiresAt) - Date.now()).toBeGreaterThan(86_400_000 - 120_000);
    expect(stored).not.toContain(member.password);

    // "Restart": a new context with only what the browser keeps on disk (cookies + localStorage).
    const state = await page.context().storageState();
    for (const c of state.cookies) {
      expect(c.value).not.toContain(member.password);
      expect(c.value).not.toContain(String(entry.rememberToken));
    }
    const ctx = await browser.newContext({ storageState: state, baseURL });
    const again = await ctx.newPage();
    await again.goto('/');
    await expectLoggedIn(again, member.account);
    const token = await again.evaluate(() => sessionStorage.getItem('token'));
    expect(token).toBeTruthy();
    const cookies = await ctx.cookies();
    for (const c of cookies) {
      expect(c.value).not.toContain(member.password);
      expect(c.value).not.toContain(token as string);
    }
    // The token was used up and replaced: the old one cannot sign in again.
    const reuse = await again.request.post('/wps/session/login/remember', {
      data: { username: member.account, rememberToken: entry.rememberToken },
    });
    expect(reuse.status()).toBe(401);
    await ctx.close();
  });

  test.describe(() => {
    // The journey clears sessionStorage under a live page: a balance refresh the live socket asks for at
    // that moment goes out without the token and is answered 401.
    test.use({ allowedConsoleErrors: [/status of 401 \(Unauthorized\)/] });

    test(`[${lang}] unticking remember-me revokes the stored login`, async ({ page }) => {
      const member = await createMember(`unr${lang}`);
      await loginOnPage(page, lang, member.account, member.password, true);
      await page.evaluate(() => sessionStorage.clear());
      await gotoWithLanguage(page, '/login', lang);
      // A returning player on /login is offered the remembered account …
      await expectLoggedIn(page, member.account);
      await page.evaluate(() => {
        sessionStorage.clear();
        sessionStorage.setItem('rememberPaused', '1');
      });
      await page.reload();
      await expect(page.getByTestId('remembered-offer')).toBeVisible();
      await expect(page.getByTestId('login-remember')).toBeChecked();
      // … and unticking forgets it here and on the server.
      const entry = JSON.parse((await page.evaluate(() => localStorage.getItem('rememberLogin'))) as string) as {
        rememberToken: string;
      };
      await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/wps/session/login/remember/revoke') && r.ok()),
        page.getByTestId('login-remember').uncheck(),
      ]);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('rememberLogin'))).toBeNull();
      await expect(page.getByTestId('remembered-offer')).toHaveCount(0);
      const reuse = await page.request.post('/wps/session/login/remember', {
        data: { username: member.account, rememberToken: entry.rememberToken },
      });
      expect(reuse.status()).toBe(401);
    });
  });

  test(`[${lang}] the desktop header logs in with its compact form; phones get the buttons`, async ({ page }) => {
    const member = await createMember(`hdr${lang}`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoWithLanguage(page, '/', lang);
    const header = page.getByTestId('header-login-form');
    await expect(header).toBeVisible();
    await header.getByTestId('login-username').fill(member.account);
    await header.getByTestId('login-password').fill(member.password);
    await header.getByTestId('header-login-submit').click();
    await expectLoggedIn(page, member.account);
    await closeAfterLoginPopups(page);

    await page.setViewportSize({ width: 360, height: 780 });
    // Signed out for the reload only: cleared under the live app, the session's next call (its re-render at the
    // new width can fetch) would go out without its token and be answered 401.
    await page.addInitScript(() => sessionStorage.clear());
    await page.reload();
    await expect(page.getByTestId('header-login-form')).toBeHidden();
    await expect(page.getByTestId('header-login')).toBeVisible();
  });
}

test('[vi] on the login screen a non-slot vendor of the top menu opens the login window (1300×900), which signs the opener in and closes', async ({
  page,
}) => {
  const member = await createMember('pop');
  // Notes what the page asks window.open for (the window itself still opens).
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      (window as unknown as { __opened: unknown[] }).__opened = args;
      return open(...args);
    };
  });
  await gotoWithLanguage(page, '/login', 'vi');
  await expect(page.getByTestId('login-form')).toBeVisible();
  // A slot vendor's lobby is browsed without a session: that choice still goes to its lobby …
  await page.getByTestId('nav-rng').hover();
  const slot = page.getByTestId('vendor-dropdown-rng').getByTestId('vendor-dropdown-item').first();
  const slotVendor = await slot.getAttribute('data-vendor');
  await slot.click();
  await expect(page).toHaveURL(new RegExp(`/rng\\?vassalage=${slotVendor}$`));
  // … a live-casino vendor chosen on the login screen opens the login in its own window instead.
  await gotoWithLanguage(page, '/login', 'vi');
  await page.getByTestId('nav-live').hover();
  const live = page.getByTestId('vendor-dropdown-live').getByTestId('vendor-dropdown-item').first();
  const [popup] = await Promise.all([page.waitForEvent('popup'), live.click()]);
  await expect(page).toHaveURL(/\/login$/);
  const opened = (await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)) ?? [];
  expect(opened[0]).toBe('/login?popup=1');
  expect(opened[2]).toContain('width=1300');
  expect(opened[2]).toContain('height=900');

  const form = popup.getByTestId('login-form');
  await form.getByTestId('login-username').fill(member.account);
  await form.getByTestId('login-password').fill(member.password);
  // Listening before the click: on a fast machine the window may close before the click call returns.
  const closed = popup.waitForEvent('close', { timeout: 45_000 });
  await form.getByTestId('login-submit').click();
  await closed;
  await expectLoggedIn(page, member.account);
});
