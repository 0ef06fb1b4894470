import type { Queryable } from '../../platform/db/connect.js';

/** Which part of the team a detail list covers: the whole team of the agent, or one member of it. */
export interface DetailScope {
  agentId: number;
  memberId?: number;
  account?: string;
  /** Local-day bounds, as timestamptz: [lo, hi). */
  lo: Date;
  hi: Date;
  limit: number;
  offset: number;
}

const scopeTeam = (db: Queryable, s: DetailScope) =>
  s.memberId !== undefined
    ? db`SELECT ${s.memberId}::bigint AS id`
    : s.account
      ? db`SELECT t.descendant_id AS id FROM agent_team t JOIN members m ON m.id = t.descendant_id
           WHERE t.ancestor_id = ${s.agentId} AND t.depth > 0 AND lower(m.account) = lower(${s.account})`
      : db`SELECT descendant_id AS id FROM agent_team WHERE ancestor_id = ${s.agentId} AND depth > 0`;

export interface BetRow {
  id: string;
  account: string;
  source: 'vendor' | 'house';
  game: string;
  stake: number;
  win: number;
  status: string;
  created_at: Date;
  settled_at: Date | null;
  total: number;
  sum_stake: number;
  sum_win: number;
}

/**
 * The history vendors of the house's own round games (rounds core: dice 'HOUSE', every lottery draw
 * 'TCG_LOTTO_VN'), whose rows in `bets` are the house's.
 */
const HOUSE_VENDORS = ['HOUSE', 'TCG_LOTTO_VN'];

/**
 * Bets placed by the scope in the range (real money), newest first, with totals. `bets` alone holds every
 * wager once: the rounds core writes one row per member and round for dice and lottery draws, so reading
 * round_bets as well would count those stakes twice (see settled_wagers, migration 0195).
 */
export async function teamBets(db: Queryable, s: DetailScope): Promise<BetRow[]> {
  const rows = await db<BetRow[]>`
    WITH team AS (${scopeTeam(db, s)}),
    b AS MATERIALIZED (
      SELECT 'v' || b.id AS id, b.member_id,
             CASE WHEN b.vendor = ANY(${HOUSE_VENDORS}) THEN 'house' ELSE 'vendor' END AS source,
             b.vendor || ':' || COALESCE(b.game_node_id, b.category) AS game,
             b.stake, b.win, b.status, b.created_at, b.settled_at
        FROM bets b JOIN team ON team.id = b.member_id
       WHERE b.unit = 'VND' AND b.created_at >= ${s.lo} AND b.created_at < ${s.hi}
    ),
    totals AS (SELECT count(*)::int AS total, COALESCE(sum(stake), 0)::bigint AS sum_stake,
                      COALESCE(sum(win), 0)::bigint AS sum_win FROM b)
    SELECT x.*, totals.* FROM totals LEFT JOIN LATERAL (
      SELECT b.id, m.account, b.source, b.game, b.stake::bigint AS stake, b.win::bigint AS win, b.status,
             b.created_at, b.settled_at
        FROM b JOIN members m ON m.id = b.member_id
       ORDER BY b.created_at DESC, b.id DESC LIMIT ${s.limit} OFFSET ${s.offset}
    ) x ON true`;
  return [...rows];
}

export interface TxRow {
  id: number | null;
  account: string;
  kind: string;
  amount: number;
  status: string;
  created_at: Date;
  total: number;
  sum_in: number;
  sum_out: number;
}

/** Ledger movements of the scope's cash accounts in the range, newest first, with totals in and out. */
export async function teamTransactions(db: Queryable, s: DetailScope): Promise<TxRow[]> {
  const rows = await db<TxRow[]>`
    WITH team AS (${scopeTeam(db, s)}),
    acc AS (SELECT a.id, a.owner_member_id AS member_id FROM ledger_accounts a JOIN team ON team.id = a.owner_member_id
             WHERE a.kind = 'cash'),
    t AS MATERIALIZED (
      SELECT t.id, acc.member_id, t.kind, -t.amount AS amount, t.status, t.created_at
        FROM ledger_transfers t JOIN acc ON acc.id = t.debit_account_id
       WHERE t.created_at >= ${s.lo} AND t.created_at < ${s.hi}
      UNION ALL
      SELECT t.id, acc.member_id, t.kind, t.amount, t.status, t.created_at
        FROM ledger_transfers t JOIN acc ON acc.id = t.credit_account_id
       WHERE t.created_at >= ${s.lo} AND t.created_at < ${s.hi}
    ),
    totals AS (SELECT count(*)::int AS total,
                      COALESCE(sum(amount) FILTER (WHERE amount > 0), 0)::bigint AS sum_in,
                      COALESCE(-sum(amount) FILTER (WHERE amount < 0), 0)::bigint AS sum_out FROM t)
    SELECT x.*, totals.* FROM totals LEFT JOIN LATERAL (
      SELECT t.id::int AS id, m.account, t.kind, t.amount::bigint AS amount, t.status, t.created_at
        FROM t JOIN members m ON m.id = t.member_id
       ORDER BY t.created_at DESC, t.id DESC LIMIT ${s.limit} OFFSET ${s.offset}
    ) x ON true`;
  return [...rows];
}
