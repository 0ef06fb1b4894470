import { expect, test } from '../fixtures.js';
import { useOwnIp } from './helpers/account-db.js';
import { expectTopBarBalance, operatorApi } from './helpers/cashier.js';
import { IN_VI, text } from './helpers/locales.js';
import { createMember, signInAs } from './helpers/login-helpers.js';
import { memberCall, memberId } from './helpers/wallet-member.js';

const START = 1_000_000_000; // 10,000,000.00 ₫ in minor units
/** The site's amount format ('1,234.56'), as the pages write it after the currency symbol. */
const amount = (minor: number) =>
  `${new Intl.NumberFormat('en-US').format(Math.trunc(minor / 100))}.${String(minor % 100).padStart(2, '0')}`;
/** The fast lottery drawing every minute on the North layout (lock 10 s), seeded by migration 0161. */
const FAST = 'sieutoc-1m-n';

interface Bet {
  cost: number;
  payout: number | null;
  status: string;
  drawId: number;
  selection: { kind: string };
}

for (const lang of IN_VI) {
  test.describe(`lottery (${lang})`, () => {
    // Reduced motion: the live draw still reveals every number in order, briskly (about 7 s, not 24 s).
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });

    test('a player finds lotteries by search and weekday, places lô, đề and xiên from the grid, watches the fast draw and sees the win in history and balance', async ({
      page,
      request,
    }) => {
      test.setTimeout(200_000);
      await useOwnIp(page);
      const member = await createMember('lot');
      await (await operatorApi(request)).credit(await memberId(member.account), START);
      await signInAs(page, lang, member.account, '/lottery');

      // The lobby: the North lottery by name (accents optional) and draw day (it draws every day).
      await page.getByTestId('lottery-search').fill('xo so mien bac');
      await page.getByTestId('lottery-weekday-2').click();
      const north = page.locator('[data-testid="lottery-card"][data-game="vn-mb"]');
      await expect(north).toBeVisible();
      await expect(page.getByTestId('lottery-card')).toHaveCount(1);
      await expect(north.getByTestId('lottery-card-numero')).toHaveText(/^\d{1,6}$/);

      // The fast lottery, opened from its card: the betting page of that game.
      await page.getByTestId('lottery-weekday-2').click();
      await page.getByTestId('lottery-search').fill('1 phut mien bac');
      const fast = page.locator(`[data-testid="lottery-card"][data-game="${FAST}"]`);
      await fast.getByTestId('lottery-card-link').click();
      await expect(page).toHaveURL(new RegExp(`/lottery\\?gameCode=${FAST}&vendor=TCG_LOTTO_VN`));
      await expect(page.getByTestId('lottery-game')).toHaveAttribute('data-region', 'north');

      // A draw open with time enough to build the slip (else the next one).
      const countdown = page.getByTestId('lottery-lock-countdown');
      const secondsLeft = async () => {
        const open = (await page.getByTestId('lottery-draw-header').getAttribute('data-state')) === 'open';
        const [m, s] = ((await countdown.textContent()) ?? '0:0').split(':').map(Number);
        return open ? (m ?? 0) * 60 + (s ?? 0) : 0;
      };
      await expect.poll(secondsLeft, { timeout: 75_000, intervals: [500] }).toBeGreaterThanOrEqual(30);

      // Lô 2 số on every number (quick pick "all": one of them always comes up), 1 point.
      await page.getByTestId('lottery-tab-lo').click();
      await page.getByTestId('lottery-pick-all').click();
      await expect(page.getByTestId('lottery-draft-cost')).toHaveText(new RegExp(amount(100 * 2_700_000)));
      await page.getByTestId('lottery-add').click();
      // Đề đặc biệt on 27, from the grid.
      await page.getByTestId('lottery-tab-de').click();
      await page.locator('[data-testid="lottery-cell"][data-number="27"]').click();
      await page.getByTestId('lottery-add').click();
      // Xiên 2: a third number is refused until one is taken off.
      await page.getByTestId('lottery-tab-xien').click();
      await page.locator('[data-testid="lottery-cell"][data-number="12"]').click();
      await page.locator('[data-testid="lottery-cell"][data-number="34"]').click();
      await expect(page.locator('[data-testid="lottery-cell"][data-number="56"]')).toBeDisabled();
      await page.getByTestId('lottery-add').click();

      // The slip: three bets, their cost per draw, then the confirmation step.
      await expect(page.getByTestId('lottery-slip-line')).toHaveCount(3);
      const total = 100 * 2_700_000 + 100_000 + 100_000;
      await expect(page.getByTestId('lottery-slip-per-draw')).toContainText(amount(total));
      await page.getByTestId('lottery-slip-confirm').click();
      await expect(page.getByTestId('lottery-confirm-total')).toContainText(amount(total));
      await page.getByRole('button', { name: text(lang, 'lottery:confirm.ok') }).click();
      await expect(page.getByTestId('lottery-slip-placed')).toBeVisible();
      await expectTopBarBalance(page, amount(START - total));

      const placed = (await memberCall<{ items: Bet[] }>(page, request, 'GET', `/wps/lottery/bets?game=${FAST}`)).items;
      expect(placed).toHaveLength(3);
      const drawId = placed[0]!.drawId;

      // That draw: its board fills live in the real order, then my bets show the result and the win.
      const live = page.locator(`[data-testid="lottery-draw"][data-draw="${drawId}"] [data-testid="lottery-live"]`);
      await expect(live).toBeVisible({ timeout: 90_000 });
      await expect(live).toHaveAttribute('data-done', 'true', { timeout: 40_000 });
      await expect(page.getByTestId('lottery-win-banner')).toHaveAttribute('data-won', 'true', { timeout: 30_000 });
      await page.getByTestId('lottery-view-mine').click();
      const lo = page.locator('[data-testid="lottery-my-bet"]').filter({ hasText: text(lang, 'lottery:kinds.lo2') });
      await expect(lo).toHaveAttribute('data-status', 'won', { timeout: 30_000 });
      const bets = (await memberCall<{ items: Bet[] }>(page, request, 'GET', `/wps/lottery/bets?game=${FAST}`)).items;
      expect(bets.every((b) => b.status !== 'pending')).toBe(true);
      const paid = bets.reduce((s, b) => s + (b.payout ?? 0), 0);
      expect(paid).toBeGreaterThan(0);
      await expect(lo.getByTestId('lottery-my-bet-payout')).toContainText(
        amount(bets.find((b) => b.selection.kind === 'lo2')!.payout!),
      );
      await expectTopBarBalance(page, amount(START - total + paid));

      // The results board of that draw and the game's statistics, from the real draws.
      await page.getByTestId('lottery-view-results').click();
      const board = page.locator(`[data-testid="lottery-draw"][data-draw="${drawId}"]`).first();
      await expect(board.getByTestId('lottery-board-number')).toHaveCount(27);
      // The fast draw is provably fair: the browser recomputes the latest one from its revealed seeds.
      const verify = page.getByTestId('lottery-verify').first();
      await verify.locator('summary').click();
      await verify.getByTestId('lottery-verify-run').click();
      await expect(verify.getByTestId('lottery-verify-ok')).toBeVisible();
      await page.getByTestId('lottery-view-stats').click();
      await expect(page.getByTestId('lottery-stats')).toHaveAttribute('data-draws', /^[1-9]\d*$/);
      await expect(page.getByTestId('lottery-chart-frequency').locator('canvas')).toBeVisible();
    });
  });
}
