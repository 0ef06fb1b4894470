import { HOUSE_DICE_NODE_ID } from '../../packages/contracts/src/rounds.contract.js';
import { expect, test } from '../fixtures.js';
import { useOwnIp } from './helpers/account-db.js';
import { operatorApi } from './helpers/cashier.js';
import { IN_EN, text } from './helpers/locales.js';
import { createMember, signInAs, withDb } from './helpers/login-helpers.js';
import { memberCall, memberId } from './helpers/wallet-member.js';

const START = 100_000_000; // 1,000,000.00 ₫ in minor units
/** The site's amount format ('1,234.56'), as the top bar writes it after the currency symbol. */
const amount = (minor: number) =>
  `${new Intl.NumberFormat('en-US').format(Math.trunc(minor / 100))}.${String(minor % 100).padStart(2, '0')}`;

interface Bet {
  stake: number;
  payout: number | null;
  state: string;
}

/**
 * Short rounds for the journey through the game's settings row (what the operator's settings API writes):
 * 30 s rounds locked 3 s before the draw. Settings apply from the next round the scheduler makes; the one
 * already scheduled ahead (under the old settings) is given the new length too (its opening, and so its
 * job, stays put), so the journey waits out at most the round running when it starts.
 */
async function shortRounds(): Promise<void> {
  await withDb(async (sql) => {
    await sql`UPDATE round_games SET interval_seconds = 30, lock_seconds = 3, updated_at = now() WHERE game = 'dice'`;
    await sql`UPDATE rounds SET closes_at = opens_at + interval '27 seconds', draws_at = opens_at + interval '30 seconds'
      WHERE game = 'dice' AND state = 'scheduled'`;
  });
}

/** Back to the seeded timing (migration 0130) for whatever runs on this server after the journey. */
async function usualRounds(): Promise<void> {
  await withDb(
    (sql) =>
      sql`UPDATE round_games SET interval_seconds = 45, lock_seconds = 5, updated_at = now() WHERE game = 'dice'`,
  );
}

