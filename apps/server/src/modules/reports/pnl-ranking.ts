import type { Db, Queryable } from '../../platform/db/connect.js';
import { figuresOf, type PlayerPnlScope } from './player-pnl.repository.js';

/*
 * The players' P&L of a range's closed days, ranked once (migration 0360). Building one sums the range's rollup
 * rows (member_day_stats) per player, as a page did on every request; a page then reads one index of the
 * ranking, and the open days (after the last closed day, read live) are added on top for the players active in
 * them. A ranking is trusted while nothing changed its days (the report cache's rule, report-cache.ts).
 */

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

// As player-pnl.repository.ts: the per-player sums of a long range hash in memory rather than sort on disk.
const AGG_WORK_MEM = '64MB';
/** Rankings kept (the oldest built are dropped): a few operators' ranges and the windows they moved from. */
const KEEP = 16;

interface Range {
  from: string;
  to: string;
  tz: string;
}
interface Stamp {
  changes: number;
  version: number;
}

/** What a ranking of [from, to] must still match: its days' logged changes and the rollup's version. */
async function stampOf(q: Queryable, from: string, to: string): Promise<Stamp> {
  const [row] = await q<{ changes: string; version: string }[]>`
    SELECT (SELECT count(*) FROM member_day_past_changes WHERE day >= ${from}::date AND day <= ${to}::date) AS changes,
           (SELECT v FROM agent_tree_version) AS version`;
  return { changes: Number(row!.changes), version: Number(row!.version) };
}

interface RankingRow {
  id: string;
  from_day: string;
  to_day: string;
  players: number;
}

/** The rankings of the zone still valid now, the exact range first if there is one. */
async function validRankings(q: Queryable, r: Range): Promise<RankingRow[]> {
  return q<RankingRow[]>`
    SELECT k.id, k.from_day::text AS from_day, k.to_day::text AS to_day, k.players FROM pnl_rankings k
     WHERE k.tz = ${r.tz} AND k.version = (SELECT v FROM agent_tree_version)
       AND k.changes = (SELECT count(*) FROM member_day_past_changes c WHERE c.day >= k.from_day AND c.day <= k.to_day)
     ORDER BY (k.from_day = ${r.from}::date AND k.to_day = ${r.to}::date) DESC, k.id DESC`;
}

/** The rollup's per-player sums over [from, to], signed (+1 adds the days, −1 takes them away). */
const sumsOf = (q: Queryable, from: string, to: string, sign: 1 | -1) => q`
  SELECT member_id, ${sign}::int * sum(deposits) AS deposits, ${sign}::int * sum(withdrawals) AS withdrawals,
         ${sign}::int * sum(turnover) AS turnover, ${sign}::int * sum(wins) AS wins, ${sign}::int * sum(bet_count) AS bets
    FROM member_day_stats WHERE day >= ${from}::date AND day <= ${to}::date GROUP BY member_id`;

/** No player's sums (the start of a union of spans, which may have none). */
const nothing = (q: Queryable) => q`
  SELECT 0::bigint AS member_id, 0::numeric AS deposits, 0::numeric AS withdrawals, 0::numeric AS turnover,
         0::numeric AS wins, 0::numeric AS bets WHERE false`;

/** Days added (+1) or taken away (−1): a ranking's difference from a range, and the open days on top. */
interface Span {
  from: string;
  to: string;
  sign: 1 | -1;
}

const overlaps = (base: RankingRow, r: Range) => !(base.to_day < r.from || r.to < base.from_day);

/** What turns `base` into [from, to] (they overlap): the days it lacks added, the days beyond the range taken away. */
function deltaSpans(base: RankingRow, r: Range): Span[] {
  const spans: Span[] = [];
  if (r.from < base.from_day) spans.push({ from: r.from, to: addDays(base.from_day, -1), sign: 1 });
  if (base.from_day < r.from) spans.push({ from: base.from_day, to: addDays(r.from, -1), sign: -1 });
  if (base.to_day < r.to) spans.push({ from: addDays(base.to_day, 1), to: r.to, sign: 1 });
  if (r.to < base.to_day) spans.push({ from: addDays(r.to, 1), to: base.to_day, sign: -1 });
  return spans;
}

/** Days read to build [from, to] from `base` (the cheaper build wins). */
const deltaDays = (base: RankingRow, r: Range) =>
  Math.abs(daysBetween(base.from_day, r.from)) + Math.abs(daysBetween(base.to_day, r.to));

/** The valid ranking that differs from [from, to] by the fewest days, at most `most`; undefined when none. */
const closest = (valid: RankingRow[], r: Range, most: number) =>
  valid
    .filter((k) => overlaps(k, r) && deltaDays(k, r) <= most)
    .sort((a, b) => deltaDays(a, r) - deltaDays(b, r) || Number(b.id) - Number(a.id))[0];

