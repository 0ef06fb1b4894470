import { expect, gotoWithLanguage, test } from '../fixtures.js';
import { IN_EN, text } from './helpers/locales.js';

test.describe.configure({ mode: 'parallel' });

for (const lang of IN_EN) {
  test(`an unknown path shows the 404 page with a way home (${lang})`, async ({ page }) => {
    const res = await gotoWithLanguage(page, '/no/such/page', lang);
    // History mode: the server answers the app; the app draws its 404.
    expect(res?.status()).toBe(200);
    const notFound = page.getByTestId('not-found');
    await expect(notFound).toBeVisible();
    await expect(notFound.locator('h1')).toHaveText(text(lang, 'app:notFound.title'));
    await expect(notFound).toContainText(text(lang, 'app:notFound.text'));
    // Inside the normal frame, so the header's navigation works too.
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page).toHaveURL(/\/no\/such\/page$/);

    const home = page.getByTestId('not-found-home');
    await expect(home).toHaveText(text(lang, 'app:notFound.home'));
    await home.click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('not-found')).toHaveCount(0);
  });
}

test("the 404 page's back button returns to the previous page", async ({ page }) => {
  await gotoWithLanguage(page, '/promotions', 'vi');
  await expect(page.getByTestId('promotions-page')).toBeVisible();
  await page.evaluate(() => {
    history.pushState(null, '', '/khong-ton-tai');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('not-found')).toBeVisible();
  await page.getByRole('button', { name: text('vi', 'app:notFound.back') }).click();
  await expect(page.getByTestId('promotions-page')).toBeVisible();
});

for (const path of ['/wps/x', '/wps/system/no-such-call', '/lgw/x']) {
  test(`an unknown API path ${path} answers the JSON 404 envelope`, async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).toContain('application/json');
    const body = await res.json();
    expect(body).toMatchObject({ success: false, code: 'not_found' });
    expect(typeof body.message).toBe('string');
    // Never a stack trace.
    expect(JSON.stringify(body)).not.toMatch(/\bat .+\.(js|ts):\d+/);
  });
}

test.describe('opened in the browser', () => {
  // Chromium logs the 404 document load itself; that 404 is the behaviour under test.
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\)/] });

  test('an unknown API path shows the JSON envelope, not the app', async ({ page }) => {
    const res = await page.goto('/wps/x');
    expect(res?.status()).toBe(404);
    expect(await res!.json()).toMatchObject({ success: false, code: 'not_found' });
    await expect(page.getByTestId('not-found')).toHaveCount(0);
  });
});
