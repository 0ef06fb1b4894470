import { expect, test } from '../fixtures.js';
import { adminTexts, operatorWithTotp, ownOperatorAddress, totp } from './helpers/back-office.js';

/** The back office's Vietnamese texts (apps/admin/src/locales/vi/admin.json). */
const vi = adminTexts<typeof import('../../apps/admin/src/locales/vi/admin.json')>();

// The password step answers 401 operator_totp_required once the operator has enrolled: the designed signal
// for the code step, which Chromium logs as a failed request.
test.use({ allowedConsoleErrors: [/status of 401 \(Unauthorized\)/] });

test('an operator signs in to the back office with its TOTP code and sees the dashboard (vi)', async ({
  page,
  request,
}) => {
  // An owner makes a finance operator, which enrols TOTP (helpers/back-office.ts); the sign-in below is the
  // form's two steps, walked one by one.
  const op = await operatorWithTotp(request, 'finance');

  await ownOperatorAddress(page);
  await page.goto('/admin/');
  await page.getByLabel(vi.login.username).fill(op.username);
  await page.getByLabel(vi.login.password).fill(op.password);
  await page.getByRole('button', { name: vi.login.submit }).click();
  const code = page.getByLabel(vi.login.code);
  await expect(code).toBeVisible();
  await code.fill(totp(op.secret, Date.now()));
  await page.getByRole('button', { name: vi.login.verify }).click();

  await expect(page.getByRole('heading', { name: vi.dashboard.title })).toBeVisible();
  await expect(page.getByTestId('operator-name')).toHaveText(op.username);
  await expect(page.getByTestId('figure-newPlayers')).toHaveText(/^\d[\d.,]*$/);
  await expect(page.getByTestId('pending-withdrawals')).toHaveText(/^\d[\d.,]*$/);
  // Finance sees the dashboard and the audit log, not operator management.
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: vi.nav.audit })).toBeVisible();
  await expect(nav.getByRole('link', { name: vi.nav.operators })).toHaveCount(0);
});
