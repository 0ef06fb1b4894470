import type { Queryable } from '../../platform/db/connect.js';

/** One local day of the team's figures (days with nothing happening are absent). */
export interface DayRow {
  day: string;
  new_members: number;
  active_members: number;
  deposits: number;
  withdrawals: number;
  turnover: number;
  wins: number;
}

export interface TeamFiguresRaw {
  today: string;
  yesterday: string;
  weekStart: string;
  monthStart: string;
  /** Everyone below the agent now. */
  teamSize: number;
  days: DayRow[];
  /** Distinct active members over the multi-day periods (not a sum of days). */
  active: { today: number; yesterday: number; thisWeek: number; thisMonth: number };
}

/** Withdrawal states in which the money has left the member (held or paid, not refused or refunded). */
const PAID_OUT = ['approved', 'received', 'not_received'];

/**
 * The team's (everyone below the agent) figures per local day in the operator's zone, from the earliest of
 * this month, this week, yesterday and the series start, up to today: each source is read once over the
 * closure table's range of the agent, and rolled up per day; the distinct active counts of the named
 * periods come from the same rows. Bets count when settled (vendor and rounds bets, real money only);
 * deposits when credited; withdrawals when approved.
 */
export async function teamFigures(
  db: Queryable,
  p: { agentId: number; now: Date; timezone: string; days: number },
): Promise<TeamFiguresRaw> {
  const tz = p.timezone;
  const [b] = await db<{ today: string; yesterday: string; week: string; month: string; lo: string }[]>`
    WITH l AS (SELECT (${p.now}::timestamptz AT TIME ZONE ${tz})::date AS today)
    SELECT today::text, (today - 1)::text AS yesterday, date_trunc('week', today)::date::text AS week,
           date_trunc('month', today)::date::text AS month,
           least(today - ${p.days - 1}::int, today - 1, date_trunc('week', today)::date, date_trunc('month', today)::date)::text AS lo
      FROM l`;
  const { today, yesterday, week, month, lo } = b!;
  const rows = await db<(DayRow & { kind: string })[]>`
    WITH team AS MATERIALIZED (SELECT descendant_id AS id FROM agent_team WHERE ancestor_id = ${p.agentId} AND depth > 0),
    r AS (SELECT (${lo}::date::timestamp AT TIME ZONE ${tz}) AS lo, ((${today}::date + 1)::timestamp AT TIME ZONE ${tz}) AS hi),
    bet AS MATERIALIZED (
      SELECT b.member_id, (b.settled_at AT TIME ZONE ${tz})::date AS day, b.stake, b.win
        FROM bets b JOIN team ON team.id = b.member_id, r
       WHERE b.status = 'settled' AND b.unit = 'VND' AND b.settled_at >= r.lo AND b.settled_at < r.hi
      UNION ALL
      SELECT x.member_id, (x.settled_at AT TIME ZONE ${tz})::date, x.stake, x.payout
        FROM round_bets x JOIN team ON team.id = x.member_id, r
       WHERE x.state IN ('won', 'lost') AND x.unit = 'VND' AND x.settled_at >= r.lo AND x.settled_at < r.hi
    ),
    events AS (
      SELECT day, member_id, stake, win, 0::bigint AS dep, 0::bigint AS wd, 0 AS joined FROM bet
      UNION ALL
      SELECT (d.credited_at AT TIME ZONE ${tz})::date, NULL, 0, 0, d.credited, 0, 0
        FROM deposits d JOIN team ON team.id = d.member_id, r
       WHERE d.status = 'succeeded' AND d.credited_at >= r.lo AND d.credited_at < r.hi
      UNION ALL
      SELECT (w.decided_at AT TIME ZONE ${tz})::date, NULL, 0, 0, 0, w.amount, 0
        FROM withdrawals w JOIN team ON team.id = w.member_id, r
       WHERE w.status = ANY(${PAID_OUT}) AND w.decided_at >= r.lo AND w.decided_at < r.hi
      UNION ALL
      SELECT (m.created_at AT TIME ZONE ${tz})::date, NULL, 0, 0, 0, 0, 1
        FROM members m JOIN team ON team.id = m.id, r WHERE m.created_at >= r.lo
    )
    SELECT 'day' AS kind, day::text AS day, sum(joined)::int AS new_members, count(DISTINCT member_id)::int AS active_members,
           sum(dep)::bigint AS deposits, sum(wd)::bigint AS withdrawals, sum(stake)::bigint AS turnover, sum(win)::bigint AS wins
      FROM events GROUP BY day
    UNION ALL
    SELECT 'size', NULL, (SELECT count(*) FROM team)::int, 0, 0, 0, 0, 0
    UNION ALL
    SELECT 'active', NULL,
           count(DISTINCT member_id) FILTER (WHERE day = ${today}::date)::int,
           count(DISTINCT member_id) FILTER (WHERE day = ${yesterday}::date)::int,
           count(DISTINCT member_id) FILTER (WHERE day >= ${week}::date)::bigint,
           count(DISTINCT member_id) FILTER (WHERE day >= ${month}::date)::bigint, 0, 0
      FROM bet`;
  const size = rows.find((r) => r.kind === 'size')!;
  const act = rows.find((r) => r.kind === 'active')!;
  return {
    today,
    yesterday,
    weekStart: week,
    monthStart: month,
    teamSize: size.new_members,
    days: rows.filter((r) => r.kind === 'day'),
    active: {
      today: act.new_members,
      yesterday: act.active_members,
      thisWeek: act.deposits,
      thisMonth: act.withdrawals,
    },
  };
}
