import type { Db, Queryable } from '../../platform/db/connect.js';

/** One local day of a team's figures (rollup rows summed). */
export interface DayRow {
  day: string;
  new_members: number;
  active_members: number;
  deposits: number;
  withdrawals: number;
  turnover: number;
  wins: number;
}

/** An agent's team figures over its closed days [lo, through]. */
export interface ClosedDays {
  lo: string;
  through: string;
  week: string;
  month: string;
  /** Per day, with the distinct active members of that day. */
  days: DayRow[];
  /** Team size at the end of `through`. */
  size: number;
  /** Distinct members with a settled bet in [week, through] and in [month, through] (0 when the start is later). */
  activeWeek: number;
  activeMonth: number;
}

interface Version {
  changes: number;
  tree: number;
}

/** What the closed days depend on: changes to closed days of the rollup (log rows, 0205), and the tree's shape. */
const version = async (q: Queryable, lo: string, through: string): Promise<Version> => {
  const [v] = await q<Version[]>`
    SELECT (SELECT count(*) FROM member_day_past_changes WHERE day >= ${lo}::date AND day <= ${through}::date)::bigint
             AS changes,
           (SELECT v FROM agent_tree_version)::bigint AS tree`;
  return v!;
};

/** One pass over the team's rollup rows of [lo, through] (the whole team: the costly read the cache saves). */
async function compute(
  q: Queryable,
  p: { agentId: number; lo: string; through: string; week: string; month: string },
): Promise<ClosedDays> {
  const rows = await q<(DayRow & { kind: string })[]>`
    WITH team AS MATERIALIZED (SELECT descendant_id AS id FROM agent_team WHERE ancestor_id = ${p.agentId} AND depth > 0),
    s AS MATERIALIZED (
      SELECT s.member_id, s.day, s.turnover, s.wins, s.bet_count, s.deposits, s.withdrawals, s.joined
        FROM member_day_stats s JOIN team ON team.id = s.member_id
       WHERE s.day >= ${p.lo}::date AND s.day <= ${p.through}::date
    ),
    act AS MATERIALIZED (SELECT member_id, day FROM s WHERE bet_count > 0 GROUP BY member_id, day)
    SELECT 'day' AS kind, day::text AS day, sum(joined)::int AS new_members, 0 AS active_members,
           sum(deposits)::bigint AS deposits, sum(withdrawals)::bigint AS withdrawals, sum(turnover)::bigint AS turnover,
           sum(wins)::bigint AS wins
      FROM s GROUP BY day
    UNION ALL
    SELECT 'act', day::text, 0, count(*)::int, 0, 0, 0, 0 FROM act GROUP BY day
    UNION ALL
    -- Team size at the end of the last closed day: everyone now, less those who joined later.
    SELECT 'size', NULL,
           ((SELECT count(*) FROM team)
             - coalesce((SELECT sum(x.joined) FROM member_day_stats x JOIN team ON team.id = x.member_id
                          WHERE x.day > ${p.through}::date AND x.joined <> 0), 0))::int,
           0, 0, 0, 0, 0
    UNION ALL
    SELECT 'active', NULL, count(*) FILTER (WHERE w)::int, count(*) FILTER (WHERE m)::int, 0, 0, 0, 0
      FROM (SELECT bool_or(day >= ${p.week}::date) AS w, bool_or(day >= ${p.month}::date) AS m
              FROM act WHERE day >= least(${p.week}::date, ${p.month}::date) GROUP BY member_id) pm`;
  const act = new Map(rows.filter((r) => r.kind === 'act').map((r) => [r.day, r.active_members]));
  const activity = rows.find((r) => r.kind === 'active');
  return {
    ...p,
    days: rows.filter((r) => r.kind === 'day').map((r) => ({ ...r, active_members: act.get(r.day) ?? 0 })),
    size: rows.find((r) => r.kind === 'size')?.new_members ?? 0,
    activeWeek: activity?.new_members ?? 0,
    activeMonth: activity?.active_members ?? 0,
  };
}

/**
 * The agent's figures over its closed days: from agent_overview_cache when it covers them and nothing in them
 * changed since (as many member_day_past_changes log rows and the same agent_tree_version as when it was computed), else
 * computed and stored. The version and the figures are read in one snapshot (repeatable read), so a change
 * committed meanwhile always shows as a newer version and is never lost in a stale cache.
 */
export async function closedDays(
  db: Db,
  p: { agentId: number; lo: string; through: string; week: string; month: string },
): Promise<ClosedDays> {
  const [hit] = await db<{ figures: ClosedDays }[]>`
    SELECT c.figures FROM agent_overview_cache c
     WHERE c.agent_id = ${p.agentId} AND c.through = ${p.through}::date AND c.lo <= ${p.lo}::date
       AND c.figures ->> 'week' = ${p.week} AND c.figures ->> 'month' = ${p.month}
       AND c.tree_version = (SELECT v FROM agent_tree_version)
       AND c.changes = (SELECT count(*) FROM member_day_past_changes WHERE day >= c.lo AND day <= c.through)`;
  if (hit) return hit.figures;
  return (await db
    .begin('isolation level repeatable read', async (tx) => {
      const v = await version(tx, p.lo, p.through);
      const figures = await compute(tx, p);
      return { v, figures };
    })
    .then(async ({ v, figures }) => {
      await db`
      INSERT INTO agent_overview_cache (agent_id, through, lo, changes, tree_version, figures, computed_at)
      VALUES (${p.agentId}, ${p.through}, ${p.lo}, ${v.changes}, ${v.tree}, ${db.json(figures as never)}, now())
      ON CONFLICT (agent_id) DO UPDATE SET through = EXCLUDED.through, lo = EXCLUDED.lo, changes = EXCLUDED.changes,
        tree_version = EXCLUDED.tree_version, figures = EXCLUDED.figures, computed_at = EXCLUDED.computed_at`;
      return figures;
    })) as ClosedDays;
}
