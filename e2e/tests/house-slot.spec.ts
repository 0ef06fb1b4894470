import { createHash, randomBytes } from 'node:crypto';
// The engine itself (pure TypeScript): the journey picks a client seed whose first round awards free spins.
import { FairRandom, HOUSE_SLOT, playRound } from '../../packages/games/src/index.js';
import { expect, gotoWithLanguage, test } from '../fixtures.js';
import { useOwnIp } from './helpers/account-db.js';
import { IN_EN, text } from './helpers/locales.js';
import { createMember, signInAs, withDb } from './helpers/login-helpers.js';

const START = 100_000_000; // 1,000,000.00 ₫ in minor units
/** The site's amount format with its currency symbol (shared/format: '₫ 1,234.56'). */
const money = (minor: number) =>
  `₫ ${new Intl.NumberFormat('en-US').format(Math.trunc(minor / 100))}.${String(minor % 100).padStart(2, '0')}`;

/**
 * A deposit for the test member, written through the ledger's own transfer function (the one the
 * ledger service calls), from the payment clearing account: the ledger's invariants hold as after a
 * real deposit.
 */
async function fund(account: string, amount: number): Promise<number> {
  return withDb(async (sql) => {
    const [m] = await sql<{ id: number }[]>`SELECT id FROM members WHERE account = ${account}`;
    const ensure = async (code: string, owner: number | null, kind: string, guarded: boolean) => {
      await sql`INSERT INTO ledger_accounts (code, owner_member_id, kind, unit, protected, created_at)
        VALUES (${code}, ${owner}, ${kind}, 'VND', ${guarded}, now()) ON CONFLICT (code) DO NOTHING`;
      const [row] = await sql<{ id: string }[]>`SELECT id FROM ledger_accounts WHERE code = ${code}`;
      return row!.id;
    };
    const clearing = await ensure('h:payment_clearing:VND', null, 'payment_clearing', false);
    const cash = await ensure(`m:${m!.id}:cash`, m!.id, 'cash', true);
    const key = `e2e-house-fund:${randomBytes(6).toString('hex')}`;
    await sql`SELECT * FROM ledger_transfer(${key}, ${key}, ${clearing}, ${cash}, ${amount}, 'VND', 'deposit',
      'e2e', false, NULL, now())`;
    return m!.id;
  });
}

async function cashOf(memberId: number): Promise<number> {
  return withDb(async (sql) => {
    const [row] = await sql<{ available: string }[]>`
      SELECT posted - pending_debits AS available FROM ledger_accounts WHERE code = ${`m:${memberId}:cash`}`;
    return Number(row!.available);
  });
}

