import { expect, gotoWithLanguage, test } from '../fixtures.js';
import { useOwnIp } from './helpers/account-db.js';
import { IN_VI, text } from './helpers/locales.js';
import { createMember, signInAs } from './helpers/login-helpers.js';

for (const lang of IN_VI) {
  test(`[${lang}] favourites: only when logged in, toggled with a loader, listed in the fav mode`, async ({ page }) => {
    await useOwnIp(page);
    // A visitor has no favourites mode and no hearts.
    await gotoWithLanguage(page, '/rng?page=PG', lang);
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    await expect(page.getByTestId('mode-fav')).toHaveCount(0);
    await expect(page.getByTestId('favourite-toggle')).toHaveCount(0);
    await expect(page.getByTestId('mode-recent')).toBeVisible();

    const member = await createMember('fav');
    await signInAs(page, lang, member.account);
    await page.goto('/rng?page=PG');
    await expect(page.getByTestId('mode-fav')).toHaveText(text(lang, 'lobby:modes.fav'));
    const tile = page.getByTestId('game-tile').first();
    const nodeId = (await tile.getAttribute('data-node-id'))!;
    const heart = tile.getByTestId('favourite-toggle');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');

    // Hold the add call to see the loader, then let it through.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/wps/game/favourite/add', async (route) => {
      await held;
      await route.continue();
    });
    await heart.click();
    await expect(heart.getByTestId('spinner')).toBeVisible();
    await expect(heart).toBeDisabled();
    release();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart.getByTestId('spinner')).toHaveCount(0);
    await page.unroute('**/wps/game/favourite/add');

    // The fav mode lists it; the server kept it (a reload shows it again).
    await page.getByTestId('mode-fav').click();
    await expect(page.getByTestId('lobby-games')).toHaveAttribute('data-mode', 'fav');
    await expect(page.getByTestId('game-tile')).toHaveCount(1);
    await expect(page.getByTestId('game-tile')).toHaveAttribute('data-node-id', nodeId);
    await page.reload();
    const again = page.locator(`[data-testid="game-tile"][data-node-id="${nodeId}"]`).getByTestId('favourite-toggle');
    await expect(again).toHaveAttribute('aria-pressed', 'true');

    // Removing it empties the favourites list.
    await again.click();
    await expect(again).toHaveAttribute('aria-pressed', 'false');
    await page.getByTestId('mode-fav').click();
    await expect(page.getByTestId('lobby-empty')).toHaveText(text(lang, 'lobby:noGames'));
  });
}
