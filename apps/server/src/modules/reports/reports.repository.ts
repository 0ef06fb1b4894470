import type { Queryable } from '../../platform/db/connect.js';
import { PROMOTION_IN_KINDS, PROMOTION_OUT_KINDS } from '../history/index.js';

/** Local days [from, to] of the site's zone `tz`. */
export interface RangeArgs {
  from: string;
  to: string;
  tz: string;
}

/** A grouped row: its key, an optional readable name, its figures in the report's column order. */
export interface KeyRow {
  key: string;
  label: { vi: string; en: string } | null;
  values: number[];
}

// The promotion kinds written as SQL literals, not parameters: only then can the planner see that a query's
// `kind IN (…)` is the partial index's own predicate (0350). The lists are constants of our code.
const literal = (kinds: readonly string[]) => kinds.map((k) => `'${k.replace(/[^a-z_]/g, '')}'`).join(', ');
const IN_KINDS = literal(PROMOTION_IN_KINDS);
const OUT_KINDS = literal(PROMOTION_OUT_KINDS);
const ALL_KINDS = `${IN_KINDS}, ${OUT_KINDS}`;

/** `col` within the instants [lo, hi) that the range's local days cover (one index range). */
const inRange = (q: Queryable, col: string, r: RangeArgs) =>
  q`${q(col)} >= (${r.from}::date::timestamp AT TIME ZONE ${r.tz}) AND ${q(col)} < ((${r.to}::date + 1)::timestamp AT TIME ZONE ${r.tz})`;

const rowOf = (key: string, values: (number | string | null)[], label: KeyRow['label'] = null): KeyRow => ({
  key,
  label,
  values: values.map((v) => Number(v ?? 0)),
});

/**
 * Settled real-money stakes, wins and bet counts per local day or per game type, from the per-member per-day
 * rollup the dashboard and the agent centre read (member_day_stats, kept with every bet in its transaction).
 */
export async function wagersFromRollup(q: Queryable, r: RangeArgs, by: 'day' | 'product'): Promise<KeyRow[]> {
  const key = by === 'day' ? q`day::text` : q`category`;
  const rows = await q<{ key: string; turnover: number; wins: number; bets: number }[]>`
    SELECT ${key} AS key, sum(turnover)::bigint AS turnover, sum(wins)::bigint AS wins, sum(bet_count)::bigint AS bets
      FROM member_day_stats
     WHERE day >= ${r.from}::date AND day <= ${r.to}::date
     GROUP BY 1
    HAVING sum(turnover) <> 0 OR sum(wins) <> 0 OR sum(bet_count) <> 0`;
  return rows.map((x) => rowOf(x.key, [x.turnover, x.wins, x.bets]));
}

/** The same figures per vendor: the rollup has no vendor, so settled real-money bets by settle time. */
export async function wagersByVendor(q: Queryable, r: RangeArgs): Promise<KeyRow[]> {
  const rows = await q<{ key: string; turnover: number; wins: number; bets: number }[]>`
    SELECT vendor AS key, sum(stake)::bigint AS turnover, sum(win)::bigint AS wins, count(*)::bigint AS bets
      FROM bets
     WHERE status = 'settled' AND unit = 'VND' AND ${inRange(q, 'settled_at', r)}
     GROUP BY vendor`;
  return rows.map((x) => rowOf(x.key, [x.turnover, x.wins, x.bets]));
}

/**
 * Promotion payouts (bonus, rebate, cashback, raffle prizes: history.kinds PROMOTION_IN_KINDS) and their give-backs
 * (forfeits, reversals) from the ledger, the members' P&L bonus figure summed over the site. Values: payouts
 * count, paid, returned, net. `kind` groups by the reward's own source (a forfeit counts against the bonus it
 * takes back), `promotion` by the reward's promotion ('none' for rewards of no promotion, e.g. points).
 */