/** A ranking this close to the range asked for is read with the difference summed live: no build at all. */
const NEAR_DAYS = 7;

/**
 * The ranking of the closed days [from, to]: an existing valid one, else one built (under a lock: one build at
 * a time, a second caller waits and then finds it) from the closest valid ranking when that reads fewer days
 * than the range has, or from the rollup. The stamp is read BEFORE the figures: a change committed in between
 * is in the figures but not the stamp, so the ranking is merely rebuilt next time; it never claims a change its
 * figures miss.
 */
export async function rankingOf(db: Db, r: Range): Promise<{ id: string; players: number }> {
  const exact = async (q: Queryable) => {
    const [k] = await validRankings(q, r);
    return k && k.from_day === r.from && k.to_day === r.to ? { id: k.id, players: k.players } : null;
  };
  const found = await exact(db);
  if (found) return found;
  return db.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(hashtext('pnl-ranking'))`;
    const again = await exact(tx);
    if (again) return again;
    await tx`SELECT set_config('work_mem', ${AGG_WORK_MEM}, true)`;
    const stamp = await stampOf(tx, r.from, r.to);
    const span = daysBetween(r.from, r.to) + 1;
    const base = closest(await validRankings(tx, r), r, span - 1);
    const parts = base
      ? [
          tx`SELECT member_id, deposits, withdrawals, turnover, wins, bets FROM pnl_ranking_rows WHERE ranking_id = ${base.id}`,
          ...deltaSpans(base, r).map((d) => sumsOf(tx, d.from, d.to, d.sign)),
        ]
      : [sumsOf(tx, r.from, r.to, 1)];
    const union = parts.reduce((acc, p) => tx`${acc} UNION ALL ${p}`);
    const [k] = await tx<{ id: string }[]>`
      INSERT INTO pnl_rankings (from_day, to_day, tz, changes, version, players, built_at)
      VALUES (${r.from}, ${r.to}, ${r.tz}, ${stamp.changes}, ${stamp.version}, 0, now()) RETURNING id`;
    // Every player with any sum that is not zero (bets alone included, so a later window's arithmetic stays
    // exact); a page shows those with money or wagers, as the live query's HAVING does.
    await tx`
      INSERT INTO pnl_ranking_rows (ranking_id, member_id, account, deposits, withdrawals, turnover, wins, ggr, bets)
      SELECT ${k!.id}, x.member_id, m.account, sum(deposits), sum(withdrawals), sum(turnover), sum(wins),
             sum(turnover) - sum(wins), sum(bets)
        FROM (${union}) x JOIN members m ON m.id = x.member_id GROUP BY x.member_id, m.account
      HAVING sum(deposits) <> 0 OR sum(withdrawals) <> 0 OR sum(turnover) <> 0 OR sum(wins) <> 0 OR sum(bets) <> 0`;
    const [n] = await tx<{ players: number }[]>`
      UPDATE pnl_rankings SET players = (SELECT count(*) FROM pnl_ranking_rows WHERE ranking_id = ${k!.id}
        AND (deposits <> 0 OR withdrawals <> 0 OR turnover <> 0 OR wins <> 0))
       WHERE id = ${k!.id} RETURNING players`;
    // The planner must know the new rows to read a page by a sort index rather than sort them all.
    await tx`ANALYZE pnl_ranking_rows`;
    // Not one another page may be about to read (built moments ago).
    await tx`DELETE FROM pnl_rankings WHERE built_at < now() - interval '10 minutes'
      AND id NOT IN (SELECT id FROM pnl_rankings ORDER BY id DESC LIMIT ${KEEP})`;
    return { id: k!.id, players: n!.players };
  });
}

/**
 * The ranking a page of the closed days [from, to] reads and the days to add or take away from it: the exact
 * ranking; else one at most NEAR_DAYS away (a window that moved by a day: two days summed live, nothing built);
 * else one built now.
 */
async function closedBase(db: Db, r: Range): Promise<{ id: string; players: number; spans: Span[] }> {
  const valid = await validRankings(db, r);
  const [first] = valid;
  if (first && first.from_day === r.from && first.to_day === r.to) return { ...first, spans: [] };
  const near = closest(valid, r, NEAR_DAYS);
  if (near) return { id: near.id, players: near.players, spans: deltaSpans(near, r) };
  return { ...(await rankingOf(db, r)), spans: [] };
}

/**
 * One page of players over [from, to] (no account filter): a ranking of closed days through its sort index, and
 * the players touched by the days it lacks or has too many (its difference from the range, the open days after
 * closedTo) summed live and merged in. Exact: a player untouched by those days ranks by its ranked figures, so
 * the page is among the ranking's first offset + limit of them or the merged players; the order and its ties
 * (member id) are the live query's.
 */
export async function rankedPage(
  db: Db,
  s: PlayerPnlScope & { limit: number; offset: number; closedTo: string },
): Promise<{ total: number; rows: ReturnType<typeof figuresOf>[] }> {
  const closedTo = [s.to, s.closedTo].sort()[0]!;
  const closed = s.from <= closedTo ? await closedBase(db, { from: s.from, to: closedTo, tz: s.tz }) : null;
  const rankingId = closed?.id ?? '0';
  const liveFrom = [s.from, addDays(closedTo, 1)].sort()[1]!;
  const spans = [
    ...(closed?.spans ?? []),
    ...(liveFrom <= s.to ? [{ from: liveFrom, to: s.to, sign: 1 as const }] : []),
  ];
  return db.begin(async (q) => {
    await q`SELECT set_config('work_mem', ${AGG_WORK_MEM}, true)`;
    // The sort column (a whitelisted name: the contract's enum, each a column of the ranking and of cand).
    const col = (t: string) => q.unsafe(`${t}.${s.sort}`);
    const dir = s.dir === 'asc' ? q`ASC` : q`DESC`;
    const money = (t: string) =>
      q.unsafe(`(${t}.deposits <> 0 OR ${t}.withdrawals <> 0 OR ${t}.turnover <> 0 OR ${t}.wins <> 0)`);
    // Whether ranked player c has rollup rows in the spans (is in `live`), probed by the rollup's primary key
    // (member_id, day, …) for each row the sort index yields: an anti-join against `live` itself would scan it
    // for each row (the planner cannot know its size), seconds for a window with ten thousand players in it.
    const touched = spans.length
      ? q`EXISTS (SELECT 1 FROM member_day_stats x WHERE x.member_id = c.member_id AND (${spans
          .map((d) => q`(x.day >= ${d.from}::date AND x.day <= ${d.to}::date)`)
          .reduce((a, b) => q`${a} OR ${b}`)}))`
      : q`false`;
    const rows = await q<(Parameters<typeof figuresOf>[0] & { total: number })[]>`
      WITH live AS MATERIALIZED (
        SELECT member_id, sum(deposits) AS deposits, sum(withdrawals) AS withdrawals, sum(turnover) AS turnover,
               sum(wins) AS wins, sum(bets) AS bets
          FROM (${spans.map((d) => sumsOf(q, d.from, d.to, d.sign)).reduce((a, b) => q`${a} UNION ALL ${b}`, nothing(q))}) d
         GROUP BY member_id
      ),
      merged AS MATERIALIZED (
        SELECT l.member_id, coalesce(c.deposits, 0) + l.deposits AS deposits,
               coalesce(c.withdrawals, 0) + l.withdrawals AS withdrawals, coalesce(c.turnover, 0) + l.turnover AS turnover,
               coalesce(c.wins, 0) + l.wins AS wins, coalesce(c.ggr, 0) + l.turnover - l.wins AS ggr,
               coalesce(c.bets, 0) + l.bets AS bets, c.member_id IS NOT NULL AND ${money('c')} AS was_ranked
          FROM live l LEFT JOIN pnl_ranking_rows c ON c.ranking_id = ${rankingId} AND c.member_id = l.member_id
      ),
      cand AS (
        (SELECT c.member_id, c.account, c.deposits, c.withdrawals, c.turnover, c.wins, c.ggr, c.bets
           FROM pnl_ranking_rows c
          WHERE c.ranking_id = ${rankingId} AND ${money('c')}
            AND NOT ${touched}
          ORDER BY ${col('c')} ${dir}, c.member_id ${dir} LIMIT ${s.offset + s.limit})
        UNION ALL
        SELECT c.member_id, m.account, c.deposits, c.withdrawals, c.turnover, c.wins, c.ggr, c.bets
          FROM merged c JOIN members m ON m.id = c.member_id WHERE ${money('c')}
      )
      SELECT t.total, p.* FROM (
        SELECT ${closed?.players ?? 0}::int - (SELECT count(*)::int FROM merged WHERE was_ranked)
               + (SELECT count(*)::int FROM merged c WHERE ${money('c')}) AS total
      ) t LEFT JOIN LATERAL (
        SELECT c.member_id::int AS "memberId", c.account, c.deposits, c.withdrawals, c.turnover, c.wins, c.bets
          FROM cand c ORDER BY ${col('c')} ${dir}, c.member_id ${dir} LIMIT ${s.limit} OFFSET ${s.offset}
      ) p ON true`;
    return { total: rows[0]?.total ?? 0, rows: rows.filter((r) => r.memberId !== null).map(figuresOf) };
  });
}
