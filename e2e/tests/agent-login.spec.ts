import { expect, gotoWithLanguage, test } from '../fixtures.js';
import { IN_VI, text } from './helpers/locales.js';
import { createMember, expectLoggedIn } from './helpers/login-helpers.js';

// The agent page's login (spec §2 /join, §4): an agent signing in there lands on /agentHome; a player
// account is refused with the spec's 'Non-agents cannot log in' and stays signed out.

test.describe.configure({ mode: 'parallel', timeout: 150_000 });

for (const lang of IN_VI) {
  test(`[${lang}] an agent signs in on the agent page and lands on the agent home`, async ({ page }) => {
    await gotoWithLanguage(page, '/join', lang);
    const card = page.getByTestId('join-agent-login');
    await expect(card.locator('h2')).toHaveText(text(lang, 'join:agentLogin.title'));
    // Trial play is for players: no free-play button here.
    await expect(card.getByTestId('login-free-play')).toHaveCount(0);
    await card.getByTestId('login-username').fill('agent01');
    await card.getByTestId('login-password').fill('Agent@1234');
    await card.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/agentHome$/, { timeout: 45_000 });
    await expectLoggedIn(page, 'agent01');
  });
}

test.describe('a refused login', () => {
  // The refusal is the server's 403 answer, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 403 \(Forbidden\)/] });

  test('a player account is refused on the agent page', async ({ page }) => {
    const member = await createMember('notagt');
    await gotoWithLanguage(page, '/join', 'en');
    const card = page.getByTestId('join-agent-login');
    await card.getByTestId('login-username').fill(member.account);
    await card.getByTestId('login-password').fill(member.password);
    await card.getByTestId('login-submit').click();
    await expect(card.getByTestId('login-error')).toHaveText(text('en', 'auth:errors.non_agent_login'), {
      timeout: 45_000,
    });
    await expect(page.getByTestId('account-bar')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/join');
  });
});
