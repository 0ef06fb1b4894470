import type { Db, Queryable } from '../../platform/db/connect.js';
import { type ClosedDays, closedDays, type DayRow } from './overview.cache.js';

export type { DayRow };

/** One local day of the team's figures (days with nothing happening are absent). */
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

interface LiveRow {
  kind: 'day' | 'act' | 'new';
  day: string | null;
  new_members: number;
  active_members: number;
  deposits: number;
  withdrawals: number;
  turnover: number;
  wins: number;
}

/**
 * The days after the cached closed ones (normally today alone), read live from the rollup: the rows of those
 * days (index on day) whose member is in the team (one closure-table probe each), so the cost follows today's
 * activity, not the team's size. 'new' rows count the members active live who were not active in the closed
 * part of the week (new_members) and of the month (active_members): what the cached distinct counts lack. That
 * is read off the rows' prev_active (migration 0206) unless a closed day changed since the database's day
 * began (prevFresh false: prev_active may be stale), when each member's closed days are probed instead.
 */
function liveFigures(
  db: Queryable,
  p: { agentId: number; through: string; today: string; week: string; month: string; prevFresh: boolean },
) {
  return db<LiveRow[]>`
    WITH t AS MATERIALIZED (
      SELECT s.member_id, s.day, s.turnover, s.wins, s.bet_count, s.deposits, s.withdrawals, s.joined, s.prev_active
        FROM member_day_stats s
       WHERE s.day > ${p.through}::date AND s.day <= ${p.today}::date
         -- A scalar subquery, so each row probes the closure table's key (never a hash of the whole team);
         -- the key alone answers it (the agent's own row is depth 0: left out by id).
         AND s.member_id <> ${p.agentId}
         AND (SELECT true FROM agent_team a WHERE a.ancestor_id = ${p.agentId} AND a.descendant_id = s.member_id)
    ),
    act AS MATERIALIZED (
      SELECT member_id, day, max(prev_active) AS prev FROM t WHERE bet_count > 0 GROUP BY member_id, day
    ),
    -- prev: the member's last active day before its first live one (at most the last closed day).
    m AS (
      SELECT member_id, bool_or(day >= ${p.week}::date) AS in_week, bool_or(day >= ${p.month}::date) AS in_month,
             (array_agg(prev ORDER BY day))[1] AS prev
        FROM act GROUP BY member_id
    )
    SELECT 'day' AS kind, day::text AS day, sum(joined)::int AS new_members, 0 AS active_members,
           sum(deposits)::bigint AS deposits, sum(withdrawals)::bigint AS withdrawals,
           sum(turnover)::bigint AS turnover, sum(wins)::bigint AS wins
      FROM t GROUP BY day
    UNION ALL
    SELECT 'act', day::text, 0, count(*)::int, 0, 0, 0, 0 FROM act GROUP BY day
    UNION ALL
    SELECT 'new', NULL,
           count(*) FILTER (WHERE in_week AND ${
             p.prevFresh
               ? db`coalesce(prev < ${p.week}::date, true)`
               : db`(SELECT x.day FROM member_day_stats x
                      WHERE x.member_id = m.member_id AND x.bet_count > 0 AND x.day >= ${p.week}::date
                        AND x.day <= ${p.through}::date LIMIT 1) IS NULL`
           })::int,
           count(*) FILTER (WHERE in_month AND ${
             p.prevFresh
               ? db`coalesce(prev < ${p.month}::date, true)`
               : db`(SELECT x.day FROM member_day_stats x
                      WHERE x.member_id = m.member_id AND x.bet_count > 0 AND x.day >= ${p.month}::date
                        AND x.day <= ${p.through}::date LIMIT 1) IS NULL`
           })::int,
           0, 0, 0, 0
      FROM m`;
}

/**
 * The team's (everyone below the agent) figures per local day in the operator's zone, from the earliest of
 * this month, this week, yesterday and the series start, up to today, from the per-member per-day rollup
 * member_day_stats (migration 0203: bets count when settled, real money only; deposits when credited;
 * withdrawals when approved; accounts on the day they were opened). The closed days come from the agent's
 * cached figures (overview.cache.ts, computed once while nothing in them changes); the open day is read live.
 */
export async function teamFigures(
  db: Db,
  p: { agentId: number; now: Date; timezone: string; days: number },
): Promise<TeamFiguresRaw> {
  const tz = p.timezone;
  // Closed days end before the database's own current day (minus a margin for transactions still committing
  // at midnight): the rollup counts changes to days before that in member_day_past_changes.
  const [b] = await db<
    { today: string; yesterday: string; week: string; month: string; lo: string; through: string }[]
  >`
    WITH l AS (SELECT (${p.now}::timestamptz AT TIME ZONE ${tz})::date AS today,
                      ((now() - interval '10 minutes') AT TIME ZONE ${tz})::date - 1 AS db_closed)
    SELECT today::text, (today - 1)::text AS yesterday, date_trunc('week', today)::date::text AS week,
           date_trunc('month', today)::date::text AS month,
           least(today - ${p.days - 1}::int, today - 1, date_trunc('week', today)::date, date_trunc('month', today)::date)::text AS lo,
           least(today - 1, db_closed)::text AS through
      FROM l`;
  const { today, yesterday, week, month, lo, through } = b!;
  const closed: ClosedDays = await closedDays(db, { agentId: p.agentId, lo, through, week, month });
  const [prev] = await db<{ ok: boolean }[]>`
    SELECT NOT EXISTS (
      SELECT 1 FROM member_day_past_changes
       WHERE at >= (date_trunc('day', now() AT TIME ZONE ${tz}) AT TIME ZONE ${tz})
         AND day >= least(${week}::date, ${month}::date) AND day <= ${through}::date) AS ok`;
  const live = await liveFigures(db, { agentId: p.agentId, through, today, week, month, prevFresh: prev!.ok });

  const liveAct = new Map(live.filter((r) => r.kind === 'act').map((r) => [r.day!, r.active_members]));
  const liveDays = live
    .filter((r) => r.kind === 'day')
    .map((r) => ({ ...r, day: r.day!, active_members: liveAct.get(r.day!) ?? 0 }));
  const fresh = live.find((r) => r.kind === 'new');
  const days = [...closed.days, ...liveDays];
  const activeOn = (day: string) => days.find((d) => d.day === day)?.active_members ?? 0;
  return {
    today,
    yesterday,
    weekStart: week,
    monthStart: month,
    teamSize: closed.size + liveDays.reduce((n, d) => n + d.new_members, 0),
    days,
    active: {
      today: activeOn(today),
      yesterday: activeOn(yesterday),
      thisWeek: closed.activeWeek + (fresh?.new_members ?? 0),
      thisMonth: closed.activeMonth + (fresh?.active_members ?? 0),
    },
  };
}
