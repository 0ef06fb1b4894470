import { randomUUID } from 'node:crypto';
import { expect, gotoWithLanguage, test } from '../fixtures.js';
import { useOwnIp, withDb } from './helpers/account-db.js';
import { operatorApi } from './helpers/cashier.js';
import { gameList, vendorGroups } from './helpers/lobby-api.js';
import { IN_EN, text } from './helpers/locales.js';
import { createMember, signInAs } from './helpers/login-helpers.js';
import { memberCall, memberId } from './helpers/wallet-member.js';

const mask = (account: string) => `${account.slice(0, 2)}***${account.slice(-2)}`;
const money = (minor: number) =>
  `${new Intl.NumberFormat('en-US').format(Math.trunc(minor / 100))}.${String(minor % 100).padStart(2, '0')}`;

interface Winner {
  vo: { account: string; nodeId: string; gameName: string; winAmount: number };
}

for (const lang of IN_EN) {
  test(`home: the popular games row and a winner board of real wins (${lang})`, async ({ page, request }) => {
    // A real-money round that paid 40× its stake, settled just now, for a member of this test.
    const member = await createMember('wb');
    const id = await memberId(member.account);
    const win = 4_321_900 + (lang === 'vi' ? 1 : 2);
    await withDb(
      (sql) => sql`INSERT INTO bets (member_id, vendor, round_id, unit, game_node_id, category, stake, win, status,
          created_at, updated_at, settled_at)
        VALUES (${id}, 'HOUSE', ${`e2e-wb-${randomUUID()}`}, 'VND', 'HOUSE-SLOT-1', 'RNG', 108_000, ${win}, 'settled',
          now(), now(), now())`,
    );
    await gotoWithLanguage(page, '/', lang);

    const board = page.getByTestId('winner-board');
    await expect(board.getByRole('heading', { name: text(lang, 'games:winners.title') })).toBeVisible();
    const mine = board.getByTestId('winner-item').filter({ hasText: money(win) });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByTestId('winner-account')).toHaveText(mask(member.account));
    // The board shows what the server lists: its name for the game in this language.
    const listed = (await (
      await request.get(`/wps/game/winners?gameCategory=ALL&limitNum=50&language=${lang}`)
    ).json()) as { value: { list: Winner[] } };
    const entry = listed.value.list.find((w) => w.vo.winAmount === win)!;
    expect(entry.vo.account).toBe(mask(member.account));
    await expect(mine).toContainText(entry.vo.gameName);
    // Up to 50 entries, each a masked account with an amount; the list moves on its own.
    const count = await board.getByTestId('winner-item').count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(50);
    for (const account of await board.getByTestId('winner-account').allTextContents()) {
      expect(account).toMatch(/^\w{1,2}\*\*\*\w{0,2}$/);
    }

    // Popular games: 20 of the most played, ranked, in one row.
    const popular = page.getByTestId('popular-games');
    await expect(popular.getByRole('heading', { name: text(lang, 'games:popular.title') })).toBeVisible();
    const tiles = popular.getByTestId('game-tile');
    await expect(tiles).toHaveCount(20);
    const shown = await tiles.evaluateAll((els) => els.map((e) => e.getAttribute('data-node-id')));
    const top = (await (await request.get(`/lgw/games/popular?count=50&language=${lang}`)).json()) as {
      value: { list: { nodeId: string }[] };
    };
    const topIds = top.value.list.map((g) => g.nodeId);
    expect(shown.every((n) => topIds.includes(n!))).toBe(true);
    // A visitor choosing a game is asked to log in first.
    await tiles.first().getByTestId('game-play').click({ force: true });
    await expect(page).toHaveURL(/\/login$/);
  });
}

