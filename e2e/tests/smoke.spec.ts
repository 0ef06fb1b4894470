import { expect, gotoWithLanguage, test } from '../fixtures.js';

test('the home page renders in Vietnamese with the site name and no console errors', async ({ page }) => {
  await gotoWithLanguage(page, '/', 'vi');
  await expect(page).toHaveTitle(/\S/);
  // The site name (the document title) and the Vietnamese navigation are on screen.
  const siteName = (await page.title()).split(/[-|–]/)[0]!.trim();
  await expect(page.getByText(siteName).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText('Trang chủ').filter({ visible: true }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
});

test('an unknown API path answers the JSON 404 envelope', async ({ request }) => {
  const res = await request.get('/wps/x');
  expect(res.status()).toBe(404);
  expect(res.headers()['content-type']).toContain('application/json');
  expect(await res.json()).toMatchObject({ success: false, code: 'not_found' });
});

test('/healthz and /readyz answer ok', async ({ request }) => {
  expect(await (await request.get('/healthz')).json()).toEqual({ success: true, value: { status: 'ok' } });
  expect((await request.get('/readyz')).status()).toBe(200);
});

test('an unknown page path is served the app (history mode), not an API error', async ({ request }) => {
  const res = await request.get('/some/page/that/does/not/exist');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/html');
});
