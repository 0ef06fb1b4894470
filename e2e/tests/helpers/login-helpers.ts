import { expect, type Page } from '@playwright/test';
import { gotoWithLanguage, type Lang } from '../../fixtures.js';
import { withDb } from './account-db.js';
import { text } from './locales.js';

/** Password of every member made by createMember (the demo01 seed password, same hash). */
export const MEMBER_PASSWORD = 'Demo@1234';

// One database helper for every journey helper (account-db.ts owns it).
export { withDb } from './account-db.js';

const rand = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

export interface TestMember {
  account: string;
  password: string;
  /** E.164 digits without '+', e.g. 84912345678. */
  mobile: string;
  /** The national number a player types, e.g. 0912345678. */
  nationalMobile: string;
}

/**
 * A fresh regular member for one test (tests run in parallel and some change state). It copies the
 * demo01 password hash, so it logs in with MEMBER_PASSWORD; it has never logged in, so no new-IP check.
 */
export async function createMember(prefix: string): Promise<TestMember> {
  const account = `${prefix}${rand(15 - prefix.length)}`.slice(0, 15);
  const national = `9${rand(8)}`;
  const mobile = `84${national}`;
  await withDb(
    (sql) => sql`INSERT INTO members (account, nickname, type, password_hash, password_changed_at, mobile, created_at,
        register_method)
      SELECT ${account}, ${account}, 0, password_hash, now(), ${mobile}, now(), 'WEB' FROM members WHERE account = 'demo01'`,
  );
  return { account, password: MEMBER_PASSWORD, mobile, nationalMobile: `0${national}` };
}

/** The latest code texted to `phone` (the development SMS outbox), waiting for it to arrive. */
export async function latestSmsCode(phone: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const rows = await withDb(
          (sql) => sql<{ body: string }[]>`SELECT body FROM sms_outbox WHERE phone = ${phone} ORDER BY id DESC LIMIT 1`,
        );
        code = rows[0] ? (/(\d{4,8})/.exec(rows[0].body)?.[1] ?? null) : null;
        return code;
      },
      { timeout: 10_000 },
    )
    .not.toBeNull();
  return code as unknown as string;
}

/** The answer of a captcha image (the server keeps it in its captchas table). */
export async function captchaAnswer(captchaId: string): Promise<string> {
  const rows = await withDb((sql) => sql<{ answer: string }[]>`SELECT answer FROM captchas WHERE id = ${captchaId}`);
  if (!rows[0]) throw new Error(`no captcha ${captchaId}`);
  return rows[0].answer;
}

/** Opens /login in `lang` and logs in with username and password through the page's form. */
export async function loginOnPage(page: Page, lang: Lang, account: string, password: string, remember = false) {
  await gotoWithLanguage(page, '/login', lang);
  const form = page.getByTestId('login-form');
  await form.getByTestId('login-username').fill(account);
  await form.getByTestId('login-password').fill(password);
  if (remember) await form.getByTestId('login-remember').check();
  await form.getByTestId('login-submit').click();
  await expectLoggedIn(page, account);
  await closeAfterLoginPopups(page);
}

/** The top bar shows the logged-in account (and the balance placeholder until the money issue). */
export async function expectLoggedIn(page: Page, account: string) {
  await expect(page.getByTestId('account-bar')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('account-name')).toHaveText(account);
}

/**
 * After a login the member's popup notices open (the demo content has one); closes them so the
 * journey can go on. Waits a moment for them, since they load after the login answer.
 */
export async function closeAfterLoginPopups(page: Page) {
  const popups = page.getByTestId('after-login-popup');
  await popups
    .first()
    .waitFor({ state: 'visible', timeout: 8000 })
    .catch(() => undefined);
  while ((await popups.count()) > 0) {
    await popups.last().getByTestId('modal-close').click();
  }
  await expect(popups).toHaveCount(0);
}

/** Signs out through the account menu and its confirmation dialog. */
export async function signOutThroughMenu(page: Page, lang: Lang) {
  await page.getByTestId('account-menu-trigger').click();
  await page.getByTestId('account-menu-signOut').click();
  const dialog = page.getByTestId('sign-out-dialog');
  await expect(dialog.getByTestId('modal-title')).toHaveText(text(lang, 'auth:account.signOutTitle'));
  await expect(dialog.getByTestId('modal-body')).toContainText(text(lang, 'auth:account.signOutConfirm'));
  await dialog.getByTestId('modal-button-1').click();
  await expect(page.getByTestId('account-bar')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
}
