import type { Dashboard } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { rollupZoneReady } from '../agents/index.js';

interface DayRow {
  day: string;
  deposits: number;
  withdrawals: number;
  turnover: number;
  ggr: number;
  active: number;
  joined: number;
}

const figures = (r: DayRow | undefined) => ({
  deposits: r?.deposits ?? 0,
  withdrawals: r?.withdrawals ?? 0,
  turnover: r?.turnover ?? 0,
  ggr: r?.ggr ?? 0,
  activePlayers: r?.active ?? 0,
  newPlayers: r?.joined ?? 0,
});

/**
 * Today's figures for the back office's first screen, read from the per-member per-day rollup
 * (member_day_stats, kept by triggers in the same transaction as every bet, deposit, withdrawal and sign-up),
 * so they are exact and cost one index range read of two days, beside the pending queues' counts.
 */
export function createDashboardService({ db, clock, timezone }: { db: Db; clock: Clock; timezone: string }) {
  async function today(): Promise<Dashboard> {
    await rollupZoneReady(db, timezone);
    const now = clock.now();
    const [local] = await db<{ day: string }[]>`
      SELECT ((${now}::timestamptz AT TIME ZONE ${timezone})::date)::text AS day`;
    const day = local!.day;
    const rows = await db<DayRow[]>`
      SELECT day::text AS day, coalesce(sum(deposits), 0)::bigint AS deposits,
        coalesce(sum(withdrawals), 0)::bigint AS withdrawals, coalesce(sum(turnover), 0)::bigint AS turnover,
        coalesce(sum(turnover - wins), 0)::bigint AS ggr,
        count(DISTINCT member_id) FILTER (WHERE bet_count > 0)::int AS active, coalesce(sum(joined), 0)::int AS joined
      FROM member_day_stats WHERE day IN (${day}::date, ${day}::date - 1) GROUP BY day`;
    const [pending] = await db<{ deposits: number; withdrawals: number; disputes: number }[]>`
      SELECT (SELECT count(*) FROM deposits WHERE status = 'review'
                OR (status = 'pending' AND kind = 'bank_transfer'))::int AS deposits,
        (SELECT count(*) FROM withdrawals WHERE status = 'pending')::int AS withdrawals,
        (SELECT count(*) FROM withdrawals WHERE status = 'not_received')::int AS disputes`;
    return {
      day,
      today: figures(rows.find((r) => r.day === day)),
      yesterday: figures(rows.find((r) => r.day !== day)),
      pending: {
        deposits: pending?.deposits ?? 0,
        withdrawals: pending?.withdrawals ?? 0,
        withdrawalDisputes: pending?.disputes ?? 0,
      },
      generatedAt: now.toISOString(),
    };
  }
  return { today };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
