import type { Eligibility } from '@app/contracts';
import type { Queryable, Tx } from '../../platform/db/connect.js';
import type { CategoryFigures } from './rebate.formula.js';

/** A rebate or cashback promotion as the period job reads it (raw jsonb; the service validates `reward`). */
export interface PeriodPromotionRow {
  id: number;
  kind: 'rebate' | 'cashback';
  period: string;
  entry_mode: string;
  reward: { type: string; config?: unknown };
  eligibility: Eligibility;
  limits: { budget?: number };
  active_from: Date;
  active_until: Date | null;
  enabled: boolean;
}

const COLUMNS = 'id, kind, period, entry_mode, reward, eligibility, limits, active_from, active_until, enabled';

/** Enabled rebate and cashback promotions whose active window has started by `now`. */
export function listPeriodPromotions(q: Queryable, now: Date): Promise<PeriodPromotionRow[]> {
  return q<PeriodPromotionRow[]>`
    SELECT ${q.unsafe(COLUMNS)} FROM promotions
     WHERE enabled AND kind IN ('rebate', 'cashback') AND active_from <= ${now} ORDER BY id`;
}

export async function findPeriodPromotion(q: Queryable, id: number): Promise<PeriodPromotionRow | undefined> {
  const [row] = await q<PeriodPromotionRow[]>`
    SELECT ${q.unsafe(COLUMNS)} FROM promotions WHERE id = ${id} AND kind IN ('rebate', 'cashback')`;
  return row;
}

export interface Span {
  start: Date;
  end: Date;
}

/**
 * The eligibility a period job can check in SQL for every member at once, as the engine's checkEligibility
 * (eligibility.ts) does for one: inside an agent's team (the agent included), new players.
 * VIP levels: the member's current rank (vip_members, 0 = none) is one listed. Member labels: holding any one
 * listed.
 */
function eligibleMembers(q: Queryable, e: Eligibility, span: Span, alias: string) {
  const col = q.unsafe(`${alias}.member_id`);
  const parts = [];
  if (e.vipLevels && e.vipLevels.length > 0) {
    parts.push(
      q`AND coalesce((SELECT v.rank FROM vip_members v WHERE v.member_id = ${col}), 0) = ANY(${e.vipLevels}::int[])`,
    );
  }
  if (e.memberLabels && e.memberLabels.length > 0) {
    parts.push(q`AND EXISTS (SELECT 1 FROM member_label_assignments la JOIN member_labels l ON l.id = la.label_id
                              WHERE la.member_id = ${col} AND l.code = ANY(${e.memberLabels}::text[]))`);
  }
  if (e.agentRoots && e.agentRoots.length > 0) {
    parts.push(q`AND EXISTS (SELECT 1 FROM agent_team t WHERE t.descendant_id = ${col}
                               AND t.ancestor_id = ANY(${e.agentRoots}::bigint[]))`);
  }
  if (e.newPlayersDays) {
    // New at the time of the period: registered at most N days before it ended.
    const since = new Date(span.end.getTime() - e.newPlayersDays * 86_400_000);
    parts.push(q`AND EXISTS (SELECT 1 FROM members m WHERE m.id = ${col} AND m.created_at >= ${since})`);
  }
  return parts.reduce((a, b) => q`${a} ${b}`, q``);
}

/** A member's figures of a span, per category. */
export interface MemberFigures {
  memberId: number;
  /** The extra rebate rate of the member's current VIP level (vip_levels.rebate_bonus_bp; rank 0 when none). */
  vipBonusBp: number;
  figures: CategoryFigures[];
}

/** The member's current VIP level's extra rebate rate, as SQL over a member id column. */
const vipBonusOf = (q: Queryable, col: string) => q`coalesce((SELECT l.rebate_bonus_bp FROM vip_levels l
  WHERE l.rank = coalesce((SELECT v.rank FROM vip_members v WHERE v.member_id = ${q.unsafe(col)}), 0)), 0)`;

/**
 * Per member, per category: real-money settled wagers of the span (settled_wagers), eligible members only,
 * in member order. One row per member ('CATEGORY:turnover:stake:win,…'), not one per member and category:
 * a day of 100,000 players is 100,000 rows to read, not half a million.
 */
export async function periodFigures(q: Queryable, span: Span, eligibility: Eligibility): Promise<MemberFigures[]> {
  const rows = await q<{ member_id: number; bonus_bp: number; f: string }[]>`
    SELECT member_id, ${vipBonusOf(q, 'x.member_id')}::int AS bonus_bp, string_agg(category || ':' || turnover || ':' || stake || ':' || win, ',') AS f
      FROM (SELECT w.member_id, w.category, sum(w.valid_turnover) AS turnover, sum(w.stake) AS stake, sum(w.win) AS win
              FROM settled_wagers w
             WHERE w.unit = 'VND' AND w.settled_at >= ${span.start} AND w.settled_at < ${span.end}
               ${eligibleMembers(q, eligibility, span, 'w')}
             GROUP BY w.member_id, w.category) x
     GROUP BY member_id
     ORDER BY member_id`;
  return rows.map((r) => ({
    memberId: r.member_id,
    vipBonusBp: r.bonus_bp,
    figures: r.f.split(',').map((part) => {
      const [category, turnover, stake, win] = part.split(':') as [string, string, string, string];
      return { category, turnover: safe(turnover), stake: safe(stake), win: safe(win) };
    }),
  }));
}

