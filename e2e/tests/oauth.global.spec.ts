import {
  startTestProvider,
  type TestProvider,
} from '../../apps/server/src/modules/accounts/oauth/test/oidc-test-provider.js';
import { expect, gotoWithLanguage, test } from '../fixtures.js';
import { freePort, type RunningServer, removeDataDir, startBuiltServer } from '../support/server.js';

/**
 * Google sign-in in a real browser: a second built server configured for Google against a real OpenID
 * provider on 127.0.0.1 (its login and consent steps complete by themselves). Global: it starts its own
 * server and database, so it runs with the other serial journeys rather than beside the parallel ones.
 */
test.describe.configure({ mode: 'serial' });

let op: TestProvider;
let server: RunningServer;
let base = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  op = await startTestProvider(() => [
    { clientId: 'e2e-google', clientSecret: 'e2e-secret', redirectUri: `${base}/wps/session/oauth/google/callback` },
  ]);
  server = await startBuiltServer({
    env: {
      PORT: String(port),
      OAUTH_REDIRECT_BASE_URL: base,
      OAUTH_GOOGLE_CLIENT_ID: 'e2e-google',
      OAUTH_GOOGLE_CLIENT_SECRET: 'e2e-secret',
      OAUTH_GOOGLE_ISSUER: op.issuer,
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
  await op?.close();
});

test('a new player signs in with Google, and comes back as the same member', async ({ page, context }) => {
  op.state.user = 'e2e-first-player';
  await gotoWithLanguage(page, `${base}/login`, 'vi');
  const social = page.getByTestId('social-sign-in');
  await expect(social.getByTestId('oauth-google')).toHaveText('Tiếp tục với Google');
  // Only configured providers get a button.
  await expect(social.getByTestId('oauth-facebook')).toHaveCount(0);

  await social.getByTestId('oauth-google').click();
  await expect(page).toHaveURL(`${base}/`);
  const account = await page.getByTestId('account-name').first().textContent();
  expect(account?.trim()).toMatch(/^gg[0-9a-f]{10}$/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();

  // A fresh browser session (a new tab: its own session storage, no token), the same Google account: the
  // same member. Clearing the storage under the running page instead raced its background calls into 401s.
  await page.close();
  const again = await context.newPage();
  await again.goto(`${base}/login`);
  await again.getByTestId('oauth-google').click();
  await expect(again).toHaveURL(`${base}/`);
  await expect(again.getByTestId('account-name').first()).toHaveText(account!.trim());
});

test('a refused consent brings the player back to the login page with a translated message', async ({ page }) => {
  op.state.deny = true;
  try {
    await gotoWithLanguage(page, `${base}/login`, 'en');
    await page.getByTestId('oauth-google').click();
    const dialog = page.getByTestId('oauth-error-dialog');
    await expect(dialog).toContainText('Login failure. Please try again.');
    // The error code does not linger in the address.
    await expect(page).toHaveURL(`${base}/login`);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  } finally {
    op.state.deny = false;
  }
});
