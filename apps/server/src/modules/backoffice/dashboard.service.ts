import type { Dashboard, DashboardTrend } from '@app/contracts';
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

/** A calendar day `n` days after `day` (yyyy-MM-dd arithmetic, no zone involved). */
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Today's figures for the back office's first screen, read from the per-member per-day rollup
 * (member_day_stats, kept by triggers in the same transaction as every bet, deposit, withdrawal and sign-up),
 * so they are exact and cost one index range read of two days, beside the pending queues' counts.
 */
export function createDashboardService({ db, clock, timezone }: { db: Db; clock: Clock; timezone: string }) {
  /** The figures of each local day in [from, to] that has any (one index range read of the rollup). */
  function dayFigures(from: string, to: string) {
    return db<DayRow[]>`
      SELECT day::text AS day, coalesce(sum(deposits), 0)::bigint AS deposits,
        coalesce(sum(withdrawals), 0)::bigint AS withdrawals, coalesce(sum(turnover), 0)::bigint AS turnover,
        coalesce(sum(turnover - wins), 0)::bigint AS ggr,
        count(DISTINCT member_id) FILTER (WHERE bet_count > 0)::int AS active, coalesce(sum(joined), 0)::int AS joined
      FROM member_day_stats WHERE day >= ${from}::date AND day <= ${to}::date GROUP BY day`;
  }

  async function localToday(): Promise<{ now: Date; day: string }> {
    await rollupZoneReady(db, timezone);
    const now = clock.now();
    const [local] = await db<{ day: string }[]>`
      SELECT ((${now}::timestamptz AT TIME ZONE ${timezone})::date)::text AS day`;
    return { now, day: local!.day };
  }

  async function today(): Promise<Dashboard> {
    const { now, day } = await localToday();
    const rows = await dayFigures(addDays(day, -1), day);
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
  /**
   * The same figures for each of the last `days` local days (today last), zeros for quiet days: the
   * dashboard's trend charts, from the same rollup and the same sums as today's cards.
   */
  async function trend(days: number): Promise<DashboardTrend> {
    const { day } = await localToday();
    const first = addDays(day, 1 - days);
    const byDay = new Map((await dayFigures(first, day)).map((r) => [r.day, r]));
    return {
      days: Array.from({ length: days }, (_, i) => {
        const d = addDays(first, i);
        return { day: d, ...figures(byDay.get(d)) };
      }),
    };
  }
  return { today, trend };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
