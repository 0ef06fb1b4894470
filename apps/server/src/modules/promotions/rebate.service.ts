import type { CashbackEstimate, RebateEstimate } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/connect.js';
import { type PeriodPayoutConfig, parsePeriodPayoutConfig } from './rebate.config.js';
import { computeCashback, computeRebate } from './rebate.formula.js';
import { periodPayoutsToSettle, type SettleSpan, spanOf } from './rebate.periods.js';
import {
  advanceRun,
  findRun,
  insertRun,
  linesAfter,
  listPeriodPromotions,
  lockRun,
  memberEligible,
  memberFigures,
  memberVipBonusBp,
  type NewLine,
  type PeriodPromotionRow,
  periodFigures,
  type Span,
  spentBefore,
} from './rebate.repository.js';

/** What the engine's reward centre offers the period job (promo-core's rewards.service.ts). */
export interface PeriodRewardInput {
  memberId: number;
  source: 'rebate' | 'cashback';
  sourceKey: string;
  amount: number;
  promotionId: number;
  periodKey: string;
  details: Record<string, unknown>;
}
/** Offers or pays a batch of one promotion's rewards in the caller's transaction; answers reward ids by source key. */
export interface PeriodRewards {
  offerRewards(tx: Tx, inputs: PeriodRewardInput[]): Promise<Map<string, number>>;
  payRewards(tx: Tx, inputs: PeriodRewardInput[]): Promise<Map<string, number>>;
}

/** The reward's key within its source: one reward per member, promotion and period, on any node, after any crash. */
export const periodRewardKey = (promotionId: number, periodKey: string, memberId: number) =>
  `${promotionId}:${periodKey}:${memberId}`;

export interface PeriodPayoutsDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
  rewards: PeriodRewards;
  /** Lines paid per transaction (default 500). */
  payBatch?: number;
  /** How long after a period ends it is measured (late settlements still fall in it). Default 10 min. */
  graceMs?: number;
  /** Tests: called after each committed batch (throw to stop a run midway). */
  afterBatch?: (paid: number) => Promise<void>;
}

export interface PeriodReport {
  promotionId: number;
  periodKey: string;
  measured: number;
  paid: number;
}

/**
 * Rebate and cashback per closed period. A period is measured once (its run row and lines in one
 * transaction, under an advisory lock), then its lines are paid (entry mode automatic) or offered to the
 * reward centre (entry mode claim) in batches in member order, the run's cursor moving in each batch's
 * transaction. Runs are idempotent: a second run, or one after a run killed midway, pays only what is left
 * (and every reward is keyed by promotion, period and member besides).
 */
