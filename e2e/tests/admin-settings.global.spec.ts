import { expect, gotoWithLanguage, test } from '../fixtures.js';
import { contentVi as content, marketingOnContentScreen } from './helpers/admin-content.js';

// This journey switches the whole shared server into maintenance (a `*.global.spec.ts`: run after every other
// journey, one at a time); the siteSettings fixture puts both settings back afterwards.
test.use({
  allowedConsoleErrors: [/status of (401 \(Unauthorized\)|400 \(Bad Request\)|503 \(Service Unavailable\))/],
});

const MAINTENANCE_OFF = { enabled: false, title: 'Bảo trì', info: '', startTime: null, endTime: null };
const REGION_OFF = { enabled: false, allowCountries: [], denyCountries: [], allowIps: [], denyIps: [] };

test('an operator edits site settings: a bad region rule is refused by name, maintenance goes on and off at once (vi)', async ({
  page,
  context,
  request,
  siteSettings,
}) => {
  await siteSettings.set('maintenance', MAINTENANCE_OFF);
  await siteSettings.set('region', REGION_OFF);
  await marketingOnContentScreen(page, request);
  await page.getByRole('link', { name: content.tabs.settings }).click();
  const status = async () => (await (await request.get('/wps/system/status')).json()).value.status as number;

  // A three-letter country and a non-address: refused, each field named in Vietnamese; nothing changes.
  await page.getByRole('link', { name: content.settings.region.title }).click();
  const region = page.getByTestId('setting-region');
  await region.getByLabel(content.settings.region.fields.enabled).check();
  await region.getByLabel(content.settings.region.fields.allowCountries).fill('VN\nVNM');
  await region.getByLabel(content.settings.region.fields.denyIps).fill('not-an-ip');
  await region.getByRole('button', { name: content.save }).click();
  const failed = region.getByTestId('failed-fields');
  await expect(failed).toContainText(`${content.settings.region.fields.allowCountries} (1)`);
  await expect(failed).toContainText(`${content.settings.region.fields.denyIps} (0)`);
  expect(await status()).toBe(0);

  // Maintenance on: a new visit to the site gets the maintenance screen with the operator's title.
  await page.getByRole('link', { name: content.settings.maintenance.title }).click();
  const form = page.getByTestId('setting-maintenance');
  await form.getByLabel(content.settings.maintenance.fields.enabled).check();
  await form.getByLabel(content.settings.maintenance.fields.title).fill('Nâng cấp hệ thống (e2e)');
  await form.getByRole('button', { name: content.save }).click();
  await expect(form.getByRole('status')).toHaveText(content.saved);
  expect(await status()).toBe(1);
  const site = await context.newPage();
  await gotoWithLanguage(site, '/', 'vi');
  await expect(site.getByTestId('maintenance-screen')).toContainText('Nâng cấp hệ thống (e2e)');

  // And off again: the site is back on its next load.
  await form.getByLabel(content.settings.maintenance.fields.enabled).uncheck();
  await form.getByRole('button', { name: content.save }).click();
  await expect.poll(status).toBe(0);
  await site.reload();
  await expect(site.getByTestId('home-page')).toBeVisible({ timeout: 15_000 });
});
