import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, type Lang, test } from '../fixtures.js';
import { useOwnIp } from './helpers/account-db.js';
import { expectTopBarBalance, openCentreFromMenu, operatorApi } from './helpers/cashier.js';
import { text } from './helpers/locales.js';
import { createMember, signInAs, withDb } from './helpers/login-helpers.js';
import { memberCall, memberId } from './helpers/wallet-member.js';

// Each journey walks a whole money flow (promotions, deposit, play, withdrawal) on a busy machine.
test.describe.configure({ timeout: 240_000 });
// The withdrawal refused while wagering is unmet answers 422, which the browser logs as a console error.
test.use({ allowedConsoleErrors: [/status of 422 \(/] });

/** The site's amount without its symbol, as the screens write it: 13100000 → '131,000.00'. */
const fmt = (minor: number) =>
  `${new Intl.NumberFormat('en-US').format(Math.trunc(minor / 100))}.${String(minor % 100).padStart(2, '0')}`;

interface Promo {
  id: number;
  kind: string;
  status: string;
  action: string | null;
  entryMode: string;
  reward: { type: string; amount?: number; percentBp?: number; cap?: number; minDeposit?: number };
}
interface Wagering {
  depositRequired: number;
  bonusRequired: number;
  requirements: { id: number; required: number; done: number; title: string }[];
}

const wagering = (page: Page, request: APIRequestContext) =>
  memberCall<Wagering>(page, request, 'GET', '/wps/member/wagering?language=en');

/** A demo slot vendor paid through the seamless wallet (its rounds are real-money RNG stakes). */
async function seamlessSlotVendor(): Promise<string> {
  const rows = await withDb(
    (sql) => sql<{ code: string }[]>`
      SELECT v.code FROM vendors v
       WHERE v.enabled AND v.wallet_model = 'seamless' AND v.code <> 'HOUSE'
         AND EXISTS (SELECT 1 FROM games g WHERE g.vendor_code = v.code AND g.enabled AND g.game_type = 'RNG')
       ORDER BY v.sort, v.code LIMIT 1`,
  );
  expect(rows[0], 'a seamless demo slot vendor in the catalogue').toBeTruthy();
  return rows[0]!.code;
}

const STAKE = 10_000_000; // 100,000.00 ₫, the demo vendor's largest stake

test('a new player claims the first-login bonus, gets the first-deposit bonus, sees wagering move while playing, is refused a withdrawal until it is met, then withdraws (en)', async ({
  page,
  request,
}) => {
  const lang: Lang = 'en';
  await useOwnIp(page);
  const member = await createMember('prw');
  const id = await memberId(member.account);
  const operator = await operatorApi(request);
  await signInAs(page, lang, member.account, '/promotions');
  await expectTopBarBalance(page, '0.00');

  // 1. The first-login bonus: a card with the claim button; claiming pays it at once.
  const promos = (await memberCall<{ items: Promo[] }>(page, request, 'GET', '/wps/member/promotions?language=en'))
    .items;
  const firstLogin = promos.find((p) => p.kind === 'first_login' && p.action === 'claim');
  expect(firstLogin, 'the demo seed offers a first-login bonus to a new player').toBeTruthy();
  const loginBonus = firstLogin!.reward.amount!;
  // The header counts the promotions the member can act on now (availablePromoCount); claiming one lowers it.
  const { availablePromoCount } = await memberCall<{ availablePromoCount: number }>(
    page,
    request,
    'GET',
    '/wps/member/promotions-summary',
  );
  const promoBadge = page.getByTestId('bottom-nav').getByTestId('promo-count-badge');
  await expect(promoBadge).toContainText(String(availablePromoCount));
  const card = page.locator(`[data-testid="promo-card"][data-promo-id="${firstLogin!.id}"]`);
  await expect(card.getByTestId('promo-status')).toHaveText(text(lang, 'promo:status.claim'));
  await card.getByTestId('promo-action').click();
  const result = page.getByTestId('promo-result');
  await expect(result.getByTestId('modal-body')).toContainText(fmt(loginBonus));
  await result.getByTestId('modal-button-0').click();
  await expect(card).not.toHaveAttribute('data-status', 'claim');
  await expect(card.getByTestId('promo-action')).toHaveCount(0);
  await expectTopBarBalance(page, fmt(loginBonus));
  if (availablePromoCount > 1) await expect(promoBadge).toContainText(String(availablePromoCount - 1));
  else await expect(promoBadge).toHaveCount(0);

  // 2. A first deposit, confirmed by the operator, brings the deposit bonus.
  const depositBonus = promos.find((p) => p.kind === 'deposit_bonus' && p.reward.type === 'percent');
  expect(depositBonus, 'the demo seed has a first-deposit bonus').toBeTruthy();
  const deposit = Math.max(20_000_000, depositBonus!.reward.minDeposit ?? 0);
  const bonus = Math.min(depositBonus!.reward.cap!, Math.floor((deposit * depositBonus!.reward.percentBp!) / 10_000));
  await openCentreFromMenu(page, 'deposit');
  await page.getByTestId('deposit-method-bank').click();
  await page.getByTestId('deposit-amount').fill(fmt(deposit).replace('.00', ''));
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-reference')).not.toBeEmpty();
  const pending = await operator.latestDeposit(member.account);
  await operator.confirmDeposit(pending!.id);
  // Offered to the reward centre or paid at once, as the promotion says; either way it is the member's.
  if (depositBonus!.entryMode !== 'automatic') {
    await page.getByTestId('centre-menu-rewardCenter').click();
    await expect(page.getByTestId('centre-badge-rewardCenter')).toBeVisible();
    const row = page.locator('[data-testid="reward-row"][data-source="bonus"]');
    await expect(row.getByTestId('reward-amount')).toContainText(fmt(bonus));
    await row.getByTestId('reward-claim').click();
    await page.getByTestId('reward-claimed').getByTestId('modal-button-0').click();
  }
  await expectTopBarBalance(page, fmt(loginBonus + deposit + bonus));

  // 3. The withdrawal page shows the wagering still required and refuses.
  await memberCall(page, request, 'POST', '/wps/member/bank-accounts', {
    bankCode: 'TCB',
    accountNumber: `1900${Date.now()}`.slice(0, 16),
    payeeName: 'NGUYEN VAN PROMO',
  });
  await memberCall(page, request, 'POST', '/wps/member/payment-password', {
    newPassword: '135790',
    confirmPassword: '135790',
  });
  const before = await wagering(page, request);
  expect(before.bonusRequired).toBeGreaterThan(0);
  await page.getByTestId('centre-menu-withdraw').click();
  const panel = page.getByTestId('wagering-panel');
  await expect(panel.getByTestId('wagering-bonus-left')).toContainText(fmt(before.bonusRequired));
  await expect(panel.getByTestId('wagering-requirement')).toHaveCount(before.requirements.length);
  await page.getByTestId('withdraw-amount').fill('100,000');
  await page.getByTestId('withdraw-password').fill('135790');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-error')).toHaveText(text(lang, 'errors:withdrawal_bonus_wagering_required'));

  // 4. Play: a slot round from the lobby moves the wagering on the reward centre's bars.
  // A cushion of operator money (no turnover of its own) so a losing streak cannot end the journey early.
  await operator.credit(id, 2_000_000_000);
  const vendor = await seamlessSlotVendor();
  await page.goto(`/rng?page=${vendor}`);
  await page.getByTestId('game-tile').first().getByTestId('game-play').click();
  await expect(page).toHaveURL(/\/game\?url=/);
  const src = (await page.getByTestId('game-iframe').getAttribute('src'))!;
  const game = page.frameLocator('[data-testid="game-iframe"]');
  await game.locator('select[name="stake"]').selectOption(String(STAKE));
  await game.locator('button[type="submit"]').click();
  await expect(game.locator('.result')).toBeVisible();
  const played = await wagering(page, request);
  const doneBefore = before.requirements.reduce((s, r) => s + r.done, 0);
  const doneAfter = played.requirements.reduce((s, r) => s + r.done, 0);
  expect(doneAfter).toBeGreaterThan(doneBefore);
  await page.goto('/rng?mc=rewardCenter');
  const bars = page.getByTestId('wagering-panel').getByTestId('wagering-amounts');
  await expect(bars.first()).toContainText(fmt(played.requirements[0]!.done));

  // 5. Keep playing (the same game's rounds, straight to its page) until nothing is left to wager.
  const launch = new URL(src);
  const form = {
    vendor: launch.searchParams.get('vendor') ?? vendor,
    token: launch.searchParams.get('token') ?? '',
    game: launch.searchParams.get('game') ?? '',
    stake: String(STAKE),
  };
  let left = played;
  for (let round = 1; left.bonusRequired > 0 || left.depositRequired > 0; round += 1) {
    expect(round, 'rounds needed to meet the wagering').toBeLessThan(400);
    const res = await page.request.post('/wps/vendors/demo/play', { form: { ...form, roundId: randomUUID() } });
    expect(res.ok()).toBe(true);
    left = await wagering(page, request);
  }
  expect(left.bonusRequired).toBe(0);
  expect(left.depositRequired).toBe(0);

  // 6. Now the withdrawal goes through.
  await page.goto('/?mc=withdraw');
  await expect(page.getByTestId('withdraw-page')).toBeVisible();
  await expect(page.getByTestId('wagering-panel')).toHaveCount(0);
  await page.getByTestId('withdraw-amount').fill('100,000');
  await page.getByTestId('withdraw-password').fill('135790');
  await page.getByTestId('withdraw-submit').click();
  const row = page.getByTestId('withdrawals').locator('li').first();
  await expect(row).toContainText('100,000.00');
  await expect(row).toContainText(text(lang, 'wallet:withdraw.status.pending'));
});

/** Offers a reward to the member's reward centre: the row core's offerReward writes. */
async function offerRebate(memberIdValue: number, amount: number, title: string): Promise<void> {
  await withDb(
    (sql) => sql`INSERT INTO promotion_rewards (member_id, source, source_key, title, amount, status, offered_at,
        expires_at)
      VALUES (${memberIdValue}, 'rebate', ${`e2e:${randomUUID()}`}, ${sql.json({ vi: title, en: title })}, ${amount},
        'claim', now(), now() + interval '72 hours')`,
  );
}

test('a player claims a rebate in the reward centre and its badge drops, then sees it in the bonus details (vi)', async ({
  page,
}) => {
  const lang: Lang = 'vi';
  await useOwnIp(page);
  const member = await createMember('prb');
  const id = await memberId(member.account);
  await offerRebate(id, 1_234_500, 'Hoàn trả nổ hũ 24/11');
  await offerRebate(id, 600_000, 'Hoàn trả casino 24/11');
  await signInAs(page, lang, member.account);
  await expectTopBarBalance(page, '0.00');

  await openCentreFromMenu(page, 'memberCentre');
  const badge = page.getByTestId('centre-badge-rewardCenter');
  await expect(badge).toContainText('2');
  await page.getByTestId('centre-menu-rewardCenter').click();
  const rows = page.getByTestId('reward-row');
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('reward-waiting-total')).toContainText(fmt(1_834_500));

  // One claim: paid, and the badge shows one left without a reload.
  const first = page.locator('[data-testid="reward-row"]', { hasText: 'Hoàn trả nổ hũ' });
  await expect(first.getByTestId('reward-amount')).toContainText(fmt(1_234_500));
  await first.getByTestId('reward-claim').click();
  await expect(page.getByTestId('reward-claimed').getByTestId('modal-body')).toContainText(fmt(1_234_500));
  await page.getByTestId('reward-claimed').getByTestId('modal-button-0').click();
  await expect(badge).toContainText('1');
  await expect(rows).toHaveCount(1);
  await expectTopBarBalance(page, fmt(1_234_500));

  // Claim all: the rest is paid and the badge goes.
  await page.getByTestId('reward-claim-all').click();
  await page.getByTestId('reward-claimed').getByTestId('modal-button-0').click();
  await expect(badge).toHaveCount(0);
  await expect(page.getByTestId('reward-empty')).toHaveText(text(lang, 'rewards:centre.emptyClaim'));
  await expectTopBarBalance(page, fmt(1_834_500));

  // Bonus details: both rebates, filtered by kind, with the total.
  await page.getByTestId('centre-menu-bonusDetails').click();
  await page.getByTestId('bonus-source').selectOption('rebate');
  await expect(page.getByTestId('bonus-row')).toHaveCount(2);
  await expect(page.getByTestId('bonus-total-rebate')).toContainText(fmt(1_834_500));
  await page.getByTestId('bonus-source').selectOption('cashback');
  await expect(page.getByTestId('bonus-empty')).toBeVisible();
});
