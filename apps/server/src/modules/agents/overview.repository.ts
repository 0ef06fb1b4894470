import type { Queryable } from '../../platform/db/connect.js';

export interface FiguresRow {
  name: string;
  day: string | null;
  team_size: number;
  new_members: number;
  active_members: number;
  deposits: number;
  withdrawals: number;
  turnover: number;
  wins: number;
}

/** Withdrawal states in which the money has left the member (held or paid, not refused or refunded). */
const PAID_OUT = ['approved', 'received', 'not_received'];

/**
 * The team's figures (everyone below the agent) for today, yesterday, this week (from Monday), this month and
 * each of the last `days` days, in the operator's zone, in one statement: the team's rows are read once (the
 * closure table's range of the agent) and every period counts from them. Bets count when settled (vendor bets
 * and rounds bets, real money only); deposits when credited; withdrawals when approved.
 */
export async function teamFigures(
  db: Queryable,
  p: { agentId: number; now: Date; timezone: string; days: number },
): Promise<FiguresRow[]> {
  const rows = await db<FiguresRow[]>`
    WITH local AS (SELECT date_trunc('day', ${p.now}::timestamptz AT TIME ZONE ${p.timezone}) AS today),
    periods AS (
      SELECT 'today' AS name, NULL::text AS day, l.today AS lo, l.today + interval '1 day' AS hi FROM local l
      UNION ALL SELECT 'yesterday', NULL, l.today - interval '1 day', l.today FROM local l
      UNION ALL SELECT 'thisWeek', NULL, date_trunc('week', l.today), l.today + interval '1 day' FROM local l
      UNION ALL SELECT 'thisMonth', NULL, date_trunc('month', l.today), l.today + interval '1 day' FROM local l
      UNION ALL SELECT 'day', to_char(d, 'YYYY-MM-DD'), d, d + interval '1 day'
        FROM local l, generate_series(l.today - (${p.days - 1} * interval '1 day'), l.today, interval '1 day') d
    ),
    bounds AS (
      SELECT min(lo) AT TIME ZONE ${p.timezone} AS lo, max(hi) AT TIME ZONE ${p.timezone} AS hi FROM periods
    ),
    team AS (SELECT descendant_id AS id FROM agent_team WHERE ancestor_id = ${p.agentId} AND depth > 0),
    joined AS MATERIALIZED (
      SELECT m.created_at AT TIME ZONE ${p.timezone} AS at FROM members m JOIN team ON team.id = m.id
    ),
    bet AS MATERIALIZED (
      SELECT b.member_id, b.settled_at AT TIME ZONE ${p.timezone} AS at, b.stake, b.win
        FROM bets b JOIN team ON team.id = b.member_id, bounds
       WHERE b.status = 'settled' AND b.unit = 'VND' AND b.settled_at >= bounds.lo AND b.settled_at < bounds.hi
      UNION ALL
      SELECT r.member_id, r.settled_at AT TIME ZONE ${p.timezone}, r.stake, r.payout
        FROM round_bets r JOIN team ON team.id = r.member_id, bounds
       WHERE r.state IN ('won', 'lost') AND r.unit = 'VND' AND r.settled_at >= bounds.lo AND r.settled_at < bounds.hi
    ),
    dep AS MATERIALIZED (
      SELECT d.credited_at AT TIME ZONE ${p.timezone} AS at, d.credited AS amount
        FROM deposits d JOIN team ON team.id = d.member_id, bounds
       WHERE d.status = 'succeeded' AND d.credited_at >= bounds.lo AND d.credited_at < bounds.hi
    ),
    wd AS MATERIALIZED (
      SELECT w.decided_at AT TIME ZONE ${p.timezone} AS at, w.amount
        FROM withdrawals w JOIN team ON team.id = w.member_id, bounds
       WHERE w.status = ANY(${PAID_OUT}) AND w.decided_at >= bounds.lo AND w.decided_at < bounds.hi
    )
    SELECT p.name, p.day,
      (SELECT count(*) FROM joined j WHERE j.at < p.hi)::int AS team_size,
      (SELECT count(*) FROM joined j WHERE j.at >= p.lo AND j.at < p.hi)::int AS new_members,
      (SELECT count(DISTINCT member_id) FROM bet WHERE bet.at >= p.lo AND bet.at < p.hi)::int AS active_members,
      (SELECT COALESCE(sum(amount), 0) FROM dep WHERE dep.at >= p.lo AND dep.at < p.hi)::bigint AS deposits,
      (SELECT COALESCE(sum(amount), 0) FROM wd WHERE wd.at >= p.lo AND wd.at < p.hi)::bigint AS withdrawals,
      (SELECT COALESCE(sum(stake), 0) FROM bet WHERE bet.at >= p.lo AND bet.at < p.hi)::bigint AS turnover,
      (SELECT COALESCE(sum(win), 0) FROM bet WHERE bet.at >= p.lo AND bet.at < p.hi)::bigint AS wins
    FROM periods p ORDER BY p.lo, p.name`;
  return [...rows];
}
