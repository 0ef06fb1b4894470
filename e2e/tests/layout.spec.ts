import type { Locator } from '@playwright/test';
import { expect, gotoWithLanguage, test } from '../fixtures.js';
import { IN_EN, text } from './helpers/locales.js';

// Side menu and footer of the full layout (spec §2).

test.describe.configure({ mode: 'parallel', timeout: 60_000 });

interface FooterContent {
  vendors: { code: string; name: string }[];
  licences: { code: string; name: string }[];
}

/** Every <img> inside has loaded real pixels (no broken image, no endless placeholder). */
async function expectImagesLoaded(scope: Locator) {
  await expect
    .poll(() =>
      scope
        .locator('img')
        .evaluateAll(
          (imgs) =>
            imgs.filter((i) => !((i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)).length,
        ),
    )
    .toBe(0);
}

async function swiperOf(scope: Locator) {
  return scope.locator('.swiper').evaluate((el) => {
    const s = (
      el as unknown as {
        swiper: {
          params: { speed: number; loop: boolean; autoplay: { delay: number } };
          autoplay: { running: boolean };
        };
      }
    ).swiper;
    return { speed: s.params.speed, loop: s.params.loop, delay: s.params.autoplay.delay, running: s.autoplay.running };
  });
}

for (const lang of IN_EN) {
  test(`the recent games panel says there is no data yet (${lang})`, async ({ page }) => {
    await gotoWithLanguage(page, '/', lang);
    const toggle = page.getByTestId('recent-games-toggle');
    await expect(toggle).toHaveAttribute('aria-label', text(lang, 'layout:side.recent'));
    await expect(page.getByTestId('recent-games')).toHaveCount(0);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByTestId('recent-games');
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('recent-games-empty')).toContainText(text(lang, 'layout:side.noData'));
    await toggle.click();
    await expect(panel).toHaveCount(0);
  });

  test(`the footer has the vendor carousel, the three licences and the links (${lang})`, async ({ page, request }) => {
    // The strip moves only for visitors who have not asked for reduced motion (the journeys' default).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const footer = ((await (await request.get('/wps/content/footer')).json()) as { value: FooterContent }).value;
    expect(footer.vendors.length).toBeGreaterThan(10);

    await gotoWithLanguage(page, '/', lang);
    const strip = page.getByTestId('footer-vendors');
    await strip.scrollIntoViewIfNeeded();
    // Spec §2: 10 per view, speed 3000 ms, autoplay delay 0 — a continuous strip of every vendor.
    await expect(strip).toHaveAttribute('data-slides-per-view', '10');
    await expect(strip.getByTestId('footer-vendor')).toHaveCount(footer.vendors.length);
    await expect.poll(() => swiperOf(strip)).toEqual({ speed: 3000, loop: true, delay: 0, running: true });
    // At 1280 px the desktop breakpoint shows ten logos side by side.
    const widths = await strip
      .locator('.swiper-slide')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
    const stripWidth = (await strip.locator('.swiper').boundingBox())!.width;
    expect(Math.round(stripWidth / (widths[0]! + 12))).toBe(10);

    const licences = page.getByTestId('footer-licence');
    await expect(licences).toHaveCount(3);
    await expect(licences).toHaveText([
      text(lang, 'layout:footer.licenceNames.MGA'),
      text(lang, 'layout:footer.licenceNames.BVI'),
      text(lang, 'layout:footer.licenceNames.PAGCOR'),
    ]);
    await licences.first().scrollIntoViewIfNeeded();
    await expectImagesLoaded(page.getByTestId('footer-licences'));

    await expect(page.getByTestId('footer-help').getByRole('link')).toHaveText(
      ['helpCentre', 'terms', 'notices', 'vip', 'join', 'download'].map((k) => text(lang, `layout:footer.links.${k}`)),
    );
    await expect(page.getByTestId('footer-copyright')).toContainText(String(new Date().getFullYear()));
  });
}

test('with reduced motion the vendor strip stands still and is moved by hand', async ({ page }) => {
  await gotoWithLanguage(page, '/', 'en');
  const strip = page.getByTestId('footer-vendors');
  await strip.scrollIntoViewIfNeeded();
  await expect(strip.getByTestId('footer-vendor').first()).toBeVisible();
  const state = () =>
    strip.locator('.swiper').evaluate((el) => {
      const s = (
        el as unknown as { swiper: { autoplay: { running: boolean }; allowTouchMove: boolean; translate: number } }
      ).swiper;
      return { running: s.autoplay.running, draggable: s.allowTouchMove, translate: s.translate };
    });
  const before = await state();
  expect(before).toMatchObject({ running: false, draggable: true });
  await page.waitForTimeout(1000);
  expect((await state()).translate).toBe(before.translate);
});

test('the customer-service bar shows exactly the configured channels, in their order', async ({ page, request }) => {
  const routers = (
    (await (await request.get('/wps/system/routers', { params: { device: 0, language: 'vi' } })).json()) as {
      value: { customerService: { csType: number; csPosition: number; path: string }[] };
    }
  ).value;
  const keyOf: Record<number, string> = { 3: 'chat', 1: 'facebook', 2: 'telegram', 4: 'vip' };
  const expected = [...routers.customerService]
    .filter((e) => keyOf[e.csType] && e.path.trim())
    .sort((a, b) => a.csPosition - b.csPosition)
    .map((e) => `cs-${keyOf[e.csType]}`);
  expect(expected.length).toBeGreaterThan(0);

  await gotoWithLanguage(page, '/', 'vi');
  const rail = page.getByTestId('side-menu');
  await expect(rail).toBeVisible();
  await expect
    .poll(() =>
      rail.locator('[data-testid^="cs-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid'))),
    )
    .toEqual(expected);
});

test('on a phone the side menu folds behind one button', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await gotoWithLanguage(page, '/', 'en');
  const rail = page.getByTestId('side-menu');
  await expect(rail).toBeHidden();
  await page.getByTestId('side-menu-toggle').click();
  await expect(rail).toBeVisible();
  await page.getByTestId('recent-games-toggle').click();
  await expect(page.getByTestId('recent-games-empty')).toContainText(text('en', 'layout:side.noData'));
});
