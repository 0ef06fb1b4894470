import { expect, test } from '../fixtures.js';
import { useOwnIp } from './helpers/account-db.js';
import { IN_VI, text } from './helpers/locales.js';
import { createMember, signInAs } from './helpers/login-helpers.js';

// Switches the whole shared server into maintenance: a `*.global.spec.ts`, run alone after the journeys.
// The refused launch answers 503 on purpose; the browser logs the failed resource.
test.use({ allowedConsoleErrors: [/status of 503/] });

for (const lang of IN_VI) {
  test(`a launch refused for maintenance brings up the maintenance screen (${lang})`, async ({
    page,
    siteSettings,
  }) => {
    await useOwnIp(page);
    const member = await createMember('mnt');
    await signInAs(page, lang, member.account);
    // The live socket, once ready, refreshes the balance: let that settle first, or its answer (503 once the
    // maintenance is on) brings up the maintenance screen before the launch does.
    let socketReady = false;
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/wps/live')) return;
      // A newer socket (the lobby page's, after the signed-in page's) must say ready itself.
      socketReady = false;
      ws.on('framereceived', (f) => {
        if (String(f.payload).includes('"ready"')) socketReady = true;
      });
    });
    await page.goto('/rng?page=HOUSE');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await expect.poll(() => socketReady, { timeout: 15_000 }).toBe(true);
    // The refresh it asks for may already have been answered: wait for it a moment at most.
    await page
      .waitForResponse((r) => r.url().includes('/wps/v2/wallets/balance'), { timeout: 3_000 })
      .catch(() => undefined);

    await siteSettings.set('maintenance', {
      enabled: true,
      title: 'Bảo trì',
      info: '',
      startTime: null,
      endTime: null,
    });
    const refused = page.waitForResponse((r) => r.url().includes('/wps/game/launchGame'));
    // The refusal itself asks for the status again (no waiting for the 30 s recheck).
    const recheck = page.waitForRequest((r) => r.url().includes('/wps/system/status'), { timeout: 8000 });
    await page.getByTestId('game-play').first().click();
    expect((await refused).status()).toBe(503);
    await recheck;
    await expect(page.getByTestId('maintenance-screen').locator('h1')).toHaveText(
      text(lang, 'system:game_maintenance'),
    );
    await expect(page).not.toHaveURL(/\/game\?/);
  });
}
