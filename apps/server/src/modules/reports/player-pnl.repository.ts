import type { PlayerPnlRow } from '@app/contracts';
import type { Db, Queryable } from '../../platform/db/connect.js';
import { PROMOTION_IN_KINDS, PROMOTION_OUT_KINDS } from '../history/index.js';
import type { RangeArgs } from './reports.repository.js';

export type PlayerPnlSort = 'account' | 'deposits' | 'withdrawals' | 'turnover' | 'wins' | 'ggr' | 'bets';

export interface PlayerPnlScope extends RangeArgs {
  account?: string;
  sort: PlayerPnlSort;
  dir: 'asc' | 'desc';
}

type Figures = Omit<PlayerPnlRow, 'bonus' | 'ngr'>;

// The per-player aggregate of a long range holds a row per active player: with the default work_mem (4 MB) it
// sorts on disk (1.3 s for 20,000 players over 90 days, bench/reports.bench.ts); in memory it hashes.
const AGG_WORK_MEM = '64MB';

/**
 * Each member's figures over [from, to] from the per-member per-day rollup (member_day_stats), as the agent
 * centre's team P&L reads them, for members with any money or bet in the range. The sort is a whitelisted
 * column, never caller text; ties break on the member id so pages never overlap.
 */
function pnlQuery(q: Queryable, s: PlayerPnlScope) {
  const like = s.account ? `${s.account.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const col = {
    account: q`m.account`,
    deposits: q`a.deposits`,
    withdrawals: q`a.withdrawals`,
    turnover: q`a.turnover`,
    wins: q`a.wins`,
    ggr: q`(a.turnover - a.wins)`,
    bets: q`a.bets`,
  }[s.sort];
  const dir = s.dir === 'asc' ? q`ASC` : q`DESC`;
  return {
    agg: q`
      SELECT x.member_id, sum(x.deposits)::bigint AS deposits, sum(x.withdrawals)::bigint AS withdrawals,
             sum(x.turnover)::bigint AS turnover, sum(x.wins)::bigint AS wins, sum(x.bet_count)::bigint AS bets
        FROM member_day_stats x
       WHERE x.day >= ${s.from}::date AND x.day <= ${s.to}::date
         ${like ? q`AND x.member_id IN (SELECT id FROM members WHERE lower(account) LIKE ${like})` : q``}
       GROUP BY x.member_id
      HAVING sum(x.deposits) <> 0 OR sum(x.withdrawals) <> 0 OR sum(x.turnover) <> 0 OR sum(x.wins) <> 0`,
    order: q`ORDER BY ${col} ${dir}, a.member_id ${dir}`,
  };
}

/** A row as the database answers it (sums as text) → the contract's numbers. */
export const figuresOf = (r: Figures): Figures => ({
  memberId: Number(r.memberId),
  account: r.account,
  deposits: Number(r.deposits),
  withdrawals: Number(r.withdrawals),
  turnover: Number(r.turnover),
  wins: Number(r.wins),
  ggr: Number(r.turnover) - Number(r.wins),
  bets: Number(r.bets),
});

/** One page of players and how many players the range has. */
export async function playerPnlPage(
  db: Db,
  s: PlayerPnlScope & { limit: number; offset: number },
): Promise<{ total: number; rows: Figures[] }> {
  const rows = await db.begin(async (q) => {
    await q`SELECT set_config('work_mem', ${AGG_WORK_MEM}, true)`;
    const { agg, order } = pnlQuery(q, s);
    return q<(Figures & { total: number })[]>`
      WITH a AS MATERIALIZED (${agg})
      SELECT t.total, p.* FROM (SELECT count(*)::int AS total FROM a) t LEFT JOIN LATERAL (
        SELECT a.member_id::int AS "memberId", m.account, a.deposits, a.withdrawals, a.turnover, a.wins, a.bets
          FROM a JOIN members m ON m.id = a.member_id
         ${order} LIMIT ${s.limit} OFFSET ${s.offset}
      ) p ON true`;
  });
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.filter((r) => r.memberId !== null).map(figuresOf),
  };
}

/** Every player of the range, in batches (the CSV export): `each` gets each batch in order. */
export async function eachPlayerPnl(
  db: Db,
  s: PlayerPnlScope,
  each: (rows: Figures[]) => Promise<void>,
): Promise<void> {
  await db.begin(async (q) => {
    await q`SELECT set_config('work_mem', ${AGG_WORK_MEM}, true)`;
    const { agg, order } = pnlQuery(q, s);
    const cursor = q<Figures[]>`
      WITH a AS (${agg})
      SELECT a.member_id::int AS "memberId", m.account, a.deposits, a.withdrawals, a.turnover, a.wins, a.bets
        FROM a JOIN members m ON m.id = a.member_id ${order}`.cursor(2_000);
    for await (const batch of cursor) await each(batch.map(figuresOf));
  });
}

// The promotion kinds as SQL literals (the partial index's predicate must be provable from the query's own).
const literal = (kinds: readonly string[]) => kinds.map((k) => `'${k.replace(/[^a-z_]/g, '')}'`).join(', ');
const IN_KINDS = literal(PROMOTION_IN_KINDS);
const OUT_KINDS = literal(PROMOTION_OUT_KINDS);

/**
 * Promotion payouts net of give-backs per member over the range: the members' P&L bonus figure (history
 * promotionNet: payouts into the member's cash less forfeits and reversals out of it), read from the promotion
 * transfers of the period (index of migration 0352), not from the members' whole ledger.
 */
export async function bonusOfMembers(q: Queryable, r: RangeArgs, memberIds: number[]): Promise<Map<number, number>> {
  if (memberIds.length === 0) return new Map();
  const lo = q`(${r.from}::date::timestamp AT TIME ZONE ${r.tz})`;
  const hi = q`((${r.to}::date + 1)::timestamp AT TIME ZONE ${r.tz})`;
  const rows = await q<{ member_id: number; net: number }[]>`
    WITH acc AS (
      SELECT id, owner_member_id FROM ledger_accounts WHERE owner_member_id = ANY(${memberIds}::bigint[]) AND kind = 'cash'
    ), moves AS (
      SELECT credit_account_id AS account_id, amount FROM ledger_transfers
       WHERE status = 'posted' AND kind IN (${q.unsafe(IN_KINDS)}) AND created_at >= ${lo} AND created_at < ${hi}
      UNION ALL
      SELECT debit_account_id, -amount FROM ledger_transfers
       WHERE status = 'posted' AND kind IN (${q.unsafe(OUT_KINDS)}) AND created_at >= ${lo} AND created_at < ${hi}
    )
    SELECT acc.owner_member_id::int AS member_id, sum(moves.amount)::bigint AS net
      FROM moves JOIN acc ON acc.id = moves.account_id
     GROUP BY 1`;
  return new Map(rows.map((x) => [x.member_id, Number(x.net)]));
}
