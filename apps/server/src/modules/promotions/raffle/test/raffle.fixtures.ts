import { randomBytes } from 'node:crypto';
import type { PromotionInput, RaffleTicketRule } from '@app/contracts';
import type { Db } from '../../../../platform/db/connect.js';
import { insertPromotion } from '../../promotions.repository.js';
import { insertPrizes, type PrizeInput } from '../raffle.repository.js';

const content = (title: string) => ({ title, summary: '', rulesHtml: '', imageUrl: '' });

/** An enabled raffle promotion running from `from` (daily period) with the given rule and slices. */
export async function makeRaffle(
  db: Db,
  at: Date,
  opts: { rule?: RaffleTicketRule; prizes: PrizeInput[]; period?: PromotionInput['period'] },
): Promise<number> {
  const input: PromotionInput = {
    code: `raffle-${randomBytes(5).toString('hex')}`,
    kind: 'raffle',
    category: 'raffle',
    content: { vi: content('Vòng quay'), en: content('Lucky wheel') },
    visibleFrom: new Date(at.getTime() - 86_400_000).toISOString(),
    visibleUntil: null,
    activeFrom: new Date(at.getTime() - 86_400_000).toISOString(),
    activeUntil: null,
    eligibility: {},
    period: opts.period ?? 'daily',
    entryMode: 'automatic',
    reward: { type: 'external', config: opts.rule ?? { depositPer: 1_000_000_00 } },
    wagering: { multiplierTenths: 10, base: 'bonus', weights: {}, defaultWeight: 100 },
    limits: {},
    sort: 0,
  };
  const p = await insertPromotion(db, input, at, true);
  await insertPrizes(db, p!.id, opts.prizes);
  return p!.id;
}

/** A deposit credited at `at` (what earns deposit tickets): a succeeded row as the cashier leaves it. */
export async function creditedDeposit(db: Db, memberId: number, amount: number, at: Date): Promise<void> {
  await db`INSERT INTO deposit_methods (code, kind, gateway, enabled, min_amount, max_amount, names, updated_at)
    VALUES ('raffle-test', 'gateway', 'sandbox', true, 1, 1000000000000, ${db.json({ vi: 'T', en: 'T' })}, ${at})
    ON CONFLICT (code) DO NOTHING`;
  await db`INSERT INTO deposits (member_id, method_code, kind, amount, credited, status, gateway, created_at, credited_at)
    VALUES (${memberId}, 'raffle-test', 'gateway', ${amount}, ${amount}, 'succeeded', 'sandbox', ${at}, ${at})`;
}

export const cash = (amount: number): PrizeInput => ({
  kind: 'cash',
  amount,
  names: { vi: `Tiền ${amount}`, en: `Cash ${amount}` },
  weight: 1,
  stock: null,
});
export const nothing = (weight = 1): PrizeInput => ({
  kind: 'none',
  amount: 0,
  names: { vi: 'Chúc may mắn', en: 'Better luck' },
  weight,
  stock: null,
});

/** A settled wager (what earns turnover tickets): a bets row as a vendor round leaves it once settled. */
export async function settledBet(
  db: Db,
  memberId: number,
  stake: number,
  at: Date,
  opts: { unit?: 'VND' | 'PLAY'; status?: 'settled' | 'open' | 'cancelled' } = {},
): Promise<void> {
  const status = opts.status ?? 'settled';
  await db`INSERT INTO bets (member_id, vendor, round_id, unit, category, stake, win, status, created_at, updated_at,
      settled_at)
    VALUES (${memberId}, 'TEST', ${randomBytes(6).toString('hex')}, ${opts.unit ?? 'VND'}, 'RNG', ${stake}, 0,
      ${status}, ${at}, ${at}, ${status === 'settled' ? at : null})`;
}
