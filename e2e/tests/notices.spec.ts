import type { Page } from '@playwright/test';
import { expect, gotoWithLanguage, test } from '../fixtures.js';
import { IN_VI, text } from './helpers/locales.js';

test.describe.configure({ mode: 'parallel', timeout: 60_000 });

/** Body scroll lock as the modal system applies it (position:fixed at the current offset). */
function bodyLock(page: Page) {
  return page.evaluate(() => ({
    position: document.body.style.position,
    overflow: document.body.style.overflow,
    scrollY: window.scrollY,
  }));
}

for (const lang of IN_VI) {
  test(`a notice of the notice bar opens the notice modal at that notice (${lang})`, async ({ page }) => {
    await gotoWithLanguage(page, '/', lang);
    const items = page.getByTestId('notice-item');
    await expect(items.first()).toBeVisible();
    const count = await items.count();
    expect(count).toBeGreaterThan(2);
    const titles = await items.allTextContents();

    // Hovering the scrolling strip pauses it, so the notice can be clicked where it is.
    await page.getByTestId('notice-bar').locator('.layout-marquee').hover();
    await items.nth(1).click();

    const modal = page.getByTestId('notice-modal');
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId('modal-title')).toHaveText(text(lang, 'layout:notice.news'));
    await expect(modal.getByTestId('notice-modal-title')).toHaveText(titles[1]!);
    await expect(modal.getByTestId('notice-modal-body')).toHaveAttribute('data-index', '1');
    await expect(modal.getByTestId('notice-position')).toHaveText(
      text(lang, 'layout:notice.position', { current: 2, total: count }),
    );
    await expect(modal.getByTestId('notice-modal-content')).not.toBeEmpty();
    // The page behind is locked while the modal is open.
    expect(await bodyLock(page)).toMatchObject({ position: 'fixed', overflow: 'hidden' });

    // Previous / next walk the same list.
    await modal.getByTestId('notice-next').click();
    await expect(modal.getByTestId('notice-modal-title')).toHaveText(titles[2]!);
    await modal.getByTestId('notice-prev').click();
    await modal.getByTestId('notice-prev').click();
    await expect(modal.getByTestId('notice-modal-title')).toHaveText(titles[0]!);
    await expect(modal.getByTestId('notice-prev')).toBeDisabled();

    await modal.getByTestId('modal-close').click();
    await expect(modal).toHaveCount(0);
    expect(await bodyLock(page)).toMatchObject({ position: '', overflow: '' });
    // The page scrolls again.
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => (await bodyLock(page)).scrollY).toBeGreaterThan(0);
  });
}

test('the last notice of the bar opens at the end of the list', async ({ page }) => {
  await gotoWithLanguage(page, '/promotions', 'vi');
  const items = page.getByTestId('notice-item');
  await expect(items.first()).toBeVisible();
  const count = await items.count();
  const last = (await items.last().textContent())!;
  await page.getByTestId('notice-bar').locator('.layout-marquee').hover();
  await items.last().click();
  const modal = page.getByTestId('notice-modal');
  await expect(modal.getByTestId('notice-modal-title')).toHaveText(last);
  await expect(modal.getByTestId('notice-modal-body')).toHaveAttribute('data-index', String(count - 1));
  await expect(modal.getByTestId('notice-next')).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
});

test('with reduced motion the bar stands still and its notices still open the modal', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoWithLanguage(page, '/live', 'en');
  const items = page.getByTestId('notice-item');
  await expect(items.first()).toBeVisible();
  const first = (await items.first().textContent())!;
  await items.first().click();
  const modal = page.getByTestId('notice-modal');
  await expect(modal.getByTestId('notice-modal-title')).toHaveText(first);
  await modal.getByTestId('modal-close').click();
  await expect(modal).toHaveCount(0);
});
