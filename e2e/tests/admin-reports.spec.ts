import { readFileSync } from 'node:fs';
import { expect, test } from '../fixtures.js';
import { adminTexts, operatorWithTotp, signInToBackOffice } from './helpers/back-office.js';

/** The reports screen's own Vietnamese texts. */
const viReports = adminTexts<typeof import('../../apps/admin/src/features/reports/locales/vi.json')>('reports');

/** A local day of the site (Ho Chi Minh City) `back` days before today. */
const siteDay = (back: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date(Date.now() - back * 86_400_000));

// The password step answers 401 operator_totp_required once the operator has enrolled (the designed signal for
// the code step); the wrong range below answers 400 report_range_invalid, shown translated.
test.use({ allowedConsoleErrors: [/status of 40[01] \((Unauthorized|Bad Request)\)/] });

test('a finance operator signs in with TOTP, reads the GGR report for a range (chart, table) and downloads its CSV (vi)', async ({
  page,
  request,
}) => {
  // A finance operator (reports.view) enrolled in TOTP signs in with its code.
  await signInToBackOffice(page, await operatorWithTotp(request, 'finance'));
  // The dashboard's trends are charted and refresh by themselves.
  await expect(page.getByTestId('trend-ggr')).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: viReports.nav }).click();
  await expect(page.getByRole('heading', { name: viReports.title })).toBeVisible();
  await expect(page.getByRole('link', { name: viReports.tabs.ggr })).toHaveAttribute('aria-current', 'page');

  // A range whose start is after its end is refused with the server's translated message.
  const from = siteDay(6);
  const to = siteDay(0);
  await page.getByLabel(viReports.from).fill(to);
  await page.getByLabel(viReports.to).fill(from);
  await page.getByRole('button', { name: viReports.show }).click();
  const errors = JSON.parse(
    readFileSync(new URL('../../apps/web/src/locales/vi/errors.json', import.meta.url), 'utf8'),
  );
  await expect(page.getByRole('alert')).toHaveText(errors.report_range_invalid);

  // Seven days: the chart, one row per day and the total.
  await page.getByLabel(viReports.from).fill(from);
  await page.getByLabel(viReports.to).fill(to);
  await page.getByRole('button', { name: viReports.show }).click();
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('report-chart').locator('canvas')).toBeVisible();
  const table = page.getByTestId('report-table');
  await expect(table.locator('tbody tr')).toHaveCount(7);
  await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText(from);
  await expect(table.locator('thead th').nth(6)).toHaveText(viReports.col.ngr);
  await expect(page.getByTestId('report-total').locator('td').first()).toHaveText(viReports.total);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: viReports.exportCsv }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`ggr-by-day-${from}-${to}.csv`);
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('day,turnover,wins,ggr,bets,bonusCost,ngr');
  expect(lines).toHaveLength(1 + 7 + 1);
  expect(lines[1]).toMatch(new RegExp(`^${from},-?\\d+,-?\\d+,-?\\d+,\\d+,-?\\d+,-?\\d+$`));
  expect(lines.at(-1)).toMatch(/^total,/);
});
