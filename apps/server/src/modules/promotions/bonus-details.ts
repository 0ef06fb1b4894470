import type { BonusDetails, LanguageCode, RewardSource } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { periodOf } from './periods.js';
import type { RewardRow } from './rewards.service.js';

export interface BonusDetailsQuery {
  source?: RewardSource;
  /** Local days (site time zone), inclusive. */
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/** The local day 'YYYY-MM-DD' → its start instant in the site zone. */
function dayStart(day: string, timeZone: string): Date {
  // Noon UTC of that date is inside the local day for any zone within ±12 h.
  return periodOf('daily', new Date(`${day}T12:00:00Z`), timeZone).start;
}

/** Member centre bonusDetails: paid (and reversed) rewards of every source, filtered, with totals. */
export function createBonusDetails(deps: { db: Db; clock: Clock; timeZone: string }) {
  const { db, timeZone } = deps;
  return async function bonusDetails(
    memberId: number,
    q: BonusDetailsQuery,
    lang: LanguageCode,
  ): Promise<BonusDetails> {
    const from = q.from ? dayStart(q.from, timeZone) : null;
    const to = q.to ? periodOf('daily', new Date(`${q.to}T12:00:00Z`), timeZone).end : null;
    const source = q.source ?? null;
    const rows = await db<RewardRow[]>`SELECT r.*, p.content AS promo_title FROM promotion_rewards r
        LEFT JOIN promotions p ON p.id = r.promotion_id
      WHERE r.member_id = ${memberId} AND r.status IN ('claimed', 'reversed')
        AND (${from}::timestamptz IS NULL OR r.claimed_at >= ${from}::timestamptz)
        AND (${to}::timestamptz IS NULL OR r.claimed_at < ${to}::timestamptz)
        AND (${source}::text IS NULL OR r.source = ${source}::text)
      ORDER BY r.claimed_at DESC, r.id DESC LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`;
    const sums = await db<{ source: RewardSource; n: number; amount: number }[]>`SELECT r.source, count(*)::int AS n,
        COALESCE(sum(r.amount) FILTER (WHERE r.status = 'claimed'), 0)::bigint AS amount
      FROM promotion_rewards r
      WHERE r.member_id = ${memberId} AND r.status IN ('claimed', 'reversed')
        AND (${from}::timestamptz IS NULL OR r.claimed_at >= ${from}::timestamptz)
        AND (${to}::timestamptz IS NULL OR r.claimed_at < ${to}::timestamptz)
        AND (${source}::text IS NULL OR r.source = ${source}::text)
      GROUP BY r.source`;
    const totals = { bonus: 0, rebate: 0, cashback: 0, raffle_prize: 0, all: 0 };
    let total = 0;
    for (const s of sums) {
      totals[s.source] = s.amount;
      totals.all += s.amount;
      total += s.n;
    }
    return {
      items: rows.map((r) => ({
        id: r.id,
        source: r.source,
        title: r.promo_title?.[lang]?.title ?? r.title[lang] ?? r.title.vi ?? r.source,
        amount: r.amount,
        status: r.status,
        at: (r.claimed_at ?? r.offered_at).toISOString(),
      })),
      total,
      page: q.page,
      pageSize: q.pageSize,
      totals,
    };
  };
}
