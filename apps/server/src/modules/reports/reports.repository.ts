import type { Queryable } from '../../platform/db/connect.js';
import { PROMOTION_IN_KINDS, PROMOTION_OUT_KINDS } from '../history/index.js';

/** Local days [from, to] of the site's zone `tz`. */
export interface RangeArgs {
  from: string;
  to: string;
  tz: string;
}

/** A source's figures of one local day and one group key ('' when grouped by day alone). */
export interface DayKeyRow {
  day: string;
  key: string;
  values: number[];
}

/** Reads a source's figures per (day, key) over a range; `by` picks the key. */
export type SourceRead = (q: Queryable, r: RangeArgs, by: string) => Promise<DayKeyRow[]>;

// The promotion kinds written as SQL literals, not parameters: only then can the planner see that a query's
// `kind IN (…)` is the partial index's own predicate (0350). The lists are constants of our code.
const literal = (kinds: readonly string[]) => kinds.map((k) => `'${k.replace(/[^a-z_]/g, '')}'`).join(', ');
const IN_KINDS = literal(PROMOTION_IN_KINDS);
const OUT_KINDS = literal(PROMOTION_OUT_KINDS);
const ALL_KINDS = `${IN_KINDS}, ${OUT_KINDS}`;

/** `col` within the instants [lo, hi) that the range's local days cover (one index range). */
const inRange = (q: Queryable, col: string, r: RangeArgs) =>
  q`${q(col)} >= (${r.from}::date::timestamp AT TIME ZONE ${r.tz}) AND ${q(col)} < ((${r.to}::date + 1)::timestamp AT TIME ZONE ${r.tz})`;
/** The local day of an instant column. */
const dayOf = (q: Queryable, col: string, r: RangeArgs) => q`(${q(col)} AT TIME ZONE ${r.tz})::date::text`;

const rowsOf = (rows: readonly { day: string; key: string; values: (number | string)[] }[]): DayKeyRow[] =>
  rows.map((x) => ({ day: x.day, key: x.key, values: x.values.map(Number) }));

/**
 * Settled real-money stakes, wins and bet counts per local day (and game type), from the per-member per-day
 * rollup the dashboard and the agent centre read (member_day_stats, kept with every bet in its transaction).
 */
export const wagersFromRollup: SourceRead = async (q, r, by) =>
  rowsOf(
    await q<{ day: string; key: string; values: string[] }[]>`
      SELECT day::text AS day, ${by === 'product' ? q`category` : q`''`} AS key,
             ARRAY[sum(turnover), sum(wins), sum(bet_count)]::bigint[]::text[] AS values
        FROM member_day_stats
       WHERE day >= ${r.from}::date AND day <= ${r.to}::date
       GROUP BY 1, 2
      HAVING sum(turnover) <> 0 OR sum(wins) <> 0 OR sum(bet_count) <> 0`,
  );

/** The same figures per vendor: the rollup has no vendor, so settled real-money bets by settle time. */
export const wagersByVendor: SourceRead = async (q, r) =>
  rowsOf(
    await q<{ day: string; key: string; values: string[] }[]>`
      SELECT ${dayOf(q, 'settled_at', r)} AS day, vendor AS key,
             ARRAY[sum(stake), sum(win), count(*)]::bigint[]::text[] AS values
        FROM bets
       WHERE status = 'settled' AND unit = 'VND' AND ${inRange(q, 'settled_at', r)}
       GROUP BY 1, 2`,
  );

/**
 * Promotion payouts (bonus, rebate, cashback, raffle prizes: history.kinds PROMOTION_IN_KINDS) and their give-backs
 * (forfeits, reversals) from the ledger, the members' P&L bonus figure summed over the site. Values: payouts
 * count, paid, returned, net. `kind` groups by the reward's own source (a forfeit counts against the bonus it
 * takes back), `promotion` by the reward's promotion code ('none' for rewards of no promotion, e.g. points).
 */
