import { expect, gotoWithLanguage, test } from '../fixtures.js';
import { useOwnIp } from './helpers/account-db.js';
import { adminTexts, operatorWithTotp, signInToBackOffice } from './helpers/back-office.js';
import { text } from './helpers/locales.js';
import { createMember, withDb } from './helpers/login-helpers.js';

/** The back office's Vietnamese texts: the shared ones and the players screen's own. */
const vi = adminTexts<typeof import('../../apps/admin/src/locales/vi/admin.json')>();
const players = adminTexts<typeof import('../../apps/admin/src/features/players/locales/vi.json')>('players');

// The password step answers 401 operator_totp_required once the operator has enrolled (the designed signal for the
// code step), and the locked player's sign-in answers 403: Chromium logs both as failed requests.
test.use({ allowedConsoleErrors: [/status of (401 \(Unauthorized\)|403 \(Forbidden\))/] });
test.describe.configure({ timeout: 150_000 });

test('an operator signed in with TOTP finds a player by bank account and locks it; the player can no longer sign in (vi)', async ({
  page,
  request,
}) => {
  await useOwnIp(page);
  const member = await createMember('apl');
  const bankNumber = `0888${Date.now()}`.slice(0, 14);
  await withDb(
    (sql) => sql`INSERT INTO member_bank_accounts (member_id, bank_code, account_number, payee_name, created_at)
      SELECT id, 'VCB', ${bankNumber}, 'TRAN VAN KHOA', now() FROM members WHERE account = ${member.account}`,
  );
  // 25 notes: more than a page (20) of the notes list.
  await withDb(
    (sql) => sql`INSERT INTO player_notes (member_id, body, author, created_at)
      SELECT m.id, 'ghi chú ' || g, 'e2e', now() - (100 - g) * interval '1 minute'
        FROM members m, generate_series(1, 25) g WHERE m.account = ${member.account}`,
  );
  // A risk operator (players.manage) enrolled in TOTP signs in with its code.
  const op = await operatorWithTotp(request, 'risk');
  await signInToBackOffice(page, op);

  // Players → search in the bank account field.
  await page.getByRole('navigation').getByRole('link', { name: players.nav }).click();
  await expect(page.getByRole('heading', { name: players.title })).toBeVisible();
  await page.getByTestId('players-field').selectOption('bank');
  await page.getByTestId('players-q').fill(bankNumber);
  await page.getByRole('button', { name: vi.table.apply }).click();
  const rows = page.getByTestId('players-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(member.account);
  await rows.first().click();

  // The 360° page: the bank account is there; lock with a reason (an empty one is refused first).
  await expect(page.getByTestId('player-account')).toHaveText(member.account);
  await expect(page.getByTestId('player-status')).toHaveText(players.status.active);
  // The notes list is paged on the server: the newest 20, then the 5 older, then back.
  await page.getByTestId('player-tab-notes').click();
  const notes = page.getByTestId('player-list-notes');
  await expect(notes.getByText('ghi chú 25', { exact: true })).toBeVisible();
  await expect(notes.getByText('ghi chú 5', { exact: true })).toHaveCount(0);
  await notes.getByTestId('player-list-notes-older').click();
  await expect(notes.getByText('ghi chú 5', { exact: true })).toBeVisible();
  await expect(notes.getByRole('listitem')).toHaveCount(5);
  await notes.getByTestId('player-list-notes-newer').click();
  await expect(notes.getByText('ghi chú 25', { exact: true })).toBeVisible();
  await page.getByTestId('player-tab-links').click();
  await expect(page.getByText(bankNumber)).toBeVisible();
  await page.getByTestId('player-lock').click();
  const form = page.getByTestId('player-lock-form');
  await form.getByTestId('player-lock-form-confirm').click();
  await expect(form.getByRole('alert')).toHaveText(vi.common.reasonTooShort.replace('{{min}}', '3'));
  await form.getByLabel(players.reason).fill('Nghi ngờ gian lận thẻ ngân hàng');
  await form.getByTestId('player-lock-form-confirm').click();
  await expect(page.getByTestId('player-status')).toHaveText(players.status.locked);

  // The player's sign-in on the site is refused with the translated message.
  const site = await page.context().newPage();
  await gotoWithLanguage(site, '/login', 'vi');
  const login = site.getByTestId('login-form');
  await login.getByTestId('login-username').fill(member.account);
  await login.getByTestId('login-password').fill(member.password);
  await login.getByTestId('login-submit').click();
  // The form solves its proof of work first: as slow as a login on a busy machine (login-helpers' 45 s).
  await expect(login.getByTestId('login-error')).toHaveText(text('vi', 'auth:errors.account_disabled'), {
    timeout: 45_000,
  });
  const [row] = await withDb(
    (sql) => sql<{ status: string }[]>`SELECT status FROM members WHERE account = ${member.account}`,
  );
  expect(row!.status).toBe('disabled');
});
