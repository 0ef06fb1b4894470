import type { PromotionInput, WageringSpec } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import type { LedgerService } from '../ledger/index.js';
import { operatorActor, requireOperator, writeAudit } from '../operators/index.js';
import { rewardAmount } from './formulas.js';
import {
  findPromotion,
  insertPromotion,
  listPromotions,
  setPromotionEnabled,
  toOperatorPromotion,
  updatePromotion,
} from './promotions.repository.js';
import { periodPayoutConfigIssues } from './rebate.config.js';
import type { RewardCentre } from './rewards.service.js';
import { sanitizeRulesHtml } from './rules-html.js';

type Origin = { ip?: string | null; requestId?: string | null };

/** The input with its rules HTML sanitised (rules-html.ts): what is stored is what the pages may render. */
function clean(p: PromotionInput): PromotionInput {
  const lang = (c: PromotionInput['content']['vi']) => ({ ...c, rulesHtml: sanitizeRulesHtml(c.rulesHtml) });
  return { ...p, content: { vi: lang(p.content.vi), en: lang(p.content.en) } };
}

/** Checks beyond the schema: windows in order, and a formula that fits the kind and entry mode. */
function validate(p: PromotionInput): void {
  const issues: string[] = [];
  if (p.visibleUntil && p.visibleUntil <= p.visibleFrom) issues.push('visibleUntil must be after visibleFrom');
  if (p.activeUntil && p.activeUntil <= p.activeFrom) issues.push('activeUntil must be after activeFrom');
  if (p.entryMode === 'signin' && p.reward.type !== 'streak') issues.push('sign-in promotions need a streak formula');
  if (p.reward.type === 'streak' && p.entryMode !== 'signin') issues.push('a streak formula needs entry mode signin');
  if (p.kind === 'deposit_bonus' && p.reward.type !== 'percent' && p.reward.type !== 'fixed') {
    issues.push('a deposit bonus pays a percent or a fixed amount');
  }
  if (p.kind === 'deposit_bonus' && !['automatic', 'claim', 'join'].includes(p.entryMode)) {
    issues.push('a deposit bonus is automatic, claimed or joined');
  }
  if (['rebate', 'cashback', 'raffle'].includes(p.kind) && p.reward.type !== 'external') {
    issues.push(`${p.kind} promotions use an external formula (their job computes it)`);
  }
  if (p.kind === 'first_login' && p.reward.type !== 'fixed') issues.push('a first-login bonus is a fixed amount');
  // Rebate and cashback configs are validated by their own schema (promotions-rebate contract).
  issues.push(...periodPayoutConfigIssues(p.kind, p.reward, p.entryMode));
  if (issues.length > 0) throw new AppError('promotion_invalid', 422, issues.join('; '), { issues });
}