export function createPeriodPayouts(deps: PeriodPayoutsDeps) {
  const { db, clock, timeZone, rewards } = deps;
  const PAY_BATCH = deps.payBatch ?? 500;
  const GRACE = deps.graceMs ?? 10 * 60_000;

  /** Every member's amount for the span, after the promotion's budget (scaled down pro rata when short). */
  async function measureLines(tx: Tx, p: PeriodPromotionRow, cfg: PeriodPayoutConfig, span: Span): Promise<NewLine[]> {
    const lines: NewLine[] = [];
    for (const { memberId, vipBonusBp, figures } of await periodFigures(tx, span, p.eligibility ?? {})) {
      const r =
        cfg.kind === 'rebate' ? computeRebate(cfg.config, figures, vipBonusBp) : computeCashback(cfg.config, figures);
      if (r.amount > 0) lines.push({ memberId, amount: r.amount, figures: JSON.stringify(r) });
    }
    const budget = p.limits?.budget;
    if (budget === undefined) return lines;
    const total = lines.reduce((s, l) => s + l.amount, 0);
    const left = Math.max(0, budget - (await spentBefore(tx, p.id)));
    if (total <= left) return lines;
    // Short of budget: everyone gets the same share of what they earned (rounded down), not first come first paid.
    return lines
      .map((l) => ({
        ...l,
        amount: Number((BigInt(l.amount) * BigInt(left)) / BigInt(total)),
        figures: JSON.stringify({ ...JSON.parse(l.figures), earned: l.amount, budgetShare: `${left}/${total}` }),
      }))
      .filter((l) => l.amount > 0);
  }

  /** Measures one period of a promotion (no-op when already measured). Returns the lines written. */
  async function measure(p: PeriodPromotionRow, cfg: PeriodPayoutConfig, s: SettleSpan): Promise<number> {
    return (await db.begin(async (tx) => {
      await tx`SELECT pg_advisory_xact_lock(hashtext(${`promo-period:${p.id}:${s.key}`}))`;
      if (await findRun(tx, p.id, s.key)) return 0;
      const lines = await measureLines(tx, p, cfg, s);
      await insertRun(tx, { promotionId: p.id, kind: cfg.kind, key: s.key, span: s, at: clock.now(), lines });
      return lines.length;
    })) as number;
  }

  /**
   * Pays (or offers) a run's lines after its cursor, a batch per transaction: the batch's rewards and the
   * cursor move together, so a run killed midway resumes at its first unpaid line. Returns how many this
   * call did.
   */
  async function payPending(p: PeriodPromotionRow, kind: 'rebate' | 'cashback', periodKey: string): Promise<number> {
    const offer = p.entry_mode === 'claim';
    let paid = 0;
    for (;;) {
      const n = (await db.begin(async (tx) => {
        const run = await lockRun(tx, p.id, periodKey);
        if (!run || run.finished_at) return 0;
        const lines = await linesAfter(tx, p.id, periodKey, run.paid_through, PAY_BATCH);
        if (lines.length === 0) {
          await advanceRun(tx, p.id, periodKey, { finishedAt: clock.now() });
          return 0;
        }
        const inputs: PeriodRewardInput[] = lines.map((l) => ({
          memberId: l.member_id,
          source: kind,
          sourceKey: periodRewardKey(p.id, periodKey, l.member_id),
          amount: l.amount,
          promotionId: p.id,
          periodKey,
          // What it was computed from is the run's line (promotion_period_lines), not copied per reward.
          details: { line: `${p.id}:${periodKey}` },
        }));
        if (offer) await rewards.offerRewards(tx, inputs);
        else await rewards.payRewards(tx, inputs);
        await advanceRun(tx, p.id, periodKey, { paidThrough: lines.at(-1)!.member_id });
        return lines.length;
      })) as number;
      if (n === 0) return paid;
      paid += n;
      await deps.afterBatch?.(paid);
    }
  }

  /** Measures (once) and pays one period of one promotion; null when it was already finished. */
  async function settle(p: PeriodPromotionRow, s: SettleSpan): Promise<PeriodReport | null> {
    const cfg = parsePeriodPayoutConfig(p.kind, p.reward);
    if (!cfg) throw new Error(`promotion ${p.id}: malformed ${p.kind} config`);
    const run = await findRun(db, p.id, s.key);
    if (run?.finished_at) return null;
    const measured = run ? 0 : await measure(p, cfg, s);
    const paid = await payPending(p, cfg.kind, s.key);
    return { promotionId: p.id, periodKey: s.key, measured, paid };
  }

  /**
   * The job: every enabled rebate/cashback promotion, each closed period not yet finished (catching up a
   * few after downtime), oldest first. A malformed promotion does not stop the others; the run then fails
   * (retried, and visible to the operator's job list).
   */
  async function runDue(): Promise<PeriodReport[]> {
    const now = clock.now();
    const reports: PeriodReport[] = [];
    const failures: string[] = [];
    for (const p of await listPeriodPromotions(db, now)) {
      try {
        for (const s of periodPayoutsToSettle(p, now, timeZone, GRACE)) {
          const report = await settle(p, s);
          if (report) reports.push(report);
        }
      } catch (err) {
        failures.push(`promotion ${p.id}: ${(err as Error).message}`);
      }
    }
    if (failures.length > 0) throw new Error(`period payouts failed: ${failures.join('; ')}`);
    return reports;
  }

  /** The member's rebate and cashback so far in the current period of each active promotion (estimates). */
  async function estimates(memberId: number): Promise<{ rebates: RebateEstimate[]; cashbacks: CashbackEstimate[] }> {
    const now = clock.now();
    const rebates: RebateEstimate[] = [];
    const cashbacks: CashbackEstimate[] = [];
    for (const p of await listPeriodPromotions(db, now)) {
      if (p.active_until && p.active_until <= now) continue;
      const cfg = parsePeriodPayoutConfig(p.kind, p.reward);
      if (!cfg) continue;
      const cur = spanOf(p, now, timeZone);
      const span = { start: cur.start, end: new Date(now.getTime() + 1) };
      const eligible = await memberEligible(db, memberId, p.eligibility ?? {}, { start: cur.start, end: cur.end });
      const figures = eligible ? await memberFigures(db, memberId, span) : [];
      const head = {
        promotionId: p.id,
        periodKey: cur.key,
        periodStart: cur.start.toISOString(),
        periodEnd: cur.end.toISOString(),
      };
      if (cfg.kind === 'rebate') {
        rebates.push({ ...head, ...computeRebate(cfg.config, figures, await memberVipBonusBp(db, memberId)) });
      } else cashbacks.push({ ...head, ...computeCashback(cfg.config, figures) });
    }
    return { rebates, cashbacks };
  }

  return { runDue, settle, measure, payPending, estimates };
}

export type PeriodPayouts = ReturnType<typeof createPeriodPayouts>;
