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

test('an operator adds a customer-service link the site lists at once, and a bad domain list is refused (vi)', async ({
  page,
  request,
}) => {
  await marketingOnContentScreen(page, request);
  await page.getByRole('link', { name: content.tabs.settings }).click();
  const cs = content.settings.customerService;
  const listed = async () =>
    (
      (await (await request.get('/wps/system/routers?device=0')).json()).value.customerService as { title: string }[]
    ).map((e) => e.title);

  await page.getByRole('link', { name: cs.title }).click();
  await page.getByRole('button', { name: cs.add }).click();
  const row = page.getByTestId('cs-entry').last();
  await row.getByLabel(cs.fields.csType).selectOption('5');
  await row.getByLabel(cs.fields.titleVi).fill('Zalo e2e');
  await row.getByLabel(cs.fields.titleEn).fill('Zalo e2e');
  await row.getByLabel(cs.fields.csPosition).fill('99');
  await row.getByLabel(cs.fields.url).fill('javascript:alert(1)');
  await row.getByRole('button', { name: content.save }).click();
  await expect(row.getByRole('alert')).toBeVisible();
  expect(await listed()).not.toContain('Zalo e2e');
  await row.getByLabel(cs.fields.url).fill('https://zalo.me/vn88club-e2e');
  await row.getByRole('button', { name: content.save }).click();
  await expect.poll(listed).toContain('Zalo e2e');
  // Position 99 puts it last in the list.
  const saved = page.getByTestId('cs-entry').last();
  await expect(saved.getByLabel(cs.fields.titleVi)).toHaveValue('Zalo e2e');
  await saved.getByRole('button', { name: content.delete }).click();
  await expect.poll(listed).not.toContain('Zalo e2e');

  // Two primaries: refused in Vietnamese, the domain list unchanged.
  const before = (await (await request.get('/wps/system/routers?device=0')).json()).value.domainList;
  await page.getByRole('link', { name: content.settings.domains.title }).click();
  const domains = page.getByTestId('setting-domains');
  await expect(domains.getByTestId('domain-row').first()).toBeVisible();
  await domains.getByRole('button', { name: content.settings.domains.add }).click();
  const added = domains.getByTestId('domain-row').last();
  await added.getByLabel(content.settings.domains.fields.domainName).fill('https://bad host');
  await domains.getByRole('button', { name: content.save }).click();
  await expect(domains.getByTestId('failed-fields')).toBeVisible();
  expect((await (await request.get('/wps/system/routers?device=0')).json()).value.domainList).toEqual(before);
});

test('an operator writes a help centre article the site serves at once, then removes it (vi)', async ({
  page,
  request,
}) => {
  await marketingOnContentScreen(page, request);
  await page.getByRole('link', { name: content.tabs.help }).click();
  const help = content.help.fields;
  const articles = async () =>
    (
      (await (await request.get('/wps/system/helpCenter?language=vi')).json()).value.categories as {
        articles: { id: string; title: string; html: string }[];
      }[]
    ).flatMap((c) => c.articles);

  await page.getByRole('button', { name: content.help.create }).click();
  const form = page.getByTestId('help-form');
  await form.getByLabel(help.id).fill('e2e-article');
  await form.getByLabel(help.titleVi).fill('Bài viết e2e');
  await form.getByLabel(help.titleEn).fill('E2e article');
  await form.getByLabel(help.htmlVi).fill('<p>Nội dung <img src=x onerror="alert(1)"></p>');
  await form.getByLabel(help.htmlEn).fill('<p>Body</p>');
  await form.getByRole('button', { name: content.save }).click();
  await expect(form).toHaveCount(0);
  const shown = (await articles()).find((a) => a.id === 'e2e-article');
  expect(shown?.title).toBe('Bài viết e2e');
  expect(shown?.html).not.toContain('onerror');

  page.once('dialog', (d) => void d.accept());
  await page
    .getByTestId('help-row')
    .filter({ hasText: 'e2e-article' })
    .getByRole('button', { name: content.delete })
    .click();
  await expect(page.getByTestId('help-row').filter({ hasText: 'e2e-article' })).toHaveCount(0);
  expect((await articles()).some((a) => a.id === 'e2e-article')).toBe(false);
});
