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
  changes: string;
  version: string;
}

/** The rankings of the zone still valid now, the exact range first if there is one. */
async function validRankings(q: Queryable, r: Range): Promise<RankingRow[]> {
  return q<RankingRow[]>`
    SELECT k.id, k.from_day::text AS from_day, k.to_day::text AS to_day, k.changes, k.version FROM pnl_rankings k
     WHERE k.tz = ${r.tz} AND k.version = (SELECT v FROM agent_tree_version)
       AND k.changes = (SELECT count(*) FROM member_day_past_changes c WHERE c.day >= k.from_day AND c.day <= k.to_day)
     ORDER BY (k.from_day = ${r.from}::date AND k.to_day = ${r.to}::date) DESC, k.id DESC`;
}

/** The rollup's per-player sums over [from, to], signed (+1 adds the days, −1 takes them away). */
const sumsOf = (q: Queryable, from: string, to: string, sign: 1 | -1) => q`
  SELECT member_id, ${sign}::int * sum(deposits) AS deposits, ${sign}::int * sum(withdrawals) AS withdrawals,
         ${sign}::int * sum(turnover) AS turnover, ${sign}::int * sum(wins) AS wins, ${sign}::int * sum(bet_count) AS bets
    FROM member_day_stats WHERE day >= ${from}::date AND day <= ${to}::date GROUP BY member_id`;

/**
 * The parts that turn `base` into [from, to]: the base's rows, plus the days it lacks, less the days it has
 * beyond the range. Null when the two do not overlap (nothing to reuse).
 */
const overlaps = (base: RankingRow, r: Range) => !(base.to_day < r.from || r.to < base.from_day);

function deltaParts(q: Queryable, base: RankingRow, r: Range) {
  if (!overlaps(base, r)) return null;
  const parts = [
    q`SELECT member_id, deposits, withdrawals, turnover, wins, bets FROM pnl_ranking_rows
    WHERE ranking_id = ${base.id}`,
  ];
  if (r.from < base.from_day) parts.push(sumsOf(q, r.from, addDays(base.from_day, -1), 1));
  if (base.from_day < r.from) parts.push(sumsOf(q, base.from_day, addDays(r.from, -1), -1));
  if (base.to_day < r.to) parts.push(sumsOf(q, addDays(base.to_day, 1), r.to, 1));
  if (r.to < base.to_day) parts.push(sumsOf(q, addDays(r.to, 1), base.to_day, -1));
  return parts;
}

/** Days read to build [from, to] from `base` (the cheaper build wins). */
const deltaDays = (base: RankingRow, r: Range) =>
  Math.abs(daysBetween(base.from_day, r.from)) + Math.abs(daysBetween(base.to_day, r.to));

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
    if (!k || k.from_day !== r.from || k.to_day !== r.to) return null;
    const [row] = await q<{ players: number }[]>`SELECT players FROM pnl_rankings WHERE id = ${k.id}`;
    return { id: k.id, players: row!.players };
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
    const base = (await validRankings(tx, r))
      .filter((k) => overlaps(k, r) && deltaDays(k, r) < span)
      .sort((a, b) => deltaDays(a, r) - deltaDays(b, r))[0];
    const parts = base ? deltaParts(tx, base, r)! : [sumsOf(tx, r.from, r.to, 1)];
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
    // Not one another page may be about to read (built moments ago).
    await tx`DELETE FROM pnl_rankings WHERE built_at < now() - interval '10 minutes'
      AND id NOT IN (SELECT id FROM pnl_rankings ORDER BY id DESC LIMIT ${KEEP})`;
    return { id: k!.id, players: n!.players };
  });
}

/**
 * One page of players over [from, to] (no account filter): the closed days' ranking through its index, the
 * players active in the open days (after closedTo) summed live and merged in. Exact: a player not active in the
 * open days ranks by its closed figures, so the page is among the ranking's first offset + limit of them or the
 * merged players; the order and its ties (member id) are the live query's.
 */
export async function rankedPage(
  db: Db,
  s: PlayerPnlScope & { limit: number; offset: number; closedTo: string },
): Promise<{ total: number; rows: ReturnType<typeof figuresOf>[] }> {
  const closedTo = [s.to, s.closedTo].sort()[0]!;
  const closed = s.from <= closedTo ? await rankingOf(db, { from: s.from, to: closedTo, tz: s.tz }) : null;
  const rankingId = closed?.id ?? '0';
  const liveFrom = [s.from, addDays(closedTo, 1)].sort()[1]!;
  return db.begin(async (q) => {
    await q`SELECT set_config('work_mem', ${AGG_WORK_MEM}, true)`;
    // The sort column (a whitelisted name: the contract's enum, each a column of the ranking and of cand).
    const col = (t: string) => q.unsafe(`${t}.${s.sort}`);
    const dir = s.dir === 'asc' ? q`ASC` : q`DESC`;
    const money = (t: string) =>
      q.unsafe(`(${t}.deposits <> 0 OR ${t}.withdrawals <> 0 OR ${t}.turnover <> 0 OR ${t}.wins <> 0)`);
    const rows = await q<(Parameters<typeof figuresOf>[0] & { total: number })[]>`
      WITH live AS MATERIALIZED (${sumsOf(q, liveFrom, s.to, 1)}),
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
            AND NOT EXISTS (SELECT 1 FROM live l WHERE l.member_id = c.member_id)
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