export const promotionMoney: SourceRead = async (q, r, by) => {
  const key = by === 'day' ? q`''` : by === 'kind' ? q`coalesce(pr.source, t.kind)` : q`coalesce(p.code, 'none')`;
  const rows = await q<{ day: string; key: string; n: number; paid: number; returned: number }[]>`
    SELECT ${dayOf(q, 't.created_at', r)} AS day, ${key} AS key,
           count(*) FILTER (WHERE t.kind IN (${q.unsafe(IN_KINDS)}))::bigint AS n,
           coalesce(sum(t.amount) FILTER (WHERE t.kind IN (${q.unsafe(IN_KINDS)})), 0)::bigint AS paid,
           coalesce(sum(t.amount) FILTER (WHERE t.kind IN (${q.unsafe(OUT_KINDS)})), 0)::bigint AS returned
      FROM ledger_transfers t
      ${
        by === 'day'
          ? q``
          : q`LEFT JOIN promotion_rewards pr
                ON pr.id = CASE WHEN t.reference ~ '^promo-reward:[0-9]{1,18}$' THEN substr(t.reference, 14)::bigint END
              LEFT JOIN promotions p ON p.id = pr.promotion_id`
      }
     WHERE t.status = 'posted' AND t.kind IN (${q.unsafe(ALL_KINDS)}) AND ${inRange(q, 't.created_at', r)}
     GROUP BY 1, 2`;
  return rows.map((x) => ({
    day: x.day,
    key: x.key,
    values: [Number(x.n), Number(x.paid), Number(x.returned), Number(x.paid) - Number(x.returned)],
  }));
};

/** Promotions' titles by code, for the bonus report's rows. */
export async function promotionTitles(q: Queryable, codes: string[]) {
  if (codes.length === 0) return new Map<string, { vi: string; en: string }>();
  const rows = await q<{ code: string; vi: string | null; en: string | null }[]>`
    SELECT code, content -> 'vi' ->> 'title' AS vi, content -> 'en' ->> 'title' AS en
      FROM promotions WHERE code = ANY(${codes}::text[])`;
  return new Map(
    rows.filter((x) => x.vi || x.en).map((x) => [x.code, { vi: x.vi || x.en || '', en: x.en || x.vi || '' }]),
  );
}

/**
 * Credited deposits and paid-out withdrawals, dated and counted as the rollup counts them (member_day_stats:
 * deposits by credited_at, withdrawals approved/received/not_received by decided_at), per day and method (a
 * deposit's method code, a withdrawal's bank). Values: deposit count, deposits, withdrawal count, withdrawals, net.
 */
export const cashierMoney: SourceRead = async (q, r, by) => {
  const rows = await q<{ day: string; key: string; dn: number; d: number; wn: number; w: number }[]>`
    WITH moves AS (
      SELECT 'd' AS dir, credited_at AS at, method_code AS method, credited AS amount
        FROM deposits WHERE status = 'succeeded' AND ${inRange(q, 'credited_at', r)}
      UNION ALL
      SELECT 'w', decided_at, bank_code, amount
        FROM withdrawals WHERE status IN ('approved', 'received', 'not_received') AND ${inRange(q, 'decided_at', r)}
    )
    SELECT ${dayOf(q, 'at', r)} AS day, ${by === 'method' ? q`method` : q`''`} AS key,
           count(*) FILTER (WHERE dir = 'd')::bigint AS dn, coalesce(sum(amount) FILTER (WHERE dir = 'd'), 0)::bigint AS d,
           count(*) FILTER (WHERE dir = 'w')::bigint AS wn, coalesce(sum(amount) FILTER (WHERE dir = 'w'), 0)::bigint AS w
      FROM moves GROUP BY 1, 2`;
  return rows.map((x) => ({
    day: x.day,
    key: x.key,
    values: [Number(x.dn), Number(x.d), Number(x.wn), Number(x.w), Number(x.d) - Number(x.w)],
  }));
};

/** Agent salaries and dividends paid (agent_settlements), by payment day, kind or (kind, period). */
export const commissionsPaid: SourceRead = async (q, r, by) =>
  rowsOf(
    await q<{ day: string; key: string; values: string[] }[]>`
      SELECT ${dayOf(q, 'decided_at', r)} AS day,
             ${by === 'kind' ? q`kind` : by === 'period' ? q`kind || ' ' || period_key` : q`''`} AS key,
             ARRAY[count(*), sum(amount)]::bigint[]::text[] AS values
        FROM agent_settlements
       WHERE status = 'paid' AND ${inRange(q, 'decided_at', r)}
       GROUP BY 1, 2`,
  );
