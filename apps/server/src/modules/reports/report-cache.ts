import type { Db, Queryable } from '../../platform/db/connect.js';
import type { DayKeyRow, RangeArgs, SourceRead } from './reports.repository.js';

/** Days this close to today are always read live (a clock a little ahead of the database's is harmless). */
const LIVE_DAYS = 2;

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The last day read from stored figures rather than live (the players' P&L ranking follows the same rule). */
export const lastClosedDay = (today: string) => addDays(today, -LIVE_DAYS);

interface Mark {
  day: string;
  changes: number;
}

/** Each closed day's count of logged changes and the rollup's version, in the caller's snapshot. */
async function currentMarks(q: Queryable, from: string, to: string) {
  const changes = await q<Mark[]>`
    SELECT day::text AS day, count(*)::bigint AS changes FROM member_day_past_changes
     WHERE day >= ${from}::date AND day <= ${to}::date GROUP BY day`;
  const [v] = await q<{ v: number }[]>`SELECT v FROM agent_tree_version`;
  return { changes: new Map(changes.map((c) => [c.day, Number(c.changes)])), version: Number(v?.v ?? 0) };
}

/** The days of [from, to] whose mark is missing or no longer matches the logged changes, version and zone. */
function staleDays(q: Queryable, source: string, by: string, r: RangeArgs) {
  return q<{ day: string }[]>`
    WITH cur AS (
      SELECT d::date AS day, coalesce((SELECT count(*) FROM member_day_past_changes c WHERE c.day = d::date), 0) AS n
        FROM generate_series(${r.from}::date, ${r.to}::date, interval '1 day') d
    )
    SELECT cur.day::text AS day FROM cur
      LEFT JOIN report_day_marks m ON m.source = ${source} AND m.by = ${by} AND m.day = cur.day
     WHERE m.day IS NULL OR m.changes <> cur.n OR m.tz <> ${r.tz}
        OR m.version <> (SELECT v FROM agent_tree_version)
     ORDER BY 1`;
}

/**
 * Recomputes the stale days of [from, to] under the source's lock (one computation at a time; a second caller
 * waits, then finds them fresh). The marks (change counts, version) are read BEFORE the figures: a change
 * committed in between is in the figures but not in the mark, so the day is merely recomputed next time; a mark
 * can never claim a change its figures miss.
 */
async function refresh(db: Db, source: string, by: string, r: RangeArgs, read: SourceRead): Promise<void> {
  if ((await staleDays(db, source, by, r)).length === 0) return;
  await db.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(hashtext(${`report-cache:${source}:${by}`}))`;
    const stale = await staleDays(tx, source, by, r);
    if (stale.length === 0) return;
    const lo = stale[0]!.day;
    const hi = stale.at(-1)!.day;
    const marks = await currentMarks(tx, lo, hi);
    const rows = await read(tx, { from: lo, to: hi, tz: r.tz }, by);
    await tx`DELETE FROM report_day_rows WHERE source = ${source} AND by = ${by} AND day >= ${lo}::date AND day <= ${hi}::date`;
    for (let i = 0; i < rows.length; i += 5_000) {
      const part = rows.slice(i, i + 5_000);
      await tx`INSERT INTO report_day_rows (source, by, day, key, vals)
        SELECT ${source}, ${by}, d, k, string_to_array(v, ',')::bigint[]
          FROM unnest(${part.map((x) => x.day)}::date[], ${part.map((x) => x.key)}::text[],
                      ${part.map((x) => x.values.join(','))}::text[]) AS x(d, k, v)`;
    }
    const days: string[] = [];
    for (let d = lo; d <= hi; d = addDays(d, 1)) days.push(d);
    await tx`INSERT INTO report_day_marks (source, by, day, tz, changes, version, computed_at)
      SELECT ${source}, ${by}, d, ${r.tz}, n, ${marks.version}, now()
        FROM unnest(${days}::date[], ${days.map((d) => marks.changes.get(d) ?? 0)}::bigint[]) AS x(d, n)
      ON CONFLICT (source, by, day) DO UPDATE
         SET tz = EXCLUDED.tz, changes = EXCLUDED.changes, version = EXCLUDED.version,
             computed_at = EXCLUDED.computed_at`;
  });
}

/**
 * A source's (day, key) rows over [from, to]: the closed days (before today − LIVE_DAYS + 1) from the cache,
 * computed on first use and again after any change to them; the latest days read live.
 */
export async function readDays(
  db: Db,
  source: string,
  by: string,
  r: RangeArgs & { today: string },
  read: SourceRead,
): Promise<DayKeyRow[]> {
  const lastClosed = lastClosedDay(r.today);
  // yyyy-MM-dd strings sort as days do.
  const closedTo = [r.to, lastClosed].sort()[0]!;
  const out: DayKeyRow[] = [];
  if (r.from <= closedTo) {
    await refresh(db, source, by, { from: r.from, to: closedTo, tz: r.tz }, read);
    const cached = await db<{ day: string; key: string; vals: string[] }[]>`
      SELECT day::text AS day, key, vals::text[] AS vals FROM report_day_rows
       WHERE source = ${source} AND by = ${by} AND day >= ${r.from}::date AND day <= ${closedTo}::date`;
    for (const c of cached) out.push({ day: c.day, key: c.key, values: c.vals.map(Number) });
  }
  const liveFrom = [r.from, addDays(closedTo, 1)].sort()[1]!;
  if (liveFrom <= r.to) out.push(...(await read(db, { from: liveFrom, to: r.to, tz: r.tz }, by)));
  return out;
}