/** Operators: promotions as data, application decisions, manual bonuses, reversals, shared claims. All audited. */
export function createPromotionsOperator(deps: { db: Db; clock: Clock; ledger: LedgerService; rewards: RewardCentre }) {
  const { db, clock, ledger, rewards } = deps;

  async function list(session: SessionPrincipal | null) {
    requireOperator(session);
    return { items: (await listPromotions(db)).map(toOperatorPromotion) };
  }

  async function create(session: SessionPrincipal | null, raw: PromotionInput, origin: Origin) {
    const actor = operatorActor(requireOperator(session));
    validate(raw);
    const input = clean(raw);
    return db.begin(async (tx) => {
      const row = await insertPromotion(tx, input, clock.now());
      if (!row) throw new AppError('promotion_invalid', 422, 'A promotion with this code exists', { issues: ['code'] });
      await writeAudit(tx, {
        at: clock.now(),
        actor,
        action: 'promotion.create',
        subject: `promotion:${row.id}`,
        after: input,
        ...origin,
      });
      return toOperatorPromotion(row);
    });
  }

  async function update(session: SessionPrincipal | null, id: number, raw: PromotionInput, origin: Origin) {
    const actor = operatorActor(requireOperator(session));
    validate(raw);
    const input = clean(raw);
    return db.begin(async (tx) => {
      const before = await findPromotion(tx, id, true);
      if (!before) throw new AppError('promotion_not_found', 404, 'No such promotion');
      const row = await updatePromotion(tx, id, input, clock.now()).catch((err: { code?: string }) => {
        if (err.code === '23505') throw new AppError('promotion_invalid', 422, 'Code in use', { issues: ['code'] });
        throw err;
      });
      await writeAudit(tx, {
        at: clock.now(),
        actor,
        action: 'promotion.update',
        subject: `promotion:${id}`,
        before: toOperatorPromotion(before),
        after: input,
        ...origin,
      });
      return toOperatorPromotion(row!);
    });
  }

  async function setEnabled(session: SessionPrincipal | null, id: number, enabled: boolean, origin: Origin) {
    const actor = operatorActor(requireOperator(session));
    return db.begin(async (tx) => {
      const row = await setPromotionEnabled(tx, id, enabled, clock.now());
      if (!row) throw new AppError('promotion_not_found', 404, 'No such promotion');
      await writeAudit(tx, {
        at: clock.now(),
        actor,
        action: 'promotion.enabled',
        subject: `promotion:${id}`,
        after: { enabled },
        ...origin,
      });
      return toOperatorPromotion(row);
    });
  }

  async function applications(session: SessionPrincipal | null, id: number) {
    requireOperator(session);
    const rows = await db<
      { id: number; member_id: number; account: string; period_key: string; note: string; created_at: Date }[]
    >`
      SELECT e.id, e.member_id, m.account, e.period_key, e.note, e.created_at FROM promotion_entries e
      JOIN members m ON m.id = e.member_id WHERE e.promotion_id = ${id} AND e.status = 'applying' ORDER BY e.created_at`;
    return {
      items: rows.map((r) => ({
        entryId: r.id,
        memberId: r.member_id,
        account: r.account,
        periodKey: r.period_key,
        note: r.note,
        at: r.created_at.toISOString(),
      })),
    };
  }

  /** Approve (the reward is issued: paid now, the formula's fixed amount or the one given) or reject with a reason. */
  async function decide(
    session: SessionPrincipal | null,
    entryId: number,
    d: { approve: boolean; reason?: string; amount?: number },
    origin: Origin,
  ) {
    const actor = operatorActor(requireOperator(session));
    const [pending] = await db<{ member_id: number }[]>`SELECT member_id FROM promotion_entries WHERE id = ${entryId}`;
    if (pending) await rewards.prepare(pending.member_id);
    return db.begin(async (tx) => {
      const [e] = await tx<{ id: number; promotion_id: number; member_id: number; period_key: string }[]>`
        SELECT id, promotion_id, member_id, period_key FROM promotion_entries WHERE id = ${entryId} AND status = 'applying'
        FOR UPDATE`;
      if (!e) throw new AppError('promotion_application_not_found', 404, 'No such application waiting');
      const now = clock.now();
      if (!d.approve) {
        const reason = d.reason?.trim() || '';
        await tx`UPDATE promotion_entries SET status = 'rejected', reason = ${reason}, decided_at = ${now}, decided_by = ${actor}
          WHERE id = ${e.id}`;
        await writeAudit(tx, {
          at: now,
          actor,
          action: 'promotion.application_reject',
          subject: `promotion_entry:${e.id}`,
          after: { reason },
          ...origin,
        });
        return { entryId: e.id, status: 'rejected' as const };
      }
      const p = (await findPromotion(tx, e.promotion_id))!;
      const amount = d.amount ?? rewardAmount(p.reward);
      if (amount <= 0) throw new AppError('promotion_invalid', 422, 'Give the amount to pay', { issues: ['amount'] });
      const paid = await rewards.payReward(tx, {
        memberId: e.member_id,
        source: 'bonus',
        sourceKey: `apply:${e.id}`,
        amount,
        promotionId: p.id,
        periodKey: e.period_key,
      });
      await tx`UPDATE promotion_entries SET status = 'issued', reward_id = ${paid.rewardId}, decided_at = ${now},
        decided_by = ${actor} WHERE id = ${e.id}`;
      await writeAudit(tx, {
        at: now,
        actor,
        action: 'promotion.application_approve',
        subject: `promotion_entry:${e.id}`,
        after: { amount, rewardId: paid.rewardId, transferId: paid.transferId },
        ...origin,
      });
      return { entryId: e.id, status: 'issued' as const };
    });
  }

  /** A manual bonus to a list of accounts (all or none: an unknown account refuses the whole list). */
  async function grant(
    session: SessionPrincipal | null,
    g: {
      accounts: string[];
      amount: number;
      reason: string;
      batchKey: string;
      payNow: boolean;
      wagering: WageringSpec | null;
      promotionId?: number;
    },
    origin: Origin,
  ) {
    const actor = operatorActor(requireOperator(session));
    const names = [...new Set(g.accounts.map((a) => a.trim()).filter(Boolean))];
    const members = await db<{ id: number; account: string }[]>`SELECT id, account FROM members
      WHERE account = ANY(${names}) AND type <> 4`;
    const known = new Set(members.map((m) => m.account));
    const unknown = names.filter((n) => !known.has(n));
    if (unknown.length > 0)
      throw new AppError('promotion_unknown_accounts', 422, 'Unknown accounts', { accounts: unknown });
    if (g.promotionId !== undefined && !(await findPromotion(db, g.promotionId))) {
      throw new AppError('promotion_not_found', 404, 'No such promotion');
    }
    for (const m of members) await rewards.prepare(m.id);
    return db.begin(async (tx) => {
      const out: { account: string; rewardId: number }[] = [];
      let granted = 0;
      for (const m of members) {
        const input = {
          memberId: m.id,
          source: 'bonus' as const,
          sourceKey: `manual:${g.batchKey}:${m.id}`,
          amount: g.amount,
          promotionId: g.promotionId ?? null,
          title: { vi: 'Thưởng từ nhà cái', en: 'Bonus from the site' },
          wagering: g.wagering,
          details: { reason: g.reason, by: actor },
        };
        const r = g.payNow ? await rewards.payReward(tx, input) : await rewards.offerReward(tx, input);
        if (r.created) granted += 1;
        out.push({ account: m.account, rewardId: r.rewardId });
      }
      await writeAudit(tx, {
        at: clock.now(),
        actor,
        action: 'promotion.manual_grant',
        subject: `grant:${g.batchKey}`,
        after: { accounts: names, amount: g.amount, reason: g.reason, payNow: g.payNow, granted },
        ...origin,
      });
      return { granted, rewards: out };
    });
  }

  /**
   * Reverses a paid reward: the amount goes back through the ledger (kind bonus_reversal; the member's
   * balance may not cover it: then what is there), its wagering is closed. Audited; once per reward.
   */
  async function reverse(session: SessionPrincipal | null, rewardId: number, reason: string, origin: Origin) {
    const actor = operatorActor(requireOperator(session));
    const [r0] = await db<{ member_id: number }[]>`SELECT member_id FROM promotion_rewards WHERE id = ${rewardId}`;
    if (!r0) throw new AppError('reward_not_found', 404, 'No such reward');
    await rewards.prepare(r0.member_id);
    const [cash] = await ledger.balances([{ member: r0.member_id, kind: 'cash' }]);
    return db.begin(async (tx) => {
      const [r] = await tx<{ id: number; member_id: number; amount: number; status: string; source: string }[]>`
        SELECT id, member_id, amount, status, source FROM promotion_rewards WHERE id = ${rewardId} FOR UPDATE`;
      if (r?.status !== 'claimed')
        throw new AppError('reward_not_reversible', 422, 'Only a paid reward can be reversed');
      const now = clock.now();
      const amount = Math.min(r.amount, Math.max(cash?.available ?? 0, 0));
      let transferId: number | null = null;
      if (amount > 0) {
        const [t] = await ledger.transferInTx(tx, [
          {
            debit: { member: r.member_id, kind: 'cash' },
            credit: { house: 'bonus_expense', unit: 'VND' },
            amount,
            unit: 'VND',
            kind: 'bonus_reversal',
            reference: `promo-reward:${r.id}`,
            idempotencyKey: `promo:reverse:${r.id}`,
          },
        ]);
        transferId = t!.id;
      }
      await tx`UPDATE promotion_rewards SET status = 'reversed', reversed_at = ${now} WHERE id = ${r.id}`;
      await tx`UPDATE bonus_wagering SET status = 'reversed', closed_at = ${now} WHERE reward_id = ${r.id} AND status = 'active'`;
      await writeAudit(tx, {
        at: now,
        actor,
        action: 'promotion.reward_reverse',
        subject: `promotion_reward:${r.id}`,
        before: { status: r.status, amount: r.amount },
        after: { reason, reversed: amount, transferId },
        ...origin,
      });
      return { rewardId: r.id, reversed: amount };
    });
  }

  /** Claims of a promotion whose IP or device was used by more than one account. */
  async function sharedClaims(session: SessionPrincipal | null, id: number) {
    requireOperator(session);
    const rows = await db<
      { by: 'ip' | 'device'; value: string; member_id: number; account: string; claims: number; amount: number }[]
    >`
      WITH e AS (
        SELECT e.member_id, e.ip, e.device, COALESCE(r.amount, 0) AS amount FROM promotion_entries e
        LEFT JOIN promotion_rewards r ON r.id = e.reward_id WHERE e.promotion_id = ${id}
      ), keyed AS (
        SELECT 'ip' AS by, ip AS value, member_id, amount FROM e WHERE ip IS NOT NULL
        UNION ALL SELECT 'device', device, member_id, amount FROM e WHERE device IS NOT NULL
      ), shared AS (
        SELECT by, value FROM keyed GROUP BY by, value HAVING count(DISTINCT member_id) > 1
      )
      SELECT k.by, k.value, k.member_id, m.account, count(*)::int AS claims, sum(k.amount)::bigint AS amount
      FROM keyed k JOIN shared s USING (by, value) JOIN members m ON m.id = k.member_id
      GROUP BY k.by, k.value, k.member_id, m.account ORDER BY k.by, k.value, k.member_id`;
    const groups = new Map<
      string,
      {
        by: 'ip' | 'device';
        value: string;
        accounts: { memberId: number; account: string; claims: number; amount: number }[];
      }
    >();
    for (const r of rows) {
      const key = `${r.by}\u0000${r.value}`;
      if (!groups.has(key)) groups.set(key, { by: r.by, value: r.value, accounts: [] });
      groups.get(key)!.accounts.push({ memberId: r.member_id, account: r.account, claims: r.claims, amount: r.amount });
    }
    return { groups: [...groups.values()] };
  }

  return { list, create, update, setEnabled, applications, decide, grant, reverse, sharedClaims };
}
export type PromotionsOperator = ReturnType<typeof createPromotionsOperator>;