for (const lang of IN_EN) {
  test.describe(`dice table (${lang})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    test.afterEach(usualRounds);

    test('a member bets on a dice round, sees the countdown, the result, the payout and the balance move, then verifies the round', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      await useOwnIp(page);
      await shortRounds();
      const member = await createMember('dce');
      const id = await memberId(member.account);
      await (await operatorApi(request)).credit(id, START);
      // What the live socket brings the page: the payout's balance must come this way (no reload, no asking).
      const pushed: string[] = [];
      page.on('websocket', (ws) => ws.on('framereceived', (f) => pushed.push(String(f.payload))));
      await signInAs(page, lang, member.account, '/live?page=HOUSE');

      // The table is a house game of the live lobby, launched like any vendor's game.
      const tile = page.locator(`[data-testid="game-tile"][data-node-id="${HOUSE_DICE_NODE_ID}"]`);
      await tile.getByTestId('game-play').click();
      await expect(page).toHaveURL(/\/game\?url=/);
      const src = (await page.getByTestId('game-iframe').getAttribute('src'))!;
      expect(new URL(src).pathname).toBe('/house/dice');

      // The table in the game frame: no second site header inside it, the balance in the table's own bar;
      // the countdown to the close.
      const table = page.frameLocator('[data-testid="game-iframe"]');
      await expect(table.getByRole('heading', { name: text(lang, 'dice:title') })).toBeVisible();
      await expect(table.getByTestId('site-header')).toHaveCount(0);
      await expect(table.getByTestId('dice-balance')).toContainText(amount(START));
      // Betting open with time enough to build the slip (else the next round): ten taps in a frame and the
      // confirm took more than 8 s on a busy CI lane, and the round closed under the slip.
      const phase = table.getByTestId('dice-phase');
      const countdown = table.getByTestId('dice-countdown');
      await expect
        .poll(
          async () => ((await phase.getAttribute('data-phase')) === 'open' ? Number(await countdown.textContent()) : 0),
          { timeout: 60_000, intervals: [500] },
        )
        .toBeGreaterThanOrEqual(15);
      const first = Number(await countdown.textContent());
      await expect.poll(async () => Number(await countdown.textContent())).toBeLessThan(first);
      const seq = Number((await table.getByTestId('dice-round-seq').textContent())!.replace(/\D/g, ''));

      // A slip: Big and Small, and every single face (one of them always wins), with the smallest chip.
      const chip = table.locator('[data-testid^="dice-chip-"]').first();
      const stake = Number((await chip.getAttribute('data-testid'))!.replace('dice-chip-', ''));
      await chip.click();
      const spots = ['big', 'small', 'single:1', 'single:2', 'single:3', 'single:4', 'single:5', 'single:6'];
      for (const spot of spots) await table.getByTestId(`dice-spot-${spot}`).click();
      await table.getByTestId('dice-spot-big').click(); // a second chip on the same spot
      await expect(table.getByTestId('dice-slip-line')).toHaveCount(spots.length);
      const total = stake * (spots.length + 1);
      await expect(table.getByTestId('dice-slip-total')).toContainText(amount(total));
      await table.getByTestId('dice-slip-confirm').click();
      await expect(table.getByTestId('dice-slip-placed')).toBeVisible();
      await expect(table.getByTestId('dice-slip-line')).toHaveCount(0);
      await expect(table.getByTestId('dice-balance')).toContainText(amount(START - total));

      // The round closes, is drawn and settled: my bets show the outcome and the payout; no reload.
      const placedOn = table.getByTestId('dice-my-round').first();
      await expect(placedOn.getByTestId('dice-my-bet')).toHaveCount(spots.length);
      const roundId = Number(await placedOn.getAttribute('data-round-id'));
      const mine = table.locator(`[data-testid="dice-my-round"][data-round-id="${roundId}"]`);
      await expect(mine.getByTestId('dice-my-payout')).toBeVisible({ timeout: 60_000 });
      const bets = (await memberCall<{ items: Bet[] }>(page, request, 'GET', `/wps/rounds/${roundId}/bets`)).items;
      expect(bets.every((b) => b.state !== 'placed')).toBe(true);
      const paid = bets.reduce((s, b) => s + (b.payout ?? 0), 0);
      expect(paid).toBeGreaterThan(0);
      await expect(mine.getByTestId('dice-my-payout')).toContainText(amount(paid));
      await expect(table.getByTestId('dice-result')).toContainText(`#${seq}:`);
      await expect(table.getByTestId('dice-balance')).toContainText(amount(START - total + paid));
      expect(
        pushed.some((f) => f.includes('"type":"balance"') && f.includes(`"available":${START - total + paid}`)),
      ).toBe(true);
      expect(pushed.some((f) => f.includes('"topic":"round:dice"') && f.includes(`"roundId":${roundId}`))).toBe(true);
      await expect(table.locator(`[data-testid="dice-bead"][data-round-id="${roundId}"]`)).toBeVisible();

      // The verify page recomputes the round from its revealed seed and agrees with the table.
      const round = await (await request.get(`/wps/rounds/${roundId}`)).json();
      await mine.getByTestId('dice-my-verify').click();
      const verifyUrl = new RegExp(`/house/dice/verify\\?round=${roundId}$`);
      await expect.poll(() => page.frames().some((f) => verifyUrl.test(f.url()))).toBe(true);
      await expect(page).toHaveURL(/\/game\?url=/); // within the frame: the page around it stays
      await expect(table.getByTestId('dice-verify-hash-check')).toHaveAttribute('data-ok', 'true');
      await expect(table.getByTestId('dice-verify-match')).toHaveAttribute('data-ok', 'true');
      await expect(table.getByTestId('dice-verify-dice')).toHaveText(round.value.result.dice.join(' · '));
      await expect(table.getByTestId('dice-verify-hash')).toHaveText(round.value.serverSeedHash);

      // Opened outside a frame (its own tab), the table still shows the balance, in its own bar.
      await page.goto('/house/dice');
      await expect(page.getByTestId('dice-balance')).toContainText(amount(START - total + paid));
      await expect(page.getByTestId('site-header')).toHaveCount(0);
    });
  });
}
