import {
  type DeliveryAddress,
  type LanguageCode,
  type PointsRewardInput,
  type PointsRewardKind,
  type PointsRewardOperator,
  type PointsRules,
  PointsRulesSchema,
  type RedeemStatus,
  type Redemption,
  type WageringSpec,
} from '@app/contracts';
import type { Queryable } from '../../platform/db/connect.js';

type Names = { vi: string; en: string };

export interface RewardRow {
  id: number;
  kind: PointsRewardKind;
  name: Names;
  description: Names;
  image_url: string | null;
  points: number;
  amount: number;
  stock: number | null;
  max_per_redeem: number;
  per_member_limit: number | null;
  wagering: WageringSpec | null;
  raffle_promotion_id: number | null;
  enabled: boolean;
  sort: number;
  redeemed: number;
  created_at: Date;
  updated_at: Date;
}

export interface RedemptionRow {
  id: number;
  txn_no: string;
  member_id: number;
  reward_id: number;
  kind: PointsRewardKind;
  product_name: Names;
  quantity: number;
  points: number;
  amount: number;
  status: RedeemStatus;
  address: DeliveryAddress | null;
  reason: string | null;
  transfer_id: number;
  refund_transfer_id: number | null;
  promotion_reward_id: number | null;
  created_at: Date;
  decided_at: Date | null;
  decided_by: string | null;
  account?: string;
}

// bigint columns come back as text from postgres.js: numbers here (points and amounts stay far below 2^53).
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function toRewardRow(r: RewardRow): RewardRow {
  return {
    ...r,
    id: Number(r.id),
    points: Number(r.points),
    amount: Number(r.amount),
    raffle_promotion_id: num(r.raffle_promotion_id),
  };
}

export function toRedemptionRow(r: RedemptionRow): RedemptionRow {
  return {
    ...r,
    id: Number(r.id),
    member_id: Number(r.member_id),
    reward_id: Number(r.reward_id),
    points: Number(r.points),
    amount: Number(r.amount),
    transfer_id: Number(r.transfer_id),
    refund_transfer_id: num(r.refund_transfer_id),
    promotion_reward_id: num(r.promotion_reward_id),
  };
}

export function toOperatorReward(r: RewardRow): PointsRewardOperator {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    description: r.description,
    imageUrl: r.image_url,
    points: r.points,
    amount: r.amount,
    stock: r.stock,
    maxPerRedeem: r.max_per_redeem,
    perMemberLimit: r.per_member_limit,
    wagering: r.wagering,
    rafflePromotionId: r.raffle_promotion_id,
    enabled: r.enabled,
    sort: r.sort,
    redeemed: r.redeemed,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}

export function toRedemption(r: RedemptionRow, lang: LanguageCode): Redemption {
  return {
    id: r.id,
    txnNo: r.txn_no,
    kind: r.kind,
    productName: r.product_name[lang] ?? r.product_name.vi,
    quantity: r.quantity,
    points: r.points,
    amount: r.amount,
    status: r.status,
    address: r.address,
    reason: r.reason,
    createdAt: r.created_at.toISOString(),
    decidedAt: r.decided_at?.toISOString() ?? null,
  };
}

export async function readRules(q: Queryable): Promise<PointsRules> {
  const [row] = await q<{ rules: unknown }[]>`SELECT rules FROM points_rules WHERE one`;
  return PointsRulesSchema.parse(row?.rules ?? {});
}

export async function writeRules(q: Queryable, rules: PointsRules, at: Date): Promise<void> {
  await q`INSERT INTO points_rules (one, rules, updated_at) VALUES (true, ${q.json(rules)}, ${at})
          ON CONFLICT (one) DO UPDATE SET rules = EXCLUDED.rules, updated_at = EXCLUDED.updated_at`;
}

export async function listRewards(q: Queryable, opts: { enabledOnly: boolean; kind?: PointsRewardKind }) {
  const rows = await q<RewardRow[]>`
    SELECT * FROM points_rewards
     WHERE (${!opts.enabledOnly} OR enabled) AND (${opts.kind ?? null}::text IS NULL OR kind = ${opts.kind ?? null})
     ORDER BY sort, id`;
  return rows.map(toRewardRow);
}

export async function findReward(q: Queryable, id: number): Promise<RewardRow | undefined> {
  const [r] = await q<RewardRow[]>`SELECT * FROM points_rewards WHERE id = ${id}`;
  return r ? toRewardRow(r) : undefined;
}

