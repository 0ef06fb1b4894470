import type { Page } from '@playwright/test';
import { expect, gotoWithLanguage, test } from '../fixtures.js';

/**
 * Holds the download of a route-group chunk (assets/<group>-<hash>.js) until released, so a journey
 * can look at the screen while the next page is still on its way.
 */
async function holdChunk(page: Page, group: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => {
    asked = resolve;
  });
  const pattern = new RegExp(`/assets/${group}-[\\w-]+\\.js$`);
  await page.route(pattern, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { requested, release, pattern };
}

test('while the next page downloads, the current page stays on screen instead of a spinner', async ({ page }) => {
  await gotoWithLanguage(page, '/', 'vi');
  const home = page.getByTestId('home-page');
  await expect(home).toBeVisible();
  const promo = await holdChunk(page, 'promo');
  try {
    await page.getByTestId('nav-promotions').click();
    await promo.requested;
    await expect(page).toHaveURL((url) => url.pathname === '/promotions');
    await expect(home).toBeVisible();
    await expect(page.getByTestId('nav-home')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('promotions-page')).toHaveCount(0);
  } finally {
    promo.release();
  }
  await expect(page.getByTestId('promotions-page')).toBeVisible();
  await expect(home).toHaveCount(0);
  await expect(page.getByTestId('nav-promotions')).toHaveAttribute('aria-current', 'page');
});

test('a newer navigation wins over an older one whose page is still downloading', async ({ page }) => {
  await gotoWithLanguage(page, '/', 'vi');
  await expect(page.getByTestId('home-page')).toBeVisible();
  const promo = await holdChunk(page, 'promo');
  const promoArrived = page.waitForResponse(promo.pattern);
  try {
    await page.getByTestId('nav-promotions').click();
    await promo.requested;
    await page.getByTestId('nav-download').click();
    await expect(page.getByTestId('download-page')).toBeVisible();
  } finally {
    promo.release();
  }
  // The older page's chunk arrives after the newer page is shown: it must not take the screen back.
  await (await promoArrived).finished();
  // The chunk is evaluated and its navigation (wrongly) applied within a frame or two of its arrival.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(page).toHaveURL((url) => url.pathname === '/down');
  await expect(page.getByTestId('download-page')).toBeVisible();
  await expect(page.getByTestId('promotions-page')).toHaveCount(0);
});
