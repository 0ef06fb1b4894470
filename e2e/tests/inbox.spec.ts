import { expect, type Lang, test } from '../fixtures.js';
import { useOwnIp } from './helpers/account-db.js';
import { operatorApi } from './helpers/cashier.js';
import { text } from './helpers/locales.js';
import { createMember, signInAs } from './helpers/login-helpers.js';

const lang: Lang = 'en';
const t = (key: string, values?: Record<string, string | number>) => text(lang, `inbox:${key}`, values);

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a message arrives live, the player reads it and the badges drop without a reload (phone, en)', async ({
  page,
  request,
}) => {
  await useOwnIp(page);
  const member = await createMember('inbox');
  await signInAs(page, lang, member.account, '/?mc=messageV2');
  await expect(page.getByTestId('inbox-empty')).toHaveText(t('empty'));
  await expect(page.getByTestId('centre-badge-messageV2')).toHaveCount(0);
  await expect(page.getByTestId('header-inbox')).toHaveAttribute('aria-label', t('button.label'));
  // A mark on this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { inboxJourney: true }));

  // The operator writes to this player (operator API): both badges and the list show it, no reload.
  const operator = await operatorApi(request);
  const sent = await operator.call<{ id: number }>('POST', '/wps/operator/messages', {
    audience: { kind: 'members', accounts: [member.account] },
    title: { vi: 'Chào mừng', en: 'Welcome aboard' },
    body: { vi: '<p>Xin chào</p>', en: '<p>Hello <strong>there</strong></p><script>alert(1)</script>' },
    format: 'html',
  });
  await expect(page.getByTestId('centre-badge-messageV2')).toContainText('1');
  await expect(page.getByTestId('header-inbox-badge')).toHaveText('1');
  const row = page.getByTestId(`inbox-row-${sent.id}`);
  await expect(row).toHaveAttribute('data-unread', 'true');
  await expect(row).toContainText('Welcome aboard');

  // Opening it reads it: the text (sanitised HTML) shows and both badges go, still without a reload.
  await row.click();
  await expect(page.getByTestId('inbox-message-title')).toHaveText('Welcome aboard');
  await expect(page.getByTestId('inbox-message-body')).toHaveText('Hello there');
  await expect(page.getByTestId('inbox-message-body').locator('script')).toHaveCount(0);
  await expect(page.getByTestId('centre-badge-messageV2')).toHaveCount(0);
  await expect(page.getByTestId('header-inbox-badge')).toHaveCount(0);
  await page.getByTestId('inbox-back').click();
  await expect(row).not.toHaveAttribute('data-unread', 'true');
  expect(await page.evaluate(() => 'inboxJourney' in window)).toBe(true);
});
