import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, gotoWithLanguage, test } from '../fixtures.js';
import { operatorApi } from './helpers/cashier.js';

/** The back office's Vietnamese texts: the shell's and the content screen's own. */
const vi = JSON.parse(
  readFileSync(new URL('../../apps/admin/src/locales/vi/admin.json', import.meta.url), 'utf8'),
) as typeof import('../../apps/admin/src/locales/vi/admin.json');
const content = JSON.parse(
  readFileSync(new URL('../../apps/admin/src/features/content/locales/vi.json', import.meta.url), 'utf8'),
) as typeof import('../../apps/admin/src/features/content/locales/vi.json');

/** RFC 6238 (SHA-1, 30 s, 6 digits) as an authenticator app computes it, from the base32 secret. */
function totp(secret: string, atMs: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of secret.replace(/=+$/, '')) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => Number.parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

// The password step answers 401 operator_totp_required once the operator has enrolled (the designed signal for
// the code step); the refused save below answers 400.
test.use({ allowedConsoleErrors: [/status of (401 \(Unauthorized\)|400 \(Bad Request\))/] });

test('a marketing operator signs in with TOTP, publishes a home banner, and the site shows it (vi)', async ({
  page,
  context,
  request,
}) => {
  // An owner makes a marketing operator, which enrols TOTP (the previous step's code, so the current one is unused).
  const owner = await operatorApi(request);
  const username = `mkt_${randomBytes(3).toString('hex')}`;
  const password = `Marketing-${randomBytes(4).toString('hex')}1`;
  await owner.call('POST', '/wps/operator/operators', { username, password, role: 'marketing' });
  const login = await request.post('/wps/operator/session/login', { data: { username, password } });
  const { token } = (await login.json()).value as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const enrol = (await (await request.post('/wps/operator/totp/enrol', { headers })).json()).value as {
    secret: string;
  };
  const confirmed = await request.post('/wps/operator/totp/confirm', {
    headers,
    data: { code: totp(enrol.secret, Date.now() - 30_000) },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  // Artwork the site already serves: the first home banner's image.
  const list = await request.get('/wps/notice/list?types=B&platform=W&execution=B&language=vi');
  const art = ((await list.json()).value.banners as { groupName: string; url: string }[]).find(
    (b) => b.groupName === 'home',
  )!.url;

  await page.goto('/admin/');
  await page.getByLabel(vi.login.username).fill(username);
  await page.getByLabel(vi.login.password).fill(password);
  await page.getByRole('button', { name: vi.login.submit }).click();
  await page.getByLabel(vi.login.code).fill(totp(enrol.secret, Date.now()));
  await page.getByRole('button', { name: vi.login.verify }).click();
  await page.getByRole('navigation').getByRole('link', { name: content.nav }).click();
  await expect(page.getByRole('heading', { name: content.title })).toBeVisible();

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
  await form.getByLabel(content.fields.imageVi).fill(art);
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
