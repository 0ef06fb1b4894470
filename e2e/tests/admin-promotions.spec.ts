import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { adminTexts, operatorWithTotp, signInToBackOffice } from './helpers/back-office.js';
import { expectTopBarBalance, operatorApi } from './helpers/cashier.js';
import { text } from './helpers/locales.js';
import { createMember, signInAs } from './helpers/login-helpers.js';

/** The back office's Vietnamese texts: the shell's and the promotions screen's own. */
const vi = adminTexts<typeof import('../../apps/admin/src/locales/vi/admin.json')>();
const pv = adminTexts<typeof import('../../apps/admin/src/features/promotions/locales/vi.json')>('promotions');

/** Clicks the list's CSV button and reads the server's file: its name and its lines (mark and CRLFs dropped). */
async function downloadCsv(page: Page): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: vi.table.exportCsv }).click(),
  ]);
  const text = readFileSync((await download.path())!, 'utf8');
  return {
    name: download.suggestedFilename(),
    lines: text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n'),
  };
}

test.describe.configure({ timeout: 180_000 });
// The password step answers 401 operator_totp_required once the operator has enrolled (the code step's signal).
test.use({ allowedConsoleErrors: [/status of 401 \(Unauthorized\)/] });

test('a marketing operator creates and enables a promotion in the back office; a player it is meant for claims it on the site and is paid (vi back office, en site)', async ({
  page,
  request,
}) => {
  // Set-up by API: a marketing operator with TOTP, and a player holding a label no other journey uses, so the
  // promotion (eligibility: that label) is offered to this player only.
  const owner = await operatorApi(request);
  const op = await operatorWithTotp(request, 'marketing');
  const member = await createMember('apr');
  const label = `e2e-promo-${randomBytes(3).toString('hex')}`;
  await owner.call('POST', '/wps/operator/labels', { code: label, name: { vi: label, en: label } });
  await owner.call('POST', `/wps/operator/labels/${label}/assign`, { accounts: [member.account] });

  // 1. The operator signs in with the TOTP code.
  await signInToBackOffice(page, op);

  // 2. Promotions → new: a manual bonus of 23,456 ₫ claimed once, for the label's holders.
  await page.getByRole('navigation').getByRole('link', { name: pv.nav }).click();
  await expect(page.getByRole('heading', { name: pv.title })).toBeVisible();
  await page.getByRole('link', { name: pv.create }).click();
  const form = page.getByTestId('promotion-form');
  const code = `e2e-${randomBytes(4).toString('hex')}`;
  await form.getByLabel(pv.fields.code).fill(code);
  await expect(form.locator('select[name=kind]')).toHaveValue('manual');
  await expect(form.locator('select[name=entryMode]')).toHaveValue('claim');
  await form.getByLabel(pv.fields.title).fill('Thưởng e2e 23.456 ₫');
  await form.getByLabel(pv.fields.summary).fill('Nhận ngay 23.456 ₫.');
  await form.getByLabel(pv.fields.rulesHtml).fill('<p>Nhận <strong>23.456 ₫</strong> một lần.</p><script>x()</script>');
  await form.getByRole('button', { name: pv.langs.en }).click();
  const title = `E2E bonus ${code}`;
  await form.getByLabel(pv.fields.title).fill(title);
  await form.getByLabel(pv.fields.summary).fill('Get 23,456 ₫ now.');
  await form.getByLabel(pv.fields.rulesHtml).fill('<p>Claim <strong>23,456 ₫</strong> once.</p>');
  // Bad input first: an amount that is not one is refused in the form and nothing is created.
  await form.getByLabel(pv.fields.amount).fill('12abc');
  await form.getByLabel(pv.fields.memberLabels).fill(label);
  await form.getByRole('button', { name: pv.save }).click();
  await expect(form.getByRole('alert')).toHaveText(pv.invalidField.replace('{{field}}', pv.fields.amount));
  await form.getByLabel(pv.fields.amount).fill('23456');
  await form.getByRole('button', { name: pv.save }).click();

  // 3. It opens disabled; the operator enables it.
  await expect(page.getByTestId('promotion-enabled')).toHaveText(pv.off);
  const id = Number(/\/admin\/promotions\/(\d+)/.exec(page.url())?.[1]);
  expect(id).toBeGreaterThan(0);
  await page.getByRole('button', { name: pv.enable }).click();
  await expect(page.getByTestId('promotion-enabled')).toHaveText(pv.on);
  // The list shows it enabled.
  await page.getByRole('link', { name: pv.back }).first().click();
  await page.getByLabel(pv.search).fill(code);
  await page.getByRole('button', { name: vi.table.apply, exact: true }).click();
  await expect(page.getByTestId('promotions-row')).toHaveCount(1);
  await expect(page.getByTestId('promotions-row')).toContainText(pv.on);
  // The list's CSV is the server's file of the promotions the search finds (the reward as an exact amount).
  const list = await downloadCsv(page);
  expect(list.name).toMatch(/^promotions-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(list.lines).toHaveLength(2);
  expect(list.lines[1]).toContain(`${id},${code},manual,Thưởng e2e 23.456 ₫,${title},`);
  expect(list.lines[1]).toContain(',true,once,other,claim,fixed,,23456.00,');

  // 4. The player signs in on the site, sees it with the claim button, claims it and is paid.
  await signInAs(page, 'en', member.account, '/promotions');
  await expectTopBarBalance(page, '0.00');
  const card = page.locator(`[data-testid="promo-card"][data-promo-id="${id}"]`);
  await expect(card).toContainText(title);
  await expect(card.getByTestId('promo-status')).toHaveText(text('en', 'promo:status.claim'));
  await card.getByTestId('promo-action').click();
  const result = page.getByTestId('promo-result');
  await expect(result.getByTestId('modal-body')).toContainText('23,456.00');
  await result.getByTestId('modal-button-0').click();
  await expect(card.getByTestId('promo-action')).toHaveCount(0);
  await expectTopBarBalance(page, '23,456.00');

  // 5. The operator sees the payout in the promotion's payouts (as the API answers it).
  const payouts = await request.get(`/wps/operator/promotions/${id}/rewards`, { headers: op.headers });
  const body = (await payouts.json()).value as { items: { account: string; amount: number; status: string }[] };
  expect(body.items).toEqual([
    expect.objectContaining({ account: member.account, amount: 2_345_600, status: 'claimed' }),
  ]);
  // … and in the back office's payouts tab, whose CSV is the server's file of them.
  await page.goto(`/admin/promotions/${id}`);
  await page.getByRole('tab', { name: pv.tabs.payouts }).click();
  await expect(page.getByTestId('payouts-row')).toHaveCount(1);
  const paid = await downloadCsv(page);
  expect(paid.name).toMatch(new RegExp(`^promotion-${id}-payouts-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  expect(paid.lines).toHaveLength(2);
  expect(paid.lines[1]).toContain(`,${member.account},bonus,23456.00,claimed,`);
});
