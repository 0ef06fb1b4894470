import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, gotoWithLanguage, type Lang, test } from '../fixtures.js';
import { text } from './helpers/locales.js';

test.describe.configure({ mode: 'parallel', timeout: 60_000 });

const NOTICE_LIST = '/wps/notice/list';

function isNoticeList(req: Request, lang: Lang): boolean {
  const url = new URL(req.url());
  return url.pathname === NOTICE_LIST && url.searchParams.get('language') === lang;
}

async function noticeTitles(request: APIRequestContext, lang: Lang): Promise<string[]> {
  const res = await request.get(NOTICE_LIST, {
    params: { types: 'B,PL,PU,PR', platform: 'W', execution: 'B', language: lang },
  });
  const body = (await res.json()) as { value: { player: { title: string }[] } };
  return body.value.player.map((n) => n.title);
}

/** Texts of the header and the page that must follow the language. */
async function expectLanguage(page: Page, lang: Lang) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByTestId('language-switch')).toHaveAttribute('data-language', lang);
  await expect(page.getByTestId(`language-option-${lang}`)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('nav-home')).toHaveText(text(lang, 'layout:nav.home'));
  await expect(page.getByTestId('nav-promotions')).toHaveText(text(lang, 'layout:nav.promotions'));
  await expect(page.locator('#home-categories')).toHaveText(text(lang, 'home:categories.title'));
  await expect(page.getByTestId('footer-copyright')).toHaveText(
    text(lang, 'layout:footer.copyright', { year: new Date().getFullYear(), site: text(lang, 'common:siteName') }),
  );
}

test('the language switch changes the text, persists across reload and refetches data in the new language', async ({
  page,
  request,
}) => {
  const [viTitles, enTitles] = [await noticeTitles(request, 'vi'), await noticeTitles(request, 'en')];
  expect(enTitles.length).toBeGreaterThan(0);
  expect(enTitles[0]).not.toBe(viTitles[0]);

  const firstNotices = page.waitForRequest((r) => isNoticeList(r, 'vi'));
  await gotoWithLanguage(page, '/', 'vi');
  await firstNotices;
  await expectLanguage(page, 'vi');
  await expect(page.getByTestId('notice-item').first()).toHaveText(viTitles[0]!);

  // The switch refetches the notices (banners, notice bar) with language=en.
  const enNotices = page.waitForRequest((r) => isNoticeList(r, 'en'));
  await page.getByTestId('language-option-en').click();
  await enNotices;
  await expectLanguage(page, 'en');
  await expect(page.getByTestId('notice-item').first()).toHaveText(enTitles[0]!);
  expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('en');

  await page.reload();
  await expectLanguage(page, 'en');
  await expect(page.getByTestId('notice-item').first()).toHaveText(enTitles[0]!);

  // And back: Vietnamese is fetched again, not served from the English cache.
  const viAgain = page.waitForRequest((r) => isNoticeList(r, 'vi'));
  await page.getByTestId('language-option-vi').click();
  await viAgain;
  await expectLanguage(page, 'vi');
  await expect(page.getByTestId('notice-item').first()).toHaveText(viTitles[0]!);
  expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('vi');
});

test('a language switch on an inner page keeps the page and translates it', async ({ page }) => {
  await gotoWithLanguage(page, '/promotions', 'vi');
  await expect(page.locator('h1')).toHaveText(text('vi', 'promo:title'));
  await page.getByTestId('language-option-en').click();
  await expect(page.locator('h1')).toHaveText(text('en', 'promo:title'));
  await expect(page).toHaveURL(/\/promotions$/);
});

for (const stored of ['JA', 'xx']) {
  test(`a stored hisLang '${stored}' outside the supported list falls back to Vietnamese`, async ({ page }) => {
    await page.addInitScript((code) => localStorage.setItem('hisLang', code), stored);
    const notices = page.waitForRequest((r) => isNoticeList(r, 'vi'));
    await page.goto('/');
    await notices;
    await expectLanguage(page, 'vi');
  });
}

test('with nothing stored the site opens in Vietnamese', async ({ page }) => {
  await page.goto('/');
  await expectLanguage(page, 'vi');
});
