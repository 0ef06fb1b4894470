import { randomBytes } from 'node:crypto';
import { expect, gotoWithLanguage, test } from '../fixtures.js';
import { contentVi as content, marketingOnContentScreen } from './helpers/admin-content.js';
import { TINY_PNG } from './helpers/images.js';

// The password step answers 401 operator_totp_required once the operator has enrolled (the designed signal for
// the code step); the refused save below answers 400.
test.use({ allowedConsoleErrors: [/status of (401 \(Unauthorized\)|400 \(Bad Request\))/] });

test('a marketing operator signs in with TOTP, publishes a home banner, and the site shows it (vi)', async ({
  page,
  context,
  request,
}) => {
  await marketingOnContentScreen(page, request);
  // Artwork the site already serves: the first home banner's image.
  const list = await request.get('/wps/notice/list?types=B&platform=W&execution=B&language=vi');
  const art = ((await list.json()).value.banners as { groupName: string; url: string }[]).find(
    (b) => b.groupName === 'home',
  )!.url;

  const title = `Banner e2e ${randomBytes(3).toString('hex')}`;
  await page.getByRole('button', { name: content.banners.create }).click();
  const form = page.getByTestId('banner-form');
  await form.getByLabel(content.fields.titleVi).fill(title);
  await form.getByLabel(content.fields.titleEn).fill(`${title} en`);
  await form.getByLabel(content.fields.imageVi).fill('javascript:alert(1)');
  await form.getByLabel(content.fields.imageEn).fill(art);
  await form.getByLabel(content.fields.linkageType).selectOption('ROUTE');
  await form.getByLabel(content.targets.ROUTE).fill('/promotions');
  // A bad image address is refused in Vietnamese, naming the field; nothing is saved.
  await form.getByRole('button', { name: content.save }).click();
  await expect(form.getByTestId('failed-fields')).toContainText(content.fields.imageUrl);
  await expect(page.getByTestId('banner-row').filter({ hasText: title })).toHaveCount(0);
  // The Vietnamese image is uploaded from the operator's computer; the field takes its stored address.
  await form
    .getByLabel(content.uploadVi)
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(form.getByLabel(content.fields.imageVi)).toHaveValue(/^\/media\/uploads\/\d+\.png$/);
  await form.getByRole('button', { name: content.save }).click();
  await expect(form).toHaveCount(0);
  const row = page.getByTestId('banner-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText(content.on);

  // The site, in the same browser, shows the banner on its home page.
  const site = await context.newPage();
  await gotoWithLanguage(site, '/', 'vi');
  const slide = site.getByTestId('banner-carousel').getByTestId('banner-slide').and(site.getByLabel(title));
  await expect(slide).toHaveCount(1, { timeout: 20_000 });
  await expect(slide).toHaveAttribute('href', '/promotions');
  // Its artwork is the uploaded file, served by the site.
  const listed = await request.get('/wps/notice/list?types=B&platform=W&execution=B&language=vi');
  const mine = ((await listed.json()).value.banners as { title: string; url: string }[]).find(
    (b) => b.title === title,
  )!;
  expect(mine.url).toMatch(/^\/media\/uploads\/\d+\.png$/);
  const image = await request.get(mine.url);
  expect([image.status(), image.headers()['content-type']]).toEqual([200, 'image/png']);

  // Hidden again from the back office: a fresh visit no longer has it. Then deleted, leaving the home group as it was.
  await row.getByRole('button', { name: content.disable }).click();
  await expect(row).toContainText(content.off);
  const later = await context.newPage();
  await gotoWithLanguage(later, '/', 'vi');
  await expect(later.getByTestId('banner-slide').first()).toBeAttached({ timeout: 20_000 });
  await expect(later.getByLabel(title)).toHaveCount(0);
  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: content.delete }).click();
  await expect(page.getByTestId('banner-row').filter({ hasText: title })).toHaveCount(0);
});

test('a marketing operator adds a popup notice (hidden), edits its title, then deletes it (vi)', async ({
  page,
  request,
}) => {
  await marketingOnContentScreen(page, request);
  await page.getByRole('link', { name: content.tabs.notices }).click();
  // The popup type, picked from the list, goes in the address; the new notice starts hidden (the e2e site is
  // shared by other journeys).
  await page.getByLabel(content.fields.type).selectOption('PU');
  await expect(page).toHaveURL(/type=PU/);
  const title = `Notice e2e ${randomBytes(3).toString('hex')}`;
  await page.getByRole('button', { name: content.notices.create }).click();
  const form = page.getByTestId('notice-form');
  await expect(form.getByLabel(content.fields.type)).toHaveValue('PU');
  await form.getByLabel(content.fields.titleVi).fill(title);
  await form.getByLabel(content.fields.titleEn).fill(`${title} en`);
  await form.getByLabel(content.fields.contentVi).fill('<p>Nội dung</p>');
  await form.getByLabel(content.fields.contentEn).fill('<p>Content</p>');
  await form.getByLabel(content.fields.enabled).uncheck();
  await form.getByRole('button', { name: content.save }).click();
  await expect(form).toHaveCount(0);
  const row = page.getByTestId('notice-row').filter({ hasText: title });
  await expect(row).toContainText(content.off);

  // Edited: the form opens with its fields; the new English title replaces the old one.
  await row.getByRole('button', { name: content.edit }).click();
  await expect(form.getByLabel(content.fields.titleVi)).toHaveValue(title);
  await form.getByLabel(content.fields.titleEn).fill(`${title} edited`);
  await form.getByRole('button', { name: content.save }).click();
  await expect(form).toHaveCount(0);
  await expect(row).toContainText(`${title} edited`);
  await expect(row).toContainText(content.off);

  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: content.delete }).click();
  await expect(page.getByTestId('notice-row').filter({ hasText: title })).toHaveCount(0);
});
