import { type PromotionPayout, type PromotionPayoutSortable, promotionPayoutsContract } from '@app/contracts';
import type { Db } from '../../platform/db/connect.js';
import type { Route } from '../../platform/http/route.js';
import { requireOperator } from '../operators/index.js';

interface PayoutRow {
  id: number;
  member_id: number;
  account: string;
  source: PromotionPayout['source'];
  amount: number;
  status: PromotionPayout['status'];
  period_key: string | null;
  offered_at: Date;
  claimed_at: Date | null;
  reversed_at: Date | null;
}

interface Query {
  page: number;
  pageSize: number;
  dir: 'asc' | 'desc';
  sort?: (typeof PromotionPayoutSortable)[number];
  account?: string;
  status?: PromotionPayout['status'];
}

/** A promotion's rewards for the back office (read-only; reversing stays with operator.service.ts). */
export async function listPromotionPayouts(db: Db, promotionId: number, q: Query) {
  const where = db`r.promotion_id = ${promotionId}
    AND (${q.account ?? null}::text IS NULL OR lower(m.account) = lower(${q.account ?? null}))
    AND (${q.status ?? null}::text IS NULL OR r.status = ${q.status ?? null})`;
  // Whitelisted columns only: the sort name never reaches the SQL text.
  const column = {
    rewardId: db`r.id`,
    account: db`m.account`,
    amount: db`r.amount`,
    offeredAt: db`r.offered_at`,
    claimedAt: db`r.claimed_at`,
  }[q.sort ?? 'rewardId'];
  const order = q.dir === 'asc' ? db`${column} ASC NULLS LAST, r.id ASC` : db`${column} DESC NULLS LAST, r.id DESC`;
  const rows = await db<PayoutRow[]>`
    SELECT r.id, r.member_id, m.account, r.source, r.amount, r.status, r.period_key, r.offered_at, r.claimed_at,
           r.reversed_at
    FROM promotion_rewards r JOIN members m ON m.id = r.member_id WHERE ${where}
    ORDER BY ${order} LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`;
  const [n] = await db<{ n: number }[]>`SELECT count(*)::int AS n
    FROM promotion_rewards r JOIN members m ON m.id = r.member_id WHERE ${where}`;
  return {
    items: rows.map(
      (r): PromotionPayout => ({
        rewardId: Number(r.id),
        memberId: Number(r.member_id),
        account: r.account,
        source: r.source,
        amount: Number(r.amount),
        status: r.status,
        periodKey: r.period_key,
        offeredAt: r.offered_at.toISOString(),
        claimedAt: r.claimed_at?.toISOString() ?? null,
        reversedAt: r.reversed_at?.toISOString() ?? null,
      }),
    ),
    total: n?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** GET /wps/operator/promotions/:id/rewards (route-permissions.ts: promotions.view). */
export function registerPromotionPayouts(route: Route, db: Db): void {
  route(promotionPayoutsContract.list, ({ session, params, query }) => {
    requireOperator(session);
    return listPromotionPayouts(db, params.id, query);
  });
}
