import { expect, gotoWithLanguage, test } from '../fixtures.js';
import { captchaAnswer, freshUsername, MEMBER_PASSWORD, useOwnIp, withDb } from './helpers/account-db.js';
import { text } from './helpers/locales.js';
import { signInAs } from './helpers/login-helpers.js';

// The agent centre on a phone (issue 15): an agent opens a downline account and an invite link in the
// register centre; a player registers through the link; the agent sees both in team management and the
// team's figures in the overview. One language (en); the vi texts are checked by the locale parity test.

test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const t = (key: string, values?: Record<string, string | number>) => text('en', `agent:${key}`, values);

/** A fresh top agent (type 1, no upline) copied from demo01's password, so its team starts empty. */
async function createAgent(): Promise<string> {
  const account = freshUsername('agt');
  await withDb(
    (
      sql,
    ) => sql`INSERT INTO members (account, nickname, type, password_hash, password_changed_at, register_method, created_at)
      SELECT ${account}, ${account}, 1, password_hash, now(), 'E2E', now() FROM members WHERE account = 'demo01'`,
  );
  return account;
}

test('an agent grows its team from the register centre and sees it in the agent centre', async ({ page, browser }) => {
  const agent = await createAgent();
  await signInAs(page, 'en', agent);

  // The account menu's agent-centre entry opens the overlay on the team overview.
  await page.getByTestId('account-menu-trigger').click();
  await page.getByTestId('account-menu-agentCentre').click();
  const centre = page.getByTestId('agent-centre');
  await expect(centre).toBeVisible();
  await expect(centre.getByTestId('agent-page-agentTeamOverview')).toBeVisible();
  await expect(centre.getByTestId('agent-figure-teamSize')).toContainText('0');

  // Register centre: a downline member opened directly, and an invite link with its QR code.
  await centre.getByTestId('agent-menu-registerCenter').click();
  const downline = freshUsername('dwn');
  await centre.getByTestId('agent-create-username').fill(downline);
  await centre.getByTestId('agent-create-password').fill(MEMBER_PASSWORD);
  await centre.getByTestId('agent-create-submit').click();
  await expect(centre.getByTestId('agent-create-done')).toHaveText(t('register.created', { account: downline }));
  await centre.getByTestId('agent-invite-submit').click();
  const invite = centre.getByTestId('agent-invite').first();
  await expect(invite.getByRole('img')).toBeVisible();
  const link = (await invite.getByTestId('agent-invite-link').textContent()) ?? '';
  expect(link).toMatch(/\/register\?referralCode=[A-Z0-9]{8}$/);

  // A player registers through the link, in a browser of their own.
  const player = freshUsername('ply');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const other = await context.newPage();
  await useOwnIp(other);
  await gotoWithLanguage(other, new URL(link).pathname + new URL(link).search, 'en');
  await other.getByTestId('register-type-username').click();
  await other.getByTestId('register-username').fill(player);
  await other.getByTestId('register-password').fill('abc12345');
  await other.getByTestId('register-confirmPassword').fill('abc12345');
  await other.getByTestId('captcha-input').fill(await captchaAnswer(other));
  await other.getByTestId('register-age').check();
  await other.getByTestId('register-submit').click();
  await expect(other.getByTestId('account-name')).toHaveCount(1, { timeout: 45_000 });
  await context.close();

  // Team management lists both; the search finds the player anywhere in the team.
  await centre.getByTestId('agent-menu-downlineManagmentView').click();
  const rows = centre.getByTestId('agent-team-row');
  await expect(rows).toHaveCount(2);
  await expect(centre.getByTestId('agent-team')).toContainText(downline);
  await expect(centre.getByTestId('agent-team')).toContainText(player);
  await expect(centre.getByTestId('agent-breadcrumb')).toContainText(agent);

  // The overview counts them: team of 2, both new today.
  await centre.getByTestId('agent-menu-agentTeamOverview').click();
  await expect(centre.getByTestId('agent-figure-teamSize')).toContainText('2');
  await expect(centre.getByTestId('agent-figure-newMembers')).toContainText('2');
  await expect(centre.getByTestId('agent-trend-money')).toBeVisible();
});
