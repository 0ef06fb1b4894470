import { expect, gotoWithLanguage, test } from '../fixtures.js';
import { withDb } from './helpers/account-db.js';
import { gameList, vendorsOf } from './helpers/lobby-api.js';
import { IN_VI, text } from './helpers/locales.js';

for (const lang of IN_VI) {
  test.describe(`lobby drop-downs (${lang})`, () => {
    test('the slot drop-down lists up to 30 vendors in columns of 10 with hot markers and selects the vendor', async ({
      page,
      request,
    }) => {
      const rng = await vendorsOf(request, lang, 'RNG');
      expect(rng.length).toBeGreaterThan(10);
      await gotoWithLanguage(page, '/', lang);
      await page.getByTestId('nav-rng').hover();
      const menu = page.getByTestId('vendor-dropdown-rng');
      await expect(menu).toBeVisible();
      const items = menu.getByTestId('vendor-dropdown-item');
      await expect(items).toHaveCount(Math.min(30, rng.length));
      const columns = menu.getByTestId('vendor-dropdown-column');
      await expect(columns).toHaveCount(Math.ceil(Math.min(30, rng.length) / 10));
      await expect(columns.first().getByTestId('vendor-dropdown-item')).toHaveCount(10);
      const hot = rng.filter((v) => v.isHot === 1).slice(0, 30).length;
      await expect(menu.getByTestId('vendor-hot')).toHaveCount(hot);
      await expect(menu.getByTestId('vendor-hot').first()).toHaveText(text(lang, 'games:hot'));

      // A slot vendor click opens /rng with that vendor selected.
      const target = rng[2]!;
      await items.nth(2).click();
      await expect(page).toHaveURL(new RegExp(`/rng\\?vassalage=${target.vassalage}$`));
      await expect(page.getByTestId('vendor-tab').and(page.locator('[aria-selected="true"]'))).toHaveAttribute(
        'data-vendor',
        target.vassalage,
      );
      await expect(page.getByTestId('lobby-games')).toHaveAttribute('data-vendor', target.vassalage);
    });

    test('cockfight vendors in the sports drop-down go to /cockfight, other vendors to their lobby', async ({
      page,
      request,
    }) => {
      const cockfight = await vendorsOf(request, lang, 'COCKFIGHT');
      const live = await vendorsOf(request, lang, 'LIVE');
      await gotoWithLanguage(page, '/', lang);
      await page.getByTestId('nav-sports').hover();
      const sportsMenu = page.getByTestId('vendor-dropdown-sports');
      await sportsMenu.locator(`[data-vendor="${cockfight[0]!.vassalage}"]`).click();
      await expect(page).toHaveURL(new RegExp(`/cockfight\\?page=${cockfight[0]!.vassalage}$`));
      await expect(page.getByTestId('category-page')).toHaveAttribute('data-category', 'cockfight');
      await expect(page.getByTestId('lobby-games')).toHaveAttribute('data-vendor', cockfight[0]!.vassalage);

      await page.getByTestId('nav-live').hover();
      // The chosen menu closes once the pointer leaves it (focus does not keep it open).
      await expect(sportsMenu).toBeHidden();
      await page.getByTestId('vendor-dropdown-live').locator(`[data-vendor="${live[1]!.vassalage}"]`).click();
      await expect(page).toHaveURL(new RegExp(`/live\\?page=${live[1]!.vassalage}$`));
      await expect(page.getByTestId('lobby-games')).toHaveAttribute('data-vendor', live[1]!.vassalage);
    });
  });

  test.describe(`game lobby (${lang})`, () => {
    test('vendor tabs get arrows above 7 vendors only', async ({ page, request }) => {
      const rng = await vendorsOf(request, lang, 'RNG');
      const cockfight = await vendorsOf(request, lang, 'COCKFIGHT');
      expect(cockfight.length).toBeLessThanOrEqual(7);
      await gotoWithLanguage(page, '/rng', lang);
      await expect(page.getByTestId('vendor-tab')).toHaveCount(rng.length);
      await expect(page.getByTestId('vendor-tabs')).toHaveAttribute('data-arrows', 'true');
      await expect(page.getByTestId('vendor-next')).toBeVisible();
      await gotoWithLanguage(page, '/cockfight', lang);
      await expect(page.getByTestId('vendor-tab')).toHaveCount(cockfight.length);
      await expect(page.getByTestId('vendor-tabs')).toHaveAttribute('data-arrows', 'false');
      await expect(page.getByTestId('vendor-next')).toHaveCount(0);
    });

    test('search runs only for a changed term, filters narrow, a vendor change resets them and selects hot', async ({
      page,
      request,
    }) => {
      const rng = await vendorsOf(request, lang, 'RNG');
      const vendor = rng.find((v) => v.vassalage !== 'HOUSE')!;
      const all = await gameList(request, {
        gameType: 'RNG',
        vassalage: vendor.vassalage,
        pageSize: 100,
        language: lang,
      });
      const pick = all.games[0]!;
      const listCalls: URL[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/wps/game/list?')) listCalls.push(new URL(r.url()));
      });
      await gotoWithLanguage(page, `/rng?page=${vendor.vassalage}`, lang);
      const games = page.getByTestId('lobby-games');
      await expect(games).toHaveAttribute('data-mode', 'all');
      await expect(page.getByTestId('mode-all')).toHaveText(text(lang, 'lobby:modes.all'));
      await expect(page.getByTestId('game-tile').first()).toBeVisible();

      // Search by a word of one game's name; the page shows what the server finds for it.
      const word = pick.gameName.split(' ')[0]!;
      const expected = await gameList(request, {
        gameType: 'RNG',
        vassalage: vendor.vassalage,
        gameName: word,
        pageSize: 15,
        language: lang,
      });
      expect(expected.total).toBeGreaterThan(0);
      expect(expected.total).toBeLessThan(all.total);
      await page.getByTestId('lobby-search').fill(word);
      await page.getByTestId('lobby-search-submit').click();
      await expect(page.getByTestId('game-tile')).toHaveCount(expected.games.length);
      await expect(page.getByTestId('game-name').first()).toHaveText(expected.games[0]!.gameName);
      const searches = () => listCalls.filter((u) => u.searchParams.get('gameName') === word).length;
      expect(searches()).toBe(1);
      // The same term again does not search again.
      await page.getByTestId('lobby-search-submit').click();
      await page.getByTestId('lobby-search').press('Enter');
      await page.waitForTimeout(300);
      expect(searches()).toBe(1);

      // Minimum bet: the request carries it in minor units and every tile matches.
      await page.getByTestId('lobby-search').fill('');
      await page.getByTestId('lobby-search-submit').click();
      const minBet = pick.minBet;
      if ([10_000, 50_000, 100_000, 500_000, 1_000_000].includes(minBet)) {
        await page.getByTestId('lobby-min-bet').selectOption(String(minBet));
        await expect.poll(() => listCalls.some((u) => u.searchParams.get('minBet') === String(minBet))).toBe(true);
        const withBet = all.games.filter((g) => g.minBet === minBet);
        await expect(page.getByTestId('game-tile')).toHaveCount(Math.min(15, withBet.length));
        for (const name of await page.getByTestId('game-name').allTextContents()) {
          expect(withBet.map((g) => g.gameName)).toContain(name);
        }
      }

      // Classification filter, when the category offers it.
      const classify = page.getByTestId('lobby-classify');
      if (await classify.count()) {
        await page.getByTestId('lobby-min-bet').selectOption('');
        await classify.selectOption(pick.gameClassify);
        await expect
          .poll(() => listCalls.some((u) => u.searchParams.get('gameClassify') === pick.gameClassify))
          .toBe(true);
        await expect(page.getByTestId('game-tile').first()).toBeVisible();
      }

      // Changing vendor resets the filters and paging and selects hot.
      const other = rng.find((v) => v.vassalage !== vendor.vassalage && v.vassalage !== 'HOUSE')!;
      await page.getByTestId('lobby-search').fill(word);
      await page.getByTestId('lobby-search-submit').click();
      await page.locator(`[data-testid="vendor-tab"][data-vendor="${other.vassalage}"]`).click();
      await expect(games).toHaveAttribute('data-vendor', other.vassalage);
      await expect(games).toHaveAttribute('data-mode', 'hot');
      await expect(page.getByTestId('mode-hot')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('lobby-search')).toHaveValue('');
      await expect(page.getByTestId('lobby-min-bet')).toHaveValue('');
    });

    test('pages of 15, clamped between 1 and the last page', async ({ page, request }) => {
      // Demo vendors have 12 slots each; a vendor's full catalogue is larger, so this journey adds
      // 25 games to one vendor (its own per language, removed afterwards) to have three pages.
      const rng = (await vendorsOf(request, lang, 'RNG')).filter((v) => v.isHot !== 1);
      const vendor = rng[lang === 'vi' ? rng.length - 1 : rng.length - 2]!.vassalage;
      const prefix = `E2E-PAGE-${lang}-`;
      await withDb(async (sql) => {
        for (let i = 0; i < 25; i++) {
          const name = `Paging Test ${lang} ${String(i).padStart(2, '0')}`;
          await sql`INSERT INTO games (node_id, vendor_code, game_type, game_classify, game_code, names, search_text,
              min_bet, sort)
            VALUES (${`${prefix}${i}`}, ${vendor}, 'RNG', 'SLOT', ${`${prefix}${i}`},
              ${sql.json({ vi: name, en: name })}, ${name.toLowerCase()}, 100, ${100_000 + i})`;
        }
        await sql`SELECT pg_notify('catalogue_changed', '')`;
      });
      try {
        // The server serves the catalogue from memory and drops it on the notification: poll until it has.
        const listed = () => gameList(request, { gameType: 'RNG', vassalage: vendor, pageSize: 15, language: lang });
        await expect.poll(async () => (await listed()).totalPages).toBeGreaterThanOrEqual(3);
        const { totalPages, total } = await listed();
        await gotoWithLanguage(page, `/rng?page=${vendor}`, lang);
        const status = (p: number) => text(lang, 'lobby:pager.status', { page: p, total: totalPages });
        await expect(page.getByTestId('game-tile')).toHaveCount(15);
        await expect(page.getByTestId('pager-status')).toHaveText(status(1));
        await expect(page.getByTestId('pager-prev')).toBeDisabled();
        await page.getByTestId('pager-next').click();
        await expect(page.getByTestId('pager-status')).toHaveText(status(2));
        await expect(page.getByTestId('pager-page').and(page.locator('[aria-current="page"]'))).toHaveText('2');
        await page
          .getByTestId('pager-page')
          .filter({ hasText: String(totalPages) })
          .click();
        await expect(page.getByTestId('pager-status')).toHaveText(status(totalPages));
        await expect(page.getByTestId('game-tile')).toHaveCount(total - 15 * (totalPages - 1));
        // The last page is the end: next is disabled, so the page cannot go past it.
        await expect(page.getByTestId('pager-next')).toBeDisabled();
        await page.getByTestId('pager-prev').click();
        await expect(page.getByTestId('pager-status')).toHaveText(status(totalPages - 1));
      } finally {
        await withDb(async (sql) => {
          await sql`DELETE FROM games WHERE node_id LIKE ${`${prefix}%`}`;
          await sql`SELECT pg_notify('catalogue_changed', '')`;
        });
      }
    });

    test('the vendor list is cached in session storage and fetched again on a language change', async ({ page }) => {
      const vendorCalls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/wps/game/vendor')) vendorCalls.push(r.url());
      });
      await gotoWithLanguage(page, '/rng', lang);
      await expect(page.getByTestId('vendor-tab').first()).toBeVisible();
      const cached = await page.evaluate((l) => sessionStorage.getItem(`qc:gameVendor:${l}`), lang);
      expect(cached).toContain('"lanes"');
      const before = vendorCalls.length;
      // Another lobby in the same tab reads the cache: no new vendor call.
      await page.getByTestId('nav-fish').click();
      await expect(page.getByTestId('category-page')).toHaveAttribute('data-category', 'fish');
      await expect(page.getByTestId('vendor-tab').first()).toBeVisible();
      expect(vendorCalls.length).toBe(before);
      const other = lang === 'vi' ? 'en' : 'vi';
      await page.getByTestId(`language-option-${other}`).click();
      await expect.poll(() => vendorCalls.some((u) => u.includes(`language=${other}`))).toBe(true);
      await expect
        .poll(() => page.evaluate((l) => sessionStorage.getItem(`qc:gameVendor:${l}`), other))
        .toContain('"lanes"');
      await expect(page.getByTestId('category-title')).toHaveText(text(other, 'lobby:categories.fish.title'));
    });
  });
}