export async function promotionMoney(q: Queryable, r: RangeArgs, by: 'day' | 'kind' | 'promotion'): Promise<KeyRow[]> {
  const key =
    by === 'day'
      ? q`(t.created_at AT TIME ZONE ${r.tz})::date::text`
      : by === 'kind'
        ? q`coalesce(pr.source, t.kind)`
        : q`coalesce(p.code, 'none')`;
  const rows = await q<
    { key: string; n: number; paid: number; returned: number; vi: string | null; en: string | null }[]
  >`
    SELECT ${key} AS key,
           count(*) FILTER (WHERE t.kind IN (${q.unsafe(IN_KINDS)}))::bigint AS n,
           coalesce(sum(t.amount) FILTER (WHERE t.kind IN (${q.unsafe(IN_KINDS)})), 0)::bigint AS paid,
           coalesce(sum(t.amount) FILTER (WHERE t.kind IN (${q.unsafe(OUT_KINDS)})), 0)::bigint AS returned,
           ${by === 'promotion' ? q`min(p.content -> 'vi' ->> 'title')` : q`NULL::text`} AS vi,
           ${by === 'promotion' ? q`min(p.content -> 'en' ->> 'title')` : q`NULL::text`} AS en
      FROM ledger_transfers t
      ${
        by === 'day'
          ? q``
          : q`LEFT JOIN promotion_rewards pr
                ON pr.id = CASE WHEN t.reference ~ '^promo-reward:[0-9]{1,18}$' THEN substr(t.reference, 14)::bigint END
              LEFT JOIN promotions p ON p.id = pr.promotion_id`
      }
     WHERE t.status = 'posted' AND t.kind IN (${q.unsafe(ALL_KINDS)}) AND ${inRange(q, 't.created_at', r)}
     GROUP BY 1`;
  return rows.map((x) =>
    rowOf(
      x.key,
      [x.n, x.paid, x.returned, Number(x.paid) - Number(x.returned)],
      x.vi || x.en ? { vi: x.vi || x.en || '', en: x.en || x.vi || '' } : null,
    ),
  );
}

/**
 * Credited deposits and paid-out withdrawals, dated and counted as the rollup counts them (member_day_stats:
 * deposits by credited_at, withdrawals approved/received/not_received by decided_at), per day or per method
 * (a deposit's method code, a withdrawal's bank). Values: deposit count, deposits, withdrawal count, withdrawals.
 */
export async function cashierMoney(q: Queryable, r: RangeArgs, by: 'day' | 'method'): Promise<KeyRow[]> {
  const rows = await q<{ key: string; dn: number; d: number; wn: number; w: number }[]>`
    WITH moves AS (
      SELECT 'd' AS dir, credited_at AS at, method_code AS method, credited AS amount
        FROM deposits WHERE status = 'succeeded' AND ${inRange(q, 'credited_at', r)}
      UNION ALL
      SELECT 'w', decided_at, bank_code, amount
        FROM withdrawals WHERE status IN ('approved', 'received', 'not_received') AND ${inRange(q, 'decided_at', r)}
    )
    SELECT ${by === 'day' ? q`(at AT TIME ZONE ${r.tz})::date::text` : q`method`} AS key,
           count(*) FILTER (WHERE dir = 'd')::bigint AS dn, coalesce(sum(amount) FILTER (WHERE dir = 'd'), 0)::bigint AS d,
           count(*) FILTER (WHERE dir = 'w')::bigint AS wn, coalesce(sum(amount) FILTER (WHERE dir = 'w'), 0)::bigint AS w
      FROM moves GROUP BY 1`;
  return rows.map((x) => rowOf(x.key, [x.dn, x.d, x.wn, x.w, Number(x.d) - Number(x.w)]));
}

/** Agent salaries and dividends paid (agent_settlements), by payment day, by kind or by (kind, period). */
export async function commissionsPaid(q: Queryable, r: RangeArgs, by: 'day' | 'kind' | 'period'): Promise<KeyRow[]> {
  const key =
    by === 'day'
      ? q`(decided_at AT TIME ZONE ${r.tz})::date::text`
      : by === 'kind'
        ? q`kind`
        : q`kind || ' ' || period_key`;
  const rows = await q<{ key: string; n: number; amount: number }[]>`
    SELECT ${key} AS key, count(*)::bigint AS n, sum(amount)::bigint AS amount
      FROM agent_settlements
     WHERE status = 'paid' AND ${inRange(q, 'decided_at', r)}
     GROUP BY 1`;
  return rows.map((x) => rowOf(x.key, [x.n, x.amount]));
}