test('phone (360 px): a category opens its vendors as a sheet; a vendor opens its lobby', async ({ page, request }) => {
  const lang = 'en';
  await page.setViewportSize({ width: 360, height: 740 });
  await gotoWithLanguage(page, '/', lang);
  const bar = page.getByTestId('mobile-category-bar');
  await expect(bar).toBeVisible();
  await expect(page.getByTestId('bottom-nav')).toBeHidden();

  await bar.getByTestId('mobile-nav-rng').click();
  const sheet = page.getByTestId('category-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('heading', { name: text(lang, 'layout:nav.rng') })).toBeVisible();
  const groups = await vendorGroups(request, lang);
  const rng = groups.filter((g) => g.gameType === 'RNG').flatMap((g) => g.cards);
  const items = sheet.getByTestId('vendor-sheet-item');
  await expect(items).toHaveCount(Math.min(30, rng.length));
  // Hot vendors first, each with its marker, as in the desktop drop-down.
  const hot = rng.filter((c) => c.isHot === 1).length;
  await expect(sheet.locator('[data-testid="vendor-sheet-item"][data-hot="true"]')).toHaveCount(Math.min(30, hot));
  await expect(items.first()).toHaveAttribute('data-hot', 'true');
  // It fits the phone: nothing sticks out sideways.
  const box = (await sheet.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // Closing leaves the page as it was.
  await sheet.getByTestId('category-sheet-close').click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  // A slot vendor: /rng with that vendor selected.
  await bar.getByTestId('mobile-nav-rng').click();
  await sheet.locator('[data-testid="vendor-sheet-item"][data-vendor="PG"]').click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
  await expect(page.locator('[data-testid="vendor-tab"][data-vendor="PG"]')).toHaveAttribute('aria-selected', 'true');

  // Sports groups esports and cockfight; a cockfight vendor plays on /cockfight; "all" opens the category.
  await bar.getByTestId('mobile-nav-sports').click();
  await expect(sheet.locator('[data-testid="vendor-sheet-item"][data-vendor="DS88"]')).toBeVisible();
  await sheet.locator('[data-testid="vendor-sheet-item"][data-vendor="DS88"]').click();
  await expect(page).toHaveURL(/\/cockfight\?page=DS88$/);
  await bar.getByTestId('mobile-nav-sports').click();
  await sheet.getByTestId('vendor-sheet-all').click();
  await expect(page).toHaveURL(/\/sports$/);
  await expect(page.getByTestId('category-page')).toHaveAttribute('data-category', 'sports');
});

test('a round at a transfer-wallet vendor shows in betting history once its report is read (vi)', async ({
  page,
  request,
}) => {
  const lang = 'vi';
  await useOwnIp(page);
  const member = await createMember('tvb');
  await (await operatorApi(request)).credit(await memberId(member.account), 500_000);
  await signInAs(page, lang, member.account);
  // Money into the JOKER game wallet (the transfer model), then a JOKER fishing game.
  const moved = await memberCall<{ status: string }>(page, request, 'POST', '/wps/v2/wallets/transfer', {
    vendor: 'JOKER',
    direction: 'in',
    amount: 200_000,
    idempotencyKey: randomUUID(),
  });
  expect(moved.status).toBe('succeeded');
  const { games } = await gameList(request, {
    gameType: 'FISH',
    vassalage: 'JOKER',
    pageNo: 1,
    pageSize: 15,
    language: lang,
  });
  const game = games[0]!;
  await page.goto('/fish?page=JOKER');
  const tile = page.locator(`[data-testid="game-tile"][data-node-id="${game.nodeId}"]`);
  const [vendorPage] = await Promise.all([
    page.waitForEvent('popup'),
    tile.getByTestId('game-play').click({ force: true }),
  ]);
  await expect(vendorPage.locator('[data-balance]')).toHaveAttribute('data-balance', '200000');
  const roundId = (await vendorPage.locator('input[name="roundId"]').getAttribute('value'))!;
  await vendorPage.locator('select[name="stake"]').selectOption('100000');
  await vendorPage.locator('button[type="submit"]').click();
  await expect(vendorPage.locator('p.result')).toHaveAttribute('data-outcome', /^(won|lost)$/);
  const won = (await vendorPage.locator('p.result').getAttribute('data-outcome')) === 'won';
  const atVendor = Number(await vendorPage.locator('[data-balance]').getAttribute('data-balance'));
  await vendorPage.close();

  // The server reads the vendor's bet report every second in this run: the round arrives by itself. Wait
  // for it through the history API (cheap), then open the page once: reloading the member centre in a
  // loop measured the page's load time under a busy CI lane, not the report's arrival.
  await expect
    .poll(
      async () =>
        (
          await memberCall<{ items: { roundId: string }[] }>(page, request, 'GET', '/wps/member/bets?vendor=JOKER')
        ).items.some((b) => b.roundId === roundId),
      { timeout: 30_000 },
    )
    .toBe(true);
  await page.goto('/?mc=personalHistoryCopy');
  const row = page.locator(`[data-testid="bet-row"][data-round="${roundId}"]`);
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText('JOKER');
  await expect(row).toContainText(text(lang, 'bettingHistory:categories.FISH'));
  await expect(row).toContainText('1,000.00');
  await expect(row.getByTestId('bet-status')).toHaveText(text(lang, 'bettingHistory:status.settled'));
  if (!won) await expect(row).toContainText('-1,000.00');

  // The round's money is booked as well: My wallet shows the JOKER wallet the vendor holds.
  await expect
    .poll(
      async () =>
        (
          await memberCall<{ vendors: { vendor: string; balance: number }[] }>(
            page,
            request,
            'GET',
            '/wps/v2/wallets/balance',
          )
        ).vendors.find((v) => v.vendor === 'JOKER')?.balance,
      { timeout: 20_000 },
    )
    .toBe(atVendor);
  await page.goto('/?mc=transferFund');
  await expect(page.getByTestId('tf-wallet-JOKER-balance')).toContainText(money(atVendor), { timeout: 15_000 });
});

interface PromotionSummary {
  id: number;
  title: string;
}

for (const lang of IN_EN) {
  test(`promotion cards: the home strip and a lobby's announcements open their promotion (${lang})`, async ({
    page,
    request,
  }) => {
    const notices = (await (
      await request.get('/wps/notice/list', { params: { types: 'PR', platform: 'W', language: lang } })
    ).json()) as { value: { promotion: PromotionSummary[] } };
    const announced = (await (await request.get(`/wps/game/announcements?language=${lang}`)).json()) as {
      value: { promotion: PromotionSummary[] };
    };
    expect(notices.value.promotion.length, 'the demo seed has promotions').toBeGreaterThan(0);
    expect(announced.value.promotion.length).toBeGreaterThan(0);

    // Home: at most six cards, in the server's order, each titled and opening its detail.
    await gotoWithLanguage(page, '/', lang);
    const strip = page.getByTestId('home-promotions');
    await strip.scrollIntoViewIfNeeded();
    const homeCards = strip.getByTestId('home-promotion');
    await expect(homeCards).toHaveCount(Math.min(6, notices.value.promotion.length));
    const first = notices.value.promotion[0]!;
    await expect(homeCards.first()).toContainText(first.title);
    await homeCards.first().click();
    await expect(page.getByTestId('promo-detail')).toHaveAttribute('data-promo-id', String(first.id));

    // A category lobby: at most four, one row, opening the same detail page.
    await page.goto('/live');
    const lobby = page.getByTestId('lobby-announcements');
    await lobby.scrollIntoViewIfNeeded();
    const lobbyCards = lobby.getByTestId('lobby-announcement');
    await expect(lobbyCards).toHaveCount(Math.min(4, announced.value.promotion.length));
    const announcedFirst = announced.value.promotion[0]!;
    await expect(lobbyCards.first()).toHaveText(announcedFirst.title);
    await lobbyCards.first().click();
    await expect(page.getByTestId('promo-detail')).toHaveAttribute('data-promo-id', String(announcedFirst.id));
  });
}
