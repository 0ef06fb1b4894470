import type { Page } from '@playwright/test';
import { expect, gotoWithLanguage, type Lang, test } from '../fixtures.js';
import { IN_EN, text } from './helpers/locales.js';

// These journeys switch the whole shared server into maintenance / region block: `*.global.spec.ts`
// runs after every other journey, one test at a time; the siteSettings fixture restores the settings.

const MAINTENANCE_OFF = { enabled: false, title: 'Bảo trì', info: '', startTime: null, endTime: null };
const REGION_OFF = { enabled: false, allowCountries: [], denyCountries: [], allowIps: [], denyIps: [] };

async function statusCode(page: Page): Promise<number> {
  const res = await page.request.get('/wps/system/status');
  return ((await res.json()) as { value: { status: number } }).value.status;
}

/** The normal app is back: the home page with its header, no status screen. */
async function expectAppBack(page: Page) {
  await expect(page.getByTestId('home-page')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('maintenance-screen')).toHaveCount(0);
  await expect(page.getByTestId('region-block-screen')).toHaveCount(0);
}

for (const lang of IN_EN) {
  test(`maintenance shows its screen and the app returns when it ends (${lang})`, async ({ page, siteSettings }) => {
    await gotoWithLanguage(page, '/', lang);
    await expectAppBack(page);

    const endTime = new Date(Date.now() + 2 * 3600_000).toISOString();
    await siteSettings.set('maintenance', {
      enabled: true,
      title: lang === 'vi' ? 'Nâng cấp hệ thống định kỳ' : 'Scheduled system upgrade',
      info: lang === 'vi' ? 'Ví và trò chơi tạm dừng trong 2 giờ.' : 'Wallet and games pause for 2 hours.',
      startTime: null,
      endTime,
    });
    expect(await statusCode(page)).toBe(1);

    await page.reload();
    const screen = page.getByTestId('maintenance-screen');
    await expect(screen).toBeVisible();
    await expect(screen.locator('h1')).toHaveText(text(lang, 'system:game_maintenance'));
    await expect(screen).toContainText(text(lang, 'system:info_maintenance'));
    const notice = page.getByTestId('maintenance-notice');
    await expect(notice).toContainText(lang === 'vi' ? 'Nâng cấp hệ thống định kỳ' : 'Scheduled system upgrade');
    await expect(notice).toContainText(lang === 'vi' ? 'Ví và trò chơi tạm dừng' : 'Wallet and games pause');
    await expect(page.getByTestId('maintenance-end-time')).toBeVisible();
    await expect(page.getByTestId('maintenance-countdown')).toHaveText(/^1:59:\d\d$|^2:00:00$/);
    await expect(page.getByTestId('cs-button')).toHaveText(text(lang, 'system:cs.button'));
    await expect(page.getByTestId('status-retry')).toHaveText(text(lang, 'system:checkAgain'));
    // Nothing of the app behind it.
    await expect(page.getByTestId('site-header')).toHaveCount(0);

    // Maintenance over: the screen's own "check again" brings the app back without a reload.
    await siteSettings.set('maintenance', MAINTENANCE_OFF);
    expect(await statusCode(page)).toBe(0);
    await page.getByTestId('status-retry').click();
    await expectAppBack(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  });
}

test('a maintenance window that has not started yet leaves the app open; a reload shows it once it has', async ({
  page,
  siteSettings,
}) => {
  const start = Date.now() + 3600_000;
  await siteSettings.set('maintenance', {
    enabled: true,
    title: 'Later',
    info: '',
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 3600_000).toISOString(),
  });
  await gotoWithLanguage(page, '/', 'vi');
  await expectAppBack(page);

  await siteSettings.set('maintenance', {
    enabled: true,
    title: 'Now',
    info: '',
    startTime: new Date(Date.now() - 60_000).toISOString(),
    endTime: null,
  });
  await page.reload();
  await expect(page.getByTestId('maintenance-screen')).toBeVisible();
  // Open-ended: no end time, no countdown.
  await expect(page.getByTestId('maintenance-end-time')).toHaveCount(0);

  await siteSettings.set('maintenance', MAINTENANCE_OFF);
  await page.reload();
  await expectAppBack(page);
});

for (const lang of IN_EN) {
  test(`a region rule denying 127.0.0.1 shows the region-block screen with the IP (${lang})`, async ({
    page,
    siteSettings,
  }) => {
    await gotoWithLanguage(page, '/', lang);
    await expectAppBack(page);

    await siteSettings.set('region', { ...REGION_OFF, enabled: true, denyIps: ['127.0.0.1/32'] });
    expect(await statusCode(page)).toBe(2);
    await page.reload();
    const screen = page.getByTestId('region-block-screen');
    await expect(screen).toBeVisible();
    await expect(screen.locator('h1')).toHaveText(text(lang, 'system:blockip'));
    await expect(screen).toContainText(text(lang, 'system:info_ip_block'));
    await expect(page.getByTestId('visitor-ip')).toHaveText('127.0.0.1');
    await expect(page.getByTestId('cs-button')).toHaveText(text(lang, 'system:cs.button'));
    await expect(page.getByTestId('site-header')).toHaveCount(0);

    // The screen's own language switch works too.
    const other: Lang = lang === 'vi' ? 'en' : 'vi';
    await page.getByTestId(`language-${other}`).click();
    await expect(screen.locator('h1')).toHaveText(text(other, 'system:blockip'));

    // Rule removed: a reload brings the app back.
    await siteSettings.set('region', REGION_OFF);
    await page.reload();
    await expectAppBack(page);
    await expect(page.locator('html')).toHaveAttribute('lang', other);
  });
}

test('an allow rule for the visitor wins over a wider deny range', async ({ page, siteSettings }) => {
  await siteSettings.set('region', {
    ...REGION_OFF,
    enabled: true,
    denyIps: ['127.0.0.0/8'],
    allowIps: ['127.0.0.1/32'],
  });
  expect(await statusCode(page)).toBe(0);
  await gotoWithLanguage(page, '/', 'vi');
  await expectAppBack(page);
});
