import type { Page } from '@playwright/test';
import { expect, gotoWithLanguage, test } from '../fixtures.js';

/*
 * A public route's first screen arrives pre-rendered (apps/web/build/prerender.ts) and the app draws over it
 * in place (apps/web/src/main.tsx): the frame's elements stay and only what differs is changed, so the
 * browser does not build the page twice. These journeys hold that, and that what stays is the live app's.
 */

/** Keeps the frame's header element as it was parsed, before any script of the app ran. */
async function rememberFrameHeader(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { frameHeader?: Element | null }).frameHeader = document.querySelector(
        '[data-prerendered] [data-testid="site-header"]',
      );
    });
  });
}

const frameHeaderStays = (page: Page) =>
  page.evaluate(() => {
    const before = (window as { frameHeader?: Element | null }).frameHeader;
    return before != null && before === document.querySelector('[data-testid="site-header"]') && before.isConnected;
  });

test('the app takes the pre-rendered lobby over in place: the same header, now live', async ({ page }) => {
  await rememberFrameHeader(page);
  await gotoWithLanguage(page, '/rng', 'vi');
  expect(await frameHeaderStays(page)).toBe(true);
  // Nothing of the frame's inert wrapper is left around the live page.
  await expect(page.locator('[inert]')).toHaveCount(0);
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  // The kept header's links are the app's now: a click navigates inside the app.
  const nav = page.getByRole('navigation', { name: 'Danh mục trò chơi' });
  await nav.getByRole('link', { name: 'Casino', exact: true }).click();
  await expect(page).toHaveURL(/\/live$/);
  expect(await frameHeaderStays(page)).toBe(true);
});

test('in English the kept frame reads English once the app is there (it was rendered in Vietnamese)', async ({
  page,
}) => {
  await rememberFrameHeader(page);
  await gotoWithLanguage(page, '/', 'en');
  expect(await frameHeaderStays(page)).toBe(true);
  const nav = page.getByRole('navigation', { name: 'Game categories' });
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(page.getByText('Trang chủ')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
