import { randomBytes } from 'node:crypto';
import { expect, type Lang, test } from '../fixtures.js';
import { useOwnIp } from './helpers/account-db.js';
import { text } from './helpers/locales.js';
import { createMember, signInAs, withDb } from './helpers/login-helpers.js';

const START = 100_000_000; // 1,000,000.00 ₫ in minor units
const REWARD = 500_000; // the demo mission daily-slot-1: 5,000 ₫ bonus for one slot round
const PHONE = { width: 360, height: 780 };

/** A deposit for the test member through the ledger's own transfer function (as house-slot.spec.ts does). */
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
    const key = `e2e-missions-fund:${randomBytes(6).toString('hex')}`;
    await sql`SELECT * FROM ledger_transfer(${key}, ${key}, ${clearing}, ${cash}, ${amount}, 'VND', 'deposit',
      'e2e', false, NULL, now())`;
    return m!.id;
  });
}

test.use({ viewport: PHONE });

test('a player completes a mission by spinning the slot and claims it once (vi, phone)', async ({ page }) => {
  test.setTimeout(90_000);
  const lang: Lang = 'vi';
  await useOwnIp(page);
  const member = await createMember('msn');
  const memberId = await fund(member.account, START);
  await signInAs(page, lang, member.account);

  // One real round of the house slot (through the seamless wallet): the mission "spin 1 slot round" completes.
  await page.goto('/rng?page=HOUSE');
  await page.locator('[data-testid="game-tile"][data-node-id="HOUSE-SLOT-1"]').getByTestId('game-play').click();
  const slot = page.frameLocator('[data-testid="game-iframe"]');
  await slot.getByTestId('slot-spin').click();
  await expect(slot.getByTestId('slot-history-row')).toHaveCount(1, { timeout: 30_000 });

  // Member centre, missions: the mission shows complete with a full bar, and the menu badge counts it.
  await page.goto('/?mc=missionLeaderboard');
  const card = page.locator('[data-testid="mission-card"][data-code="daily-slot-1"]');
  await expect(card).toHaveAttribute('data-state', 'complete');
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByTestId('centre-badge-missionLeaderboard').locator('[aria-hidden="true"]')).toHaveText('1');

  await card.getByTestId('mission-claim').click();
  await expect(page.getByTestId('mission-claimed-dialog')).toContainText(
    text(lang, 'missions:claimedDialog', { reward: '' }).trim(),
  );
  await page.getByTestId('mission-claimed-dialog').getByTestId('modal-button-0').click();
  await expect(card).toHaveAttribute('data-state', 'claimed');
  await expect(card.getByTestId('mission-claimed')).toHaveText(text(lang, 'missions:claimed'));
  await expect(page.getByTestId('centre-badge-missionLeaderboard')).toHaveCount(0);

  // Paid once, as a bonus into the wallet.
  const claims = await withDb(
    (sql) => sql<{ reward_amount: string }[]>`SELECT reward_amount FROM mission_claims WHERE member_id = ${memberId}`,
  );
  expect(claims).toEqual([{ reward_amount: String(REWARD) }]);
  const [bet] = await withDb(
    (sql) => sql<{ stake: string; win: string }[]>`SELECT stake, win FROM bets WHERE member_id = ${memberId}`,
  );
  const [cash] = await withDb(
    (sql) => sql<{ posted: string }[]>`SELECT posted FROM ledger_accounts WHERE code = ${`m:${memberId}:cash`}`,
  );
  expect(Number(cash!.posted)).toBe(START - Number(bet!.stake) + Number(bet!.win) + REWARD);

  // The leaderboard tab shows the player's own place on the weekly turnover race.
  await page.getByTestId('missions-tab-leaderboard').click();
  await expect(page.getByTestId('leaderboard').first()).toBeVisible();
  await expect(page.getByTestId('leaderboard-me').first()).toContainText('#');
});