for (const lang of IN_EN) {
  test.describe(`house slot (${lang})`, () => {
    // The slot's presentation (reels turning, the free-spins banner between rounds) is what these journeys
    // watch; with reduced motion the rounds play out at once (use-slot-play.ts).
    test.use({ reducedMotion: 'no-preference' });
    test('a member launches the slot from the lobby, spins, and verifies the round after rotating the seed', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await useOwnIp(page);
      const member = await createMember('hsl');
      const memberId = await fund(member.account, START);
      await signInAs(page, lang, member.account);

      // Launched like any vendor's game: lobby tile → /wps/game/launchGame → /game frames /house/slot.
      await page.goto('/rng?page=HOUSE');
      await page.locator('[data-testid="game-tile"][data-node-id="HOUSE-SLOT-1"]').getByTestId('game-play').click();
      await expect(page).toHaveURL(/\/game\?url=/);
      const src = (await page.getByTestId('game-iframe').getAttribute('src'))!;
      expect(new URL(src).pathname).toBe('/house/slot');
      const slot = page.frameLocator('[data-testid="game-iframe"]');

      // Before any play: the balance, the committed hash of the server seed and nonce 0.
      await expect(slot.getByRole('heading', { name: text(lang, 'houseSlot:title') })).toBeVisible();
      await expect(slot.getByTestId('slot-balance')).toHaveText(money(START));
      const hash = (await slot.getByTestId('slot-server-seed-hash').textContent())!.trim();
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      await expect(slot.getByTestId('slot-nonce')).toHaveText('0');
      await expect(slot.getByTestId('slot-total-bet')).toHaveText(money(200_000)); // 20 lines × 100 ₫
      await expect(slot.getByText(text(lang, 'houseSlot:history.empty'))).toBeVisible();

      // One spin: debited and credited through the seamless wallet; balance, nonce and history move.
      await slot.getByTestId('slot-spin').click();
      await expect(slot.getByTestId('slot-history-row')).toHaveCount(1, { timeout: 30_000 });
      await expect(slot.getByTestId('slot-spin')).toBeEnabled({ timeout: 30_000 });
      await expect(slot.getByTestId('slot-nonce')).toHaveText('1');
      const [round] = await withDb(
        (sql) => sql<{ total_win: string; state: string }[]>`
        SELECT total_win, state FROM house_spins WHERE member_id = ${memberId}`,
      );
      expect(round!.state).toBe('settled');
      const win = Number(round!.total_win);
      const balance = START - 200_000 + win;
      expect(await cashOf(memberId)).toBe(balance);
      await expect(slot.getByTestId('slot-balance')).toHaveText(money(balance));
      await expect(slot.getByTestId(win > 0 ? 'slot-win' : 'slot-no-win')).toBeVisible();
      const [bet] = await withDb(
        (sql) => sql<{ stake: string; win: string; status: string }[]>`
        SELECT stake, win, status FROM bets WHERE member_id = ${memberId} AND vendor = 'HOUSE'`,
      );
      expect(bet).toEqual({ stake: '200000', win: String(win), status: 'settled' });

      // A new client seed rotates the pair: the old server seed is revealed and matches the commitment.
      await slot.getByTestId('slot-client-seed').fill(`e2e-${lang}-seed`);
      await slot.getByTestId('slot-rotate').click();
      const revealed = slot.getByTestId('slot-revealed');
      await expect(revealed).toBeVisible();
      const serverSeed = (await revealed.locator('.font-mono').textContent())!.trim();
      expect(createHash('sha256').update(serverSeed).digest('hex')).toBe(hash);
      await expect(slot.getByTestId('slot-server-seed-hash')).not.toHaveText(hash);
      await expect(slot.getByTestId('slot-nonce')).toHaveText('0');

      // The verify page recomputes the round in the browser and finds it matches.
      await slot.getByTestId('slot-verify-link').first().click();
      await expect(slot.getByTestId('verify-hash-check')).toHaveText(`✓ ${text(lang, 'houseSlot:verify.hashOk')}`);
      await expect(slot.getByTestId('verify-match')).toHaveText(`✓ ${text(lang, 'houseSlot:verify.match')}`);
      await expect(slot.getByTestId('verify-win')).toHaveText(money(win));

      // Another client seed gives another round: the page says it does not match the recorded one.
      await slot.getByTestId('verify-clientSeed').fill('someone-else');
      await slot.getByTestId('verify-submit').click();
      await expect(slot.getByTestId('verify-match')).toHaveText(`✗ ${text(lang, 'houseSlot:verify.mismatch')}`);

      await slot.getByTestId('verify-back').click();
      await expect(slot.getByTestId('slot-history-row')).toHaveCount(1);
    });

    test('a round that awards free spins plays them out, tripled, and pays their sum', async ({ page }) => {
      test.setTimeout(120_000);
      await useOwnIp(page);
      const member = await createMember('hsf');
      const memberId = await fund(member.account, START);
      await signInAs(page, lang, member.account);
      await page.goto('/rng?page=HOUSE');
      await page.locator('[data-testid="game-tile"][data-node-id="HOUSE-SLOT-1"]').getByTestId('game-play').click();
      const slot = page.frameLocator('[data-testid="game-iframe"]');
      await expect(slot.getByTestId('slot-nonce')).toHaveText('0');

      // Knowing the secret server seed (test only, from the database), choose the client seed so that
      // nonce 0 awards free spins, and store it as the pair's client seed.
      const [seed] = await withDb(
        (sql) => sql<{ id: string; server_seed: string }[]>`
        SELECT id, server_seed FROM house_seeds WHERE member_id = ${memberId} AND revealed_at IS NULL`,
      );
      const bet = { lineBet: 10_000, lines: 20 };
      // The first candidate may already award them (then it is the one stored: never an empty seed).
      let clientSeed = 'free-first';
      let expected = playRound(
        HOUSE_SLOT,
        new FairRandom({ serverSeed: seed!.server_seed, clientSeed, nonce: 0 }),
        bet,
      );
      for (let i = 0; expected.freeSpins.length === 0; i++) {
        clientSeed = `free-${i}`;
        expected = playRound(HOUSE_SLOT, new FairRandom({ serverSeed: seed!.server_seed, clientSeed, nonce: 0 }), bet);
      }
      await withDb((sql) => sql`UPDATE house_seeds SET client_seed = ${clientSeed} WHERE id = ${seed!.id}`);

      await slot.getByTestId('slot-spin').click();
      const banner = slot.getByTestId('slot-free-spins');
      await expect(banner).toHaveText(text(lang, 'houseSlot:free.awarded', { total: 10 }));
      await expect(slot.getByTestId('slot-spin')).toBeEnabled({ timeout: 60_000 });
      await expect(banner).toHaveText(
        text(lang, 'houseSlot:free.progress', { index: 10, total: 10, won: money(expected.totalWin) }),
      );
      await expect(slot.getByTestId('slot-win')).toContainText(money(expected.totalWin));
      await expect(slot.getByTestId('slot-balance')).toHaveText(money(START - 200_000 + expected.totalWin));
      expect(await cashOf(memberId)).toBe(START - 200_000 + expected.totalWin);
      const [round] = await withDb(
        (sql) => sql<{ total_win: string; free: number }[]>`
        SELECT total_win, jsonb_array_length(result->'freeSpins') AS free FROM house_spins WHERE member_id = ${memberId}`,
      );
      expect(round).toEqual({ total_win: String(expected.totalWin), free: 10 });
    });

    test('without a launch token the slot sends the player to the lobby', async ({ page }) => {
      await gotoWithLanguage(page, '/house/slot', lang);
      const none = page.getByTestId('slot-no-session');
      await expect(none).toContainText(text(lang, 'houseSlot:session.missing'));
      await none.getByRole('link').click();
      await expect(page).toHaveURL(/\/rng$/);
    });
  });
}
