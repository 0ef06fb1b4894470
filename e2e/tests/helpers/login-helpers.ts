import { createHash, randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { gotoWithLanguage, type Lang } from '../../fixtures.js';
import { withDb } from './account-db.js';
import { text } from './locales.js';

// The database helpers (one of each) live in account-db.ts; journeys that log in import them from here too.
export {
  captchaAnswer,
  createMember,
  latestSmsCode,
  MEMBER_PASSWORD,
  type TestMember,
  WEAK_PASSWORD,
  withDb,
} from './account-db.js';

/**
 * Signs `account` in without the login form, then opens `path` in `lang`: a session row like the one a
 * login writes (only the token's SHA-256 is stored), and the token and member keys put into the tab's
 * sessionStorage where the web app keeps them (spec §3). The login form, its proof of work and the
 * after-login popups are the login specs' subject (login, session, agent-login, new-ip, recovery,
 * change-password, login-captcha); every other journey starts from a session made this way.
 */
export async function signInAs(page: Page, lang: Lang, account: string, path = '/'): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = createHash('sha256').update(token, 'utf8').digest();
  const rows = await withDb(
    (sql) => sql<{ id: string; type: number }[]>`INSERT INTO sessions (token_hash, member_id, login_type, created_at,
        expires_at, ip)
      SELECT ${tokenHash}, id, 'E2E', now(), now() + interval '1 day', '127.0.0.1' FROM members WHERE account = ${account}
      RETURNING member_id AS id, (SELECT type FROM members WHERE account = ${account}) AS type`,
  );
  // The agent member types of @app/contracts (AGENT_TYPES), as the login answer's isAgent.
  const member = rows[0];
  if (!member) throw new Error(`no member ${account}`);
  // The tab's storage belongs to the site's origin: an empty page there (answered here, not by the
  // server, and with no favicon to fetch) opens it.
  const blank = '**/__e2e_session';
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,">' }),
  );
  await page.goto('/__e2e_session');
  await page.unroute(blank);
  await page.evaluate(
    (keys) => {
      for (const [k, v] of Object.entries(keys)) sessionStorage.setItem(k, v);
    },
    {
      token,
      account,
      isAgent: String([1, 2, 41, 42].includes(member.type)),
      memberType: String(member.type),
      customerId: String(member.id),
      memberLabel: '[]',
    },
  );
  await gotoWithLanguage(page, path, lang);
  await expectLoggedIn(page, account);
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
