import { expect, gotoWithLanguage, test } from '../fixtures.js';
import { useOwnIp, withDb } from './helpers/account-db.js';
import { gameList, vendorsOf } from './helpers/lobby-api.js';
import { IN_VI, text } from './helpers/locales.js';
import { closeAfterLoginPopups, createMember, signInAs } from './helpers/login-helpers.js';

for (const lang of IN_VI) {
  test.describe(`game launch (${lang})`, () => {
    test('a visitor is sent to the login', async ({ page }) => {
      await gotoWithLanguage(page, '/rng?page=HOUSE', lang);
      await page.getByTestId('game-play').first().click();
      await expect(page).toHaveURL(/\/login$/);
    });

    test('a member plays the house slot in /game and finds it in the recent games', async ({ page }) => {
      await useOwnIp(page);
      const member = await createMember('lch');
      await signInAs(page, lang, member.account);
      // The recent panel starts empty.
      await page.getByTestId('recent-games-toggle').click();
      await expect(page.getByTestId('recent-games-empty')).toContainText(text(lang, 'games:recent.empty'));
      await page.getByTestId('recent-games-toggle').click();

      await page.goto('/rng?page=HOUSE');
      const tile = page.getByTestId('game-tile').first();
      const nodeId = (await tile.getAttribute('data-node-id'))!;
      await tile.getByTestId('game-play').click();
      await expect(page).toHaveURL(/\/game\?url=/);
      const src = (await page.getByTestId('game-iframe').getAttribute('src'))!;
      expect(new URL(src).protocol).toMatch(/^https?:$/);
      expect(src).toContain('/house/');

      await page.getByTestId('game-back').click();
      await expect(page).toHaveURL(/\/rng\?page=HOUSE/);
      await page.getByTestId('recent-games-toggle').click();
      await expect(page.locator(`[data-testid="recent-game"][data-node-id="${nodeId}"]`)).toBeVisible();
      await page.getByTestId('recent-games-toggle').click();
      await page.getByTestId('mode-recent').click();
      await expect(page.locator(`[data-testid="game-tile"][data-node-id="${nodeId}"]`)).toBeVisible();
    });

    test('a transfer-wallet game opens in a new window; a blocked popup says so', async ({ page, request }) => {
      await useOwnIp(page);
      const member = await createMember('win');
      await signInAs(page, lang, member.account);
      const windowVendor = (await vendorsOf(request, lang, 'RNG')).find((v) => v.vassalage === 'JOKER');
      expect(windowVendor, 'the demo transfer-wallet slot vendor').toBeTruthy();
      await page.goto('/rng?page=JOKER');
      const popupPromise = page.waitForEvent('popup');
      await page.getByTestId('game-play').first().click();
      const popup = await popupPromise;
      await expect.poll(() => popup.url()).toContain('/wps/vendors/demo/play');
      await popup.close();

      // The browser refuses the window: spec §8 'Popup blocked' message.
      await page.evaluate(() => {
        window.open = () => null;
      });
      await page.getByTestId('game-play').first().click();
      const dialog = page.getByTestId('launch-popup-blocked');
      await expect(dialog.getByTestId('modal-body')).toHaveText(text(lang, 'errors:popup_blocked'));
    });

    test.describe('trial accounts', () => {
      // The refused launch answers 403 trial_not_allowed on purpose; the browser logs the failed resource.
      test.use({ allowedConsoleErrors: [/status of 403/] });

      test('a trial account plays only where play money is allowed', async ({ page, request }) => {
        await useOwnIp(page);
        // JOKER is the demo transfer-wallet slot vendor: play money never reaches a vendor wallet.
        const noTrial = (await vendorsOf(request, lang, 'RNG')).find((v) => v.vassalage === 'JOKER')!;
        expect(noTrial.allowsTrial).toBe(false);
        await gotoWithLanguage(page, '/login', lang);
        await page.getByTestId('login-free-play').click();
        await expect(page.getByTestId('account-bar')).toBeVisible({ timeout: 45_000 });
        await closeAfterLoginPopups(page);

        await page.goto(`/rng?page=${noTrial.vassalage}`);
        await page.getByTestId('game-play').first().click();
        const refused = page.getByTestId('launch-error');
        await expect(refused.getByTestId('modal-body')).toHaveText(text(lang, 'errors:trial_not_allowed'));
        await refused.getByTestId('modal-button-0').click();

        await page.goto('/rng?page=HOUSE');
        await page.getByTestId('game-play').first().click();
        await expect(page.getByTestId('game-iframe')).toBeVisible();
      });
    });

    test('a vendor entry (isGame VASSALAGE) opens the popup game list of that vendor', async ({ page, request }) => {
      // The demo catalogue has no vendor entries: this journey adds one (removed afterwards).
      const live = await vendorsOf(request, lang, 'LIVE');
      const vendor = live[lang === 'vi' ? live.length - 1 : live.length - 2]!.vassalage;
      const nodeId = `E2E-VAS-${lang}`;
      const name = `Lobby ${vendor} ${lang}`;
      await withDb(async (sql) => {
        await sql`INSERT INTO games (node_id, vendor_code, game_type, game_classify, game_code, names, search_text,
            min_bet, is_game, sort)
          VALUES (${nodeId}, ${vendor}, 'LIVE', 'BACCARAT', ${nodeId}, ${sql.json({ vi: name, en: name })},
            ${name.toLowerCase()}, 100, 'VASSALAGE', -1)`;
        await sql`SELECT pg_notify('catalogue_changed', '')`;
      });
      try {
        // The server serves the catalogue from memory and drops it on the notification: poll until it has.
        const listed = () => gameList(request, { gameType: 'LIVE', vassalage: vendor, pageSize: 15, language: lang });
        await expect.poll(async () => (await listed()).games.some((g) => g.nodeId === nodeId)).toBe(true);
        const games = await listed();
        await gotoWithLanguage(page, `/live?page=${vendor}`, lang);
        await page.locator(`[data-testid="game-tile"][data-node-id="${nodeId}"]`).getByTestId('game-play').click();
        const modal = page.getByTestId('vendor-games-modal');
        await expect(modal).toContainText(text(lang, 'games:vendorGames.title', { vendor }));
        await expect(modal.getByTestId('game-tile')).toHaveCount(games.games.length);
        // Browsing needs no session; playing one of its games does.
        const game = games.games.find((g) => g.nodeId !== nodeId)!;
        await modal
          .locator(`[data-testid="game-tile"][data-node-id="${game.nodeId}"]`)
          .getByTestId('game-play')
          .click();
        await expect(modal).toHaveCount(0);
        await expect(page).toHaveURL(/\/login$/);
      } finally {
        await withDb(async (sql) => {
          await sql`DELETE FROM games WHERE node_id = ${nodeId}`;
          await sql`SELECT pg_notify('catalogue_changed', '')`;
        });
      }
    });

    test('our lottery games open the lottery route with only the present fields', async ({ page, request }) => {
      await useOwnIp(page);
      const lottery = (await vendorsOf(request, lang, 'LOTT')).find((v) => v.vassalage === 'TCG_LOTTO_VN');
      expect(lottery, 'the demo Vietnam lottery vendor').toBeTruthy();
      const member = await createMember('lot');
      await signInAs(page, lang, member.account);
      await page.goto('/elott?page=TCG_LOTTO_VN');
      await page.getByTestId('game-play').first().click();
      await expect(page).toHaveURL(/\/lottery\?(?:gameCode=[^&]+&)?vendor=TCG_LOTTO_VN(?:&playType=[^&]+)?$/);
    });

    test('an address that is not http(s) is never framed: Invalid URL', async ({ page }) => {
      await gotoWithLanguage(page, '/game?url=javascript%3Aalert(1)', lang);
      await expect(page.getByTestId('game-invalid-url')).toContainText(text(lang, 'game:empty.requestedBody'));
      await expect(page.getByTestId('game-iframe')).toHaveCount(0);
    });

    test('/seamless plays an http(s) address under the site header and refuses anything else', async ({
      page,
      baseURL,
    }) => {
      const address = `${baseURL}/favicon.svg`;
      await gotoWithLanguage(page, `/seamless?url=${encodeURIComponent(address)}`, lang);
      await expect(page.getByTestId('site-header')).toBeVisible();
      await expect(page.getByTestId('game-iframe')).toHaveAttribute('src', address);
      await gotoWithLanguage(page, '/seamless?url=data%3Atext%2Fhtml%2Chi', lang);
      await expect(page.getByTestId('game-invalid-url')).toContainText(text(lang, 'game:empty.requestedBody'));
      await expect(page.getByTestId('game-iframe')).toHaveCount(0);
    });

    test('a launch answer with an unusable address shows the Invalid URL message', async ({ page }) => {
      await useOwnIp(page);
      const member = await createMember('bad');
      await signInAs(page, lang, member.account);
      // No vendor we run answers such an address; the answer is rewritten to exercise the browser's check.
      await page.route('**/wps/game/launchGame', (route) =>
        route.fulfill({
          json: {
            success: true,
            value: {
              action: 'open',
              mode: 'iframe',
              url: 'javascript:alert(1)',
              html: null,
              vassalage: 'PG',
              nodeId: 'x',
            },
          },
        }),
      );
      await page.goto('/rng?page=PG');
      await page.getByTestId('game-play').first().click();
      await expect(page.getByTestId('launch-invalid-url').getByTestId('modal-body')).toHaveText(
        text(lang, 'errors:invalid_url'),
      );
      await expect(page).toHaveURL(/\/rng\?page=PG/);
    });
  });
}