export async function insertReward(q: Queryable, r: PointsRewardInput, at: Date): Promise<RewardRow> {
  const [row] = await q<RewardRow[]>`
    INSERT INTO points_rewards (kind, name, description, image_url, points, amount, stock, max_per_redeem,
      per_member_limit, wagering, raffle_promotion_id, enabled, sort, created_at, updated_at)
    VALUES (${r.kind}, ${q.json(r.name)}, ${q.json(r.description)}, ${r.imageUrl}, ${r.points}, ${r.amount},
      ${r.stock}, ${r.maxPerRedeem}, ${r.perMemberLimit}, ${r.wagering ? q.json(r.wagering) : null},
      ${r.rafflePromotionId}, ${r.enabled}, ${r.sort}, ${at}, ${at})
    RETURNING *`;
  return toRewardRow(row!);
}

export async function updateReward(q: Queryable, id: number, r: PointsRewardInput, at: Date) {
  const [row] = await q<RewardRow[]>`
    UPDATE points_rewards SET kind = ${r.kind}, name = ${q.json(r.name)}, description = ${q.json(r.description)},
      image_url = ${r.imageUrl}, points = ${r.points}, amount = ${r.amount}, stock = ${r.stock},
      max_per_redeem = ${r.maxPerRedeem}, per_member_limit = ${r.perMemberLimit},
      wagering = ${r.wagering ? q.json(r.wagering) : null}, raffle_promotion_id = ${r.rafflePromotionId},
      enabled = ${r.enabled}, sort = ${r.sort}, updated_at = ${at}
    WHERE id = ${id} RETURNING *`;
  return row ? toRewardRow(row) : undefined;
}

/**
 * Takes `quantity` units of an enabled reward: one conditional UPDATE, so parallel redeems of the last unit
 * queue on the row and only as many succeed as there is stock. Also locks the row for the rest of the
 * redeem (the per-member limit is counted under it).
 */
export async function takeStock(q: Queryable, id: number, quantity: number): Promise<RewardRow | undefined> {
  const [row] = await q<RewardRow[]>`
    UPDATE points_rewards SET stock = CASE WHEN stock IS NULL THEN NULL ELSE stock - ${quantity} END,
           redeemed = redeemed + ${quantity}
     WHERE id = ${id} AND enabled AND (stock IS NULL OR stock >= ${quantity})
     RETURNING *`;
  return row ? toRewardRow(row) : undefined;
}

/** Gives units back (a rejected physical item). */
export async function returnStock(q: Queryable, id: number, quantity: number): Promise<void> {
  await q`UPDATE points_rewards SET stock = CASE WHEN stock IS NULL THEN NULL ELSE stock + ${quantity} END,
            redeemed = greatest(redeemed - ${quantity}, 0) WHERE id = ${id}`;
}

export async function unitsRedeemedBy(q: Queryable, rewardId: number, memberId: number): Promise<number> {
  const [r] = await q<{ n: number }[]>`SELECT coalesce(sum(quantity), 0)::int AS n FROM points_redemptions
    WHERE reward_id = ${rewardId} AND member_id = ${memberId} AND status <> 'rejected'`;
  return r?.n ?? 0;
}

export async function nextRedemptionId(q: Queryable): Promise<number> {
  const [r] = await q<{ id: string }[]>`SELECT nextval('points_redemptions_id_seq') AS id`;
  return Number(r!.id);
}

export async function insertRedemption(
  q: Queryable,
  r: Omit<RedemptionRow, 'decided_at' | 'decided_by' | 'refund_transfer_id' | 'reason'>,
): Promise<RedemptionRow> {
  const [row] = await q<RedemptionRow[]>`
    INSERT INTO points_redemptions (id, txn_no, member_id, reward_id, kind, product_name, quantity, points, amount,
      status, address, transfer_id, promotion_reward_id, created_at, decided_at, decided_by)
    VALUES (${r.id}, ${r.txn_no}, ${r.member_id}, ${r.reward_id}, ${r.kind}, ${q.json(r.product_name)}, ${r.quantity},
      ${r.points}, ${r.amount}, ${r.status}, ${r.address ? q.json(r.address) : null}, ${r.transfer_id},
      ${r.promotion_reward_id}, ${r.created_at},
      ${r.status === 'complete' ? r.created_at : null}, ${r.status === 'complete' ? 'system' : null})
    RETURNING *`;
  return toRedemptionRow(row!);
}