/** A sum read as text, refused past 2^53 as the pool's int8 parser refuses (never a silent rounding). */
function safe(v: string): number {
  const n = Number(v);
  if (!Number.isSafeInteger(n)) throw new Error(`settled_wagers sum ${v} exceeds the safe integer range`);
  return n;
}

/** One member's figures of the span (the estimate on the promotions pages). */
export function memberFigures(q: Queryable, memberId: number, span: Span): Promise<CategoryFigures[]> {
  return q<CategoryFigures[]>`
    SELECT category, sum(valid_turnover)::bigint AS turnover, sum(stake)::bigint AS stake, sum(win)::bigint AS win
      FROM settled_wagers
     WHERE member_id = ${memberId} AND unit = 'VND' AND settled_at >= ${span.start} AND settled_at < ${span.end}
     GROUP BY category`;
}

/** One member's VIP extra rebate rate (the estimate on the promotions pages; the job reads it with its figures). */
export async function memberVipBonusBp(q: Queryable, memberId: number): Promise<number> {
  const [row] = await q<{ bp: number }[]>`SELECT ${vipBonusOf(q, 'x.member_id')}::int AS bp
    FROM (SELECT ${memberId}::bigint AS member_id) x`;
  return row?.bp ?? 0;
}

/** Whether the member passes the promotion's eligibility for a span (the same SQL the job uses). */
export async function memberEligible(q: Queryable, memberId: number, e: Eligibility, span: Span): Promise<boolean> {
  const [row] = await q`SELECT 1 FROM (SELECT ${memberId}::bigint AS member_id) x WHERE true
    ${eligibleMembers(q, e, span, 'x')}`;
  return row !== undefined;
}

export interface RunRow {
  promotion_id: number;
  period_key: string;
  finished_at: Date | null;
}

export async function findRun(q: Queryable, promotionId: number, periodKey: string): Promise<RunRow | undefined> {
  const [row] = await q<RunRow[]>`SELECT promotion_id, period_key, finished_at FROM promotion_period_runs
    WHERE promotion_id = ${promotionId} AND period_key = ${periodKey}`;
  return row;
}

/** What the promotion has paid or offered in earlier runs (its budget's spent part). */
export async function spentBefore(q: Queryable, promotionId: number): Promise<number> {
  const [row] = await q<{ spent: number }[]>`
    SELECT coalesce(sum(amount), 0)::bigint AS spent FROM promotion_period_runs WHERE promotion_id = ${promotionId}`;
  return row!.spent;
}

export interface NewLine {
  memberId: number;
  amount: number;
  figures: string;
}

/** Records a measured period: its run row and every line, in the caller's transaction. */
export async function insertRun(
  tx: Tx,
  run: { promotionId: number; kind: string; key: string; span: Span; at: Date; lines: NewLine[] },
): Promise<void> {
  const total = run.lines.reduce((s, l) => s + l.amount, 0);
  await tx`INSERT INTO promotion_period_runs (promotion_id, period_key, kind, period_start, period_end, measured_at,
                                              members, amount, finished_at)
           VALUES (${run.promotionId}, ${run.key}, ${run.kind}, ${run.span.start}, ${run.span.end}, ${run.at},
                   ${run.lines.length}, ${total}, ${run.lines.length === 0 ? run.at : null})`;
  for (let i = 0; i < run.lines.length; i += 10_000) {
    const part = run.lines.slice(i, i + 10_000);
    await tx`
      INSERT INTO promotion_period_lines (promotion_id, period_key, member_id, figures, amount)
      SELECT ${run.promotionId}, ${run.key}, m, f::jsonb, a
        FROM unnest(${part.map((l) => l.memberId)}::bigint[], ${part.map((l) => l.figures)}::text[],
                    ${part.map((l) => l.amount)}::bigint[]) AS x(m, f, a)`;
  }
}

export interface PendingLine {
  member_id: number;
  amount: number;
}

/**
 * Locks a run's row for one batch: runners of a period take turns, each batch is paid by one of them.
 * Answers where the run stands (undefined: not measured).
 */
export async function lockRun(
  tx: Tx,
  promotionId: number,
  periodKey: string,
): Promise<{ paid_through: number; finished_at: Date | null } | undefined> {
  const [row] = await tx<{ paid_through: number; finished_at: Date | null }[]>`
    SELECT paid_through, finished_at FROM promotion_period_runs
     WHERE promotion_id = ${promotionId} AND period_key = ${periodKey} FOR UPDATE`;
  return row;
}

/** The next `limit` lines of a run after member `after`, in member order. */
export function linesAfter(
  tx: Tx,
  promotionId: number,
  periodKey: string,
  after: number,
  limit: number,
): Promise<PendingLine[]> {
  return tx<PendingLine[]>`
    SELECT member_id, amount FROM promotion_period_lines
     WHERE promotion_id = ${promotionId} AND period_key = ${periodKey} AND member_id > ${after}
     ORDER BY member_id LIMIT ${limit}`;
}

/** Moves a run's cursor past its batch (in the batch's transaction), or closes it when nothing is left. */
export async function advanceRun(
  tx: Tx,
  promotionId: number,
  periodKey: string,
  to: { paidThrough: number } | { finishedAt: Date },
): Promise<void> {
  if ('paidThrough' in to) {
    await tx`UPDATE promotion_period_runs SET paid_through = ${to.paidThrough}
      WHERE promotion_id = ${promotionId} AND period_key = ${periodKey}`;
  } else {
    await tx`UPDATE promotion_period_runs SET finished_at = ${to.finishedAt}
      WHERE promotion_id = ${promotionId} AND period_key = ${periodKey}`;
  }
}
