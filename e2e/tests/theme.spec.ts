import type { Page } from '@playwright/test';
import { expect, gotoWithLanguage, test } from '../fixtures.js';

test.describe.configure({ mode: 'parallel', timeout: 60_000 });

async function expectTheme(page: Page, theme: 'light' | 'dark') {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.getByTestId('theme-toggle')).toHaveAttribute('data-theme-current', theme);
}

/** The page's background colour as painted (the tokens switch on html[data-theme]). */
function surfaceColour(page: Page): Promise<string> {
  return page.getByTestId('site-footer').evaluate((el) => getComputedStyle(el).backgroundColor);
}

test('the dark theme is toggled, survives a reload and is toggled back', async ({ page }) => {
  await gotoWithLanguage(page, '/', 'vi');
  // Light is the default.
  await expectTheme(page, 'light');
  const light = await surfaceColour(page);

  await page.getByTestId('theme-toggle').click();
  await expectTheme(page, 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await expect.poll(() => surfaceColour(page)).not.toBe(light);
  const dark = await surfaceColour(page);

  await page.reload();
  await expectTheme(page, 'dark');
  expect(await surfaceColour(page)).toBe(dark);
  // Another route of the same visit keeps it too.
  await page.getByTestId('nav-promotions').click();
  await expect(page.getByTestId('promotions-page')).toBeVisible();
  await expectTheme(page, 'dark');

  await page.getByTestId('theme-toggle').click();
  await expectTheme(page, 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await page.reload();
  await expectTheme(page, 'light');
  await expect.poll(() => surfaceColour(page)).toBe(light);
});

test('the stored theme applies before the app renders (no light flash)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  // Record data-theme as soon as the document exists and at the first paint of the app's root.
  await page.addInitScript(() => {
    const seen: (string | undefined)[] = [];
    (window as unknown as { __themes: typeof seen }).__themes = seen;
    new MutationObserver(() => {
      if (document.getElementById('root')?.childElementCount) seen.push(document.documentElement.dataset.theme);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expectTheme(page, 'dark');
  const themes = await page.evaluate(() => (window as unknown as { __themes: string[] }).__themes);
  expect(themes.length).toBeGreaterThan(0);
  expect(themes.every((t) => t === 'dark')).toBe(true);
});