export async function lockRedemption(q: Queryable, id: number): Promise<RedemptionRow | undefined> {
  const [r] = await q<RedemptionRow[]>`SELECT * FROM points_redemptions WHERE id = ${id} FOR UPDATE`;
  return r ? toRedemptionRow(r) : undefined;
}

export async function listRedemptions(
  q: Queryable,
  f: { memberId?: number; status?: RedeemStatus; page: number; pageSize: number },
): Promise<{ rows: RedemptionRow[]; total: number }> {
  const member = f.memberId ?? null;
  const status = f.status ?? null;
  const rows = await q<(RedemptionRow & { total: string })[]>`
    SELECT r.*, m.account, count(*) OVER () AS total
      FROM points_redemptions r JOIN members m ON m.id = r.member_id
     WHERE (${member}::bigint IS NULL OR r.member_id = ${member})
       AND (${status}::text IS NULL OR r.status = ${status})
     ORDER BY r.id DESC
     LIMIT ${f.pageSize} OFFSET ${(f.page - 1) * f.pageSize}`;
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && f.page > 1) {
    const [c] = await q<{ n: number }[]>`SELECT count(*)::int AS n FROM points_redemptions
      WHERE (${member}::bigint IS NULL OR member_id = ${member}) AND (${status}::text IS NULL OR status = ${status})`;
    total = c?.n ?? 0;
  }
  return { rows: rows.map(toRedemptionRow), total };
}

/**
 * The member's point changes: posted transfers on their points account, newest first, each with the
 * balance it left (a running sum over the account's whole history: it started at 0).
 */
export async function pointChanges(q: Queryable, memberId: number, page: number, pageSize: number) {
  const code = `m:${memberId}:points`;
  const rows = await q<
    {
      id: string;
      kind: string;
      change: string;
      balance_after: string;
      reference: string | null;
      created_at: Date;
      total: string;
    }[]
  >`
    WITH acct AS (SELECT id FROM ledger_accounts WHERE code = ${code}),
    moves AS (
      SELECT t.id, t.kind, t.reference, t.created_at,
             CASE WHEN t.credit_account_id = acct.id THEN t.amount ELSE -t.amount END AS change
        FROM ledger_transfers t, acct
       WHERE (t.credit_account_id = acct.id OR t.debit_account_id = acct.id) AND t.status = 'posted'),
    running AS (SELECT *, sum(change) OVER (ORDER BY id) AS balance_after, count(*) OVER () AS total FROM moves)
    SELECT * FROM running ORDER BY id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      change: Number(r.change),
      balanceAfter: Number(r.balance_after),
      reference: r.reference,
      createdAt: r.created_at.toISOString(),
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** What the member earned and spent in all (points in, points out of the account). */
export async function pointTotals(q: Queryable, memberId: number): Promise<{ earned: number; spent: number }> {
  const code = `m:${memberId}:points`;
  const [r] = await q<{ earned: string; spent: string }[]>`
    WITH acct AS (SELECT id FROM ledger_accounts WHERE code = ${code})
    SELECT coalesce(sum(t.amount) FILTER (WHERE t.credit_account_id = acct.id), 0) AS earned,
           coalesce(sum(t.amount) FILTER (WHERE t.debit_account_id = acct.id), 0) AS spent
      FROM ledger_transfers t, acct
     WHERE (t.credit_account_id = acct.id OR t.debit_account_id = acct.id) AND t.status = 'posted'`;
  return { earned: Number(r?.earned ?? 0), spent: Number(r?.spent ?? 0) };
}

/** Closed local days with settled turnover the job has not turned into points yet (oldest first). */
export async function daysToEarn(q: Queryable, beforeDay: string, since: string): Promise<string[]> {
  const rows = await q<{ day: string }[]>`
    SELECT DISTINCT s.day::text AS day FROM member_day_stats s
     WHERE s.day < ${beforeDay}::date AND s.day >= ${since}::date AND s.category <> '' AND s.turnover > 0
       AND NOT EXISTS (SELECT 1 FROM points_turnover_days d WHERE d.day = s.day)
     ORDER BY 1`;
  return rows.map((r) => r.day);
}

export async function turnoverOfDay(q: Queryable, day: string) {
  const rows = await q<{ member_id: string; category: string; turnover: string }[]>`
    SELECT member_id, category, turnover FROM member_day_stats
     WHERE day = ${day}::date AND category <> '' AND turnover > 0 ORDER BY member_id, category`;
  return rows.map((r) => ({ memberId: Number(r.member_id), category: r.category, turnover: Number(r.turnover) }));
}
