import type { CashbackConfig, Eligibility, RebateConfig } from '@app/contracts';
import {
  type CashoutHarness,
  cashoutApp,
  fund,
  makeMember,
  type TestMember,
} from '../withdrawals/test/cashout.fixtures.js';
import { createBatchRewards } from './rebate.rewards.js';
import { createPeriodPayouts, type PeriodPayoutsDeps } from './rebate.service.js';
import { createRewardCentre, type RewardCentre } from './rewards.service.js';

/** Test helpers of the rebate/cashback job (integration tests and nothing else). */
export interface RebateHarness extends CashoutHarness {
  rewards: RewardCentre;
}

export const TZ = 'Asia/Ho_Chi_Minh';

/** The real app on a fresh database, the engine's reward centre on it. Clock: 2026-11-22T05:00Z (Sunday, 12:00 local). */
export async function rebateApp(): Promise<RebateHarness> {
  const h = await cashoutApp();
  return { ...h, rewards: createRewardCentre({ db: h.db, clock: h.clock, ledger: h.ledger }) };
}

/** The period job on the harness (a fresh one: what another node or a restarted process is). */
export const payoutsOf = (h: RebateHarness, opts: Partial<PeriodPayoutsDeps> = {}) =>
  createPeriodPayouts({
    db: h.db,
    clock: h.clock,
    timeZone: TZ,
    rewards: createBatchRewards({ clock: h.clock, ledger: h.ledger }),
    ...opts,
  });

let seq = 0;

/** A rebate or cashback promotion, enabled, active from `from`. */
export async function periodPromotion(
  h: RebateHarness,
  p: {
    kind: 'rebate' | 'cashback';
    config: RebateConfig | CashbackConfig | Record<string, unknown>;
    period?: string;
    entryMode?: 'automatic' | 'claim';
    from?: Date;
    until?: Date | null;
    eligibility?: Eligibility;
    limits?: Record<string, unknown>;
  },
): Promise<number> {
  seq += 1;
  const content = { title: `${p.kind} ${seq}`, summary: '', rulesHtml: '', imageUrl: '' };
  const from = p.from ?? new Date('2026-11-01T00:00:00Z');
  const [row] = await h.db<{ id: number }[]>`
    INSERT INTO promotions (code, kind, category, content, visible_from, active_from, active_until, eligibility,
                            period, entry_mode, reward, limits, enabled, created_at, updated_at)
    VALUES (${`${p.kind}-${seq}-${Math.random().toString(36).slice(2, 8)}`}, ${p.kind}, 'rebate',
            ${h.db.json({ vi: content, en: content })}, ${from}, ${from}, ${p.until ?? null},
            ${h.db.json((p.eligibility ?? {}) as never)}, ${p.period ?? 'daily'}, ${p.entryMode ?? 'automatic'},
            ${h.db.json({ type: 'external', config: p.config } as never)}, ${h.db.json((p.limits ?? {}) as never)},
            true, ${h.clock.now()}, ${h.clock.now()})
    RETURNING id`;
  return row!.id;
}

/** A member with some cash (its ledger accounts exist, as a betting member's do). */
export async function rebatePlayer(h: RebateHarness): Promise<TestMember> {
  const m = await makeMember(h);
  await fund(h, m.id, 1_000_000);
  return m;
}

/** A settled (or other) round of the member, as vendors and the rounds core write them. */
export async function wager(
  h: RebateHarness,
  memberId: number,
  w: {
    category: string;
    stake: number;
    win?: number;
    at: Date;
    status?: 'settled' | 'cancelled' | 'open';
    unit?: string;
  },
): Promise<void> {
  seq += 1;
  const status = w.status ?? 'settled';
  await h.db`
    INSERT INTO bets (member_id, vendor, round_id, unit, category, stake, win, status, created_at, updated_at, settled_at)
    VALUES (${memberId}, 'TEST', ${`r${seq}`}, ${w.unit ?? 'VND'}, ${w.category}, ${w.stake}, ${w.win ?? 0}, ${status},
            ${w.at}, ${w.at}, ${status === 'open' ? null : w.at})`;
}

/** Rewards of a promotion per member: how many, their total, and the ledger payouts under their keys. */
export async function rewardsOf(h: RebateHarness, promotionId: number) {
  return h.db<{ member_id: number; n: number; amount: number; status: string; transfers: number }[]>`
    SELECT r.member_id, count(*)::int AS n, sum(r.amount)::bigint AS amount, min(r.status) AS status,
           (SELECT count(*)::int FROM ledger_transfers t WHERE t.idempotency_key LIKE 'promo:' || min(r.source) || ':' || ${promotionId} || ':%'
               AND t.credit_account_id IN (SELECT id FROM ledger_accounts a WHERE a.owner_member_id = r.member_id)) AS transfers
      FROM promotion_rewards r WHERE r.promotion_id = ${promotionId}
     GROUP BY r.member_id ORDER BY r.member_id`;
}
