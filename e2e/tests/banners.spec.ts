import type { Locator, Page } from '@playwright/test';
import { expect, gotoWithLanguage, test } from '../fixtures.js';

test.describe.configure({ mode: 'parallel', timeout: 60_000 });

/** Spec §9: banner autoplay delay. */
const AUTOPLAY_MS = 5000;

function carousel(page: Page): Locator {
  return page.getByTestId('banner-carousel');
}

/** Index of the active slide and whether Swiper's autoplay is running, read from the Swiper instance. */
function swiperState(page: Page): Promise<{ active: number; running: boolean; slides: number }> {
  return carousel(page)
    .locator('.swiper')
    .evaluate((el) => {
      const swiper = (
        el as unknown as { swiper: { activeIndex: number; autoplay: { running: boolean }; slides: unknown[] } }
      ).swiper;
      return { active: swiper.activeIndex, running: swiper.autoplay.running, slides: swiper.slides.length };
    });
}

/** Records, inside the page, when the carousel's slide changes (free of test-runner latency). */
function recordSlideChanges(page: Page): Promise<void> {
  return carousel(page)
    .locator('.swiper')
    .evaluate((el) => {
      const w = window as unknown as { __slideChanges: number[] };
      w.__slideChanges = [];
      (el as unknown as { swiper: { on(ev: string, fn: () => void): void } }).swiper.on('slideChange', () =>
        w.__slideChanges.push(performance.now()),
      );
    });
}

function slideChanges(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __slideChanges: number[] }).__slideChanges);
}

test.describe('autoplay, for a visitor who has not asked for reduced motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('a banner group with several banners autoplays every 5 s', async ({ page }) => {
    test.setTimeout(90_000);
    await gotoWithLanguage(page, '/', 'vi');
    // The carousel library is deferred until the first screen is idle, which a loaded CI machine delays.
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'on', { timeout: 30_000 });
    const count = Number(await carousel(page).getAttribute('data-count'));
    expect(count).toBeGreaterThan(1);
    await expect(carousel(page).getByTestId('banner-slide')).toHaveCount(count);
    await expect(carousel(page).locator('.swiper-pagination-bullet')).toHaveCount(count);
    // Hovering pauses autoplay (pauseOnMouseEnter): keep the mouse off the carousel.
    await page.mouse.move(0, 0);
    await expect.poll(async () => (await swiperState(page)).running).toBe(true);

    // Timing is the behaviour under test: consecutive automatic changes about 5 s apart (the delay plus
    // Swiper's 300 ms slide transition). Swiper times autoplay with animation frames, which a loaded CI
    // machine can hold back: every gap must be at least the delay, and one of three must be near it (a
    // 10 s autoplay, or one paused after a slide, would fail).
    await recordSlideChanges(page);
    await expect
      .poll(async () => (await slideChanges(page)).length, { timeout: 4 * AUTOPLAY_MS + 8000, intervals: [200] })
      .toBeGreaterThanOrEqual(4);
    const changes = (await slideChanges(page)).slice(0, 4);
    const gaps = changes.slice(1).map((at, i) => at - changes[i]!);
    for (const gap of gaps) expect(gap).toBeGreaterThan(AUTOPLAY_MS - 250);
    expect(Math.min(...gaps)).toBeLessThan(AUTOPLAY_MS + 2000);
    await expect(carousel(page).locator('.swiper-pagination-bullet-active')).toHaveCount(1);
  });

  test('the help group has exactly one banner and does not autoplay', async ({ page }) => {
    await gotoWithLanguage(page, '/help', 'vi');
    await expect(page.getByTestId('banner-area')).toHaveAttribute('data-group', 'help');
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'off');
    await expect(carousel(page)).toHaveAttribute('data-count', '1');
    await expect(carousel(page).getByTestId('banner-slide')).toHaveCount(1);
    // No pagination for a single banner.
    await expect(carousel(page).locator('.swiper-pagination-bullet')).toHaveCount(0);
    await page.mouse.move(0, 0);
    expect(await swiperState(page)).toMatchObject({ active: 0, running: false, slides: 1 });
    await recordSlideChanges(page);
    // Timing is the behaviour under test: nothing moves for longer than the autoplay delay.
    await page.waitForTimeout(AUTOPLAY_MS + 1000);
    expect(await slideChanges(page)).toEqual([]);
    expect(await swiperState(page)).toMatchObject({ active: 0, running: false });
  });
});

// The journeys' default visitor prefers reduced motion (playwright.config.ts).
test('with reduced motion several banners stand still, and their bullets still change the slide', async ({ page }) => {
  await gotoWithLanguage(page, '/', 'en');
  await expect(carousel(page)).toHaveAttribute('data-autoplay', 'off');
  const count = Number(await carousel(page).getAttribute('data-count'));
  expect(count).toBeGreaterThan(1);
  await page.mouse.move(0, 0);
  expect(await swiperState(page)).toMatchObject({ active: 0, running: false });
  await carousel(page).locator('.swiper-pagination-bullet').nth(1).click();
  await expect.poll(async () => (await swiperState(page)).active).toBe(1);
  // Changed by hand only: it is still not running.
  expect((await swiperState(page)).running).toBe(false);
});

test('clicking a ROUTE banner navigates to its page inside the app', async ({ page }) => {
  await gotoWithLanguage(page, '/', 'en');
  const slides = carousel(page).getByTestId('banner-slide');
  await expect(slides.first()).toBeVisible();
  // The first ROUTE banner that leads somewhere other than the home page.
  const routes = await slides.evaluateAll((els) =>
    els.map((el) => ({ linkage: el.getAttribute('data-linkage'), href: el.getAttribute('href') })),
  );
  const index = routes.findIndex((r) => r.linkage === 'ROUTE' && r.href && r.href !== '/');
  expect(index, 'the home group has a ROUTE banner').toBeGreaterThanOrEqual(0);
  const href = routes[index]!.href!;

  // Bring it to the front with its pagination bullet, then click it (hovering pauses autoplay).
  await carousel(page).locator('.swiper-pagination-bullet').nth(index).click();
  await expect.poll(async () => (await swiperState(page)).active).toBe(index);
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  await slides.nth(index).click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === href);
  // A client-side navigation: the document (and the marker on its window) is still the same.
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  if (href.startsWith('/promotions')) await expect(page.getByTestId('promotions-page')).toBeVisible();
  await expect(page.getByTestId('home-page')).toHaveCount(0);
});

test('clicking a PROMO banner opens that promotion', async ({ page }) => {
  await gotoWithLanguage(page, '/', 'vi');
  const slide = carousel(page).locator('[data-testid="banner-slide"][data-linkage="PROMO"]').first();
  await expect(slide).toHaveAttribute('href', /^\/promoDetail\?id=\d+$/);
  const href = (await slide.getAttribute('href'))!;
  const index = await carousel(page)
    .getByTestId('banner-slide')
    .evaluateAll((els, h) => els.findIndex((el) => el.getAttribute('href') === h), href);
  await carousel(page).locator('.swiper-pagination-bullet').nth(index).click();
  await expect.poll(async () => (await swiperState(page)).active).toBe(index);
  await slide.click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === href);
  await expect(page.getByTestId('promo-detail')).toHaveAttribute('data-promo-id', href.split('=')[1]!);
});
