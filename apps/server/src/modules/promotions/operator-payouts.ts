import { type PromotionPayout, type PromotionPayoutSortable, promotionPayoutsContract } from '@app/contracts';
import type { Db } from '../../platform/db/connect.js';
import { type CsvCell, type CsvExporter, csvAmount, offsetBatches } from '../../platform/http/csv-export.js';
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

/** The list's filters and sort (the CSV takes the same). */
interface Filter {
  dir: 'asc' | 'desc';
  sort?: (typeof PromotionPayoutSortable)[number];
  account?: string;
  status?: PromotionPayout['status'];
}
interface Query extends Filter {
  page: number;
  pageSize: number;
}

/**
 * A promotion's rewards for the back office (read-only; reversing stays with operator.service.ts). The CSV
 * reads its batches here too, without the count (`count: false`).
 */
export async function listPromotionPayouts(db: Db, promotionId: number, q: Query, opts = { count: true }) {
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
  const [n] = opts.count
    ? await db<{ n: number }[]>`SELECT count(*)::int AS n
        FROM promotion_rewards r JOIN members m ON m.id = r.member_id WHERE ${where}`
    : [];
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

/** The payouts list's CSV columns (those the back office wrote when it built this file in the browser, and the member id). */
export const PAYOUTS_CSV_HEADER = [
  'reward_id',
  'member_id',
  'account',
  'source',
  'amount',
  'status',
  'period',
  'offered_at',
  'claimed_at',
  'reversed_at',
];

/** One payout's cells; the amount as an exact plain amount (18000.50). */
export const payoutsCsvLine = (r: PromotionPayout): CsvCell[] => [
  r.rewardId,
  r.memberId,
  r.account,
  r.source,
  csvAmount(r.amount),
  r.status,
  r.periodKey,
  r.offeredAt,
  r.claimedAt,
  r.reversedAt,
];

/** GET /wps/operator/promotions/:id/rewards and its CSV, rewards.csv (route-permissions.ts: promotions.view). */
export function registerPromotionPayouts(route: Route, db: Db, csv: CsvExporter): void {
  route(promotionPayoutsContract.list, ({ session, params, query }) => {
    requireOperator(session);
    return listPromotionPayouts(db, params.id, query);
  });
  route(promotionPayoutsContract.csv, ({ session, params, query, reply }) => {
    requireOperator(session);
    return csv.send(reply, {
      name: `promotion-${params.id}-payouts`,
      header: PAYOUTS_CSV_HEADER,
      line: payoutsCsvLine,
      batches: offsetBatches(
        async (limit, offset) =>
          (
            await listPromotionPayouts(
              db,
              params.id,
              { ...query, page: offset / limit + 1, pageSize: limit },
              { count: false },
            )
          ).items,
      ),
    });
  });
}
