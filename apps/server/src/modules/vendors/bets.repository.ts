import type { Queryable } from '../../platform/db/connect.js';
import type { Unit } from './seamless.repository.js';

export interface BetRow {
  id: number;
  member_id: number;
  vendor: string;
  round_id: string;
  unit: Unit;
  game_node_id: string | null;
  category: string;
  stake: number;
  win: number;
  status: 'open' | 'settled' | 'cancelled';
  created_at: Date;
  updated_at: Date;
  settled_at: Date | null;
}

export interface RoundKey {
  memberId: number;
  vendor: string;
  roundId: string;
}

export async function findBet(q: Queryable, k: RoundKey): Promise<BetRow | undefined> {
  const [row] = await q<BetRow[]>`SELECT * FROM bets
    WHERE vendor = ${k.vendor} AND member_id = ${k.memberId} AND round_id = ${k.roundId}`;
  return row;
}

/** A stake joins its round (created on the first bet); the round is open again until a win closes it. */
export async function addStake(
  q: Queryable,
  k: RoundKey & { unit: Unit; gameNodeId: string | null; category: string; amount: number; at: Date },
): Promise<void> {
  await q`INSERT INTO bets (member_id, vendor, round_id, unit, game_node_id, category, stake, status, created_at, updated_at)
    VALUES (${k.memberId}, ${k.vendor}, ${k.roundId}, ${k.unit}, ${k.gameNodeId}, ${k.category}, ${k.amount}, 'open', ${k.at}, ${k.at})
    ON CONFLICT (vendor, member_id, round_id) DO UPDATE
      SET stake = bets.stake + EXCLUDED.stake, status = 'open', settled_at = NULL, updated_at = EXCLUDED.updated_at`;
}

/** A win joins its round (a win without a bet, e.g. a promotion, makes a round of stake 0). */
export async function addWin(
  q: Queryable,
  k: RoundKey & {
    unit: Unit;
    gameNodeId: string | null;
    category: string;
    amount: number;
    endRound: boolean;
    at: Date;
  },
): Promise<void> {
  const status = k.endRound ? 'settled' : 'open';
  const settledAt = k.endRound ? k.at : null;
  await q`INSERT INTO bets (member_id, vendor, round_id, unit, game_node_id, category, win, status, created_at, updated_at, settled_at)
    VALUES (${k.memberId}, ${k.vendor}, ${k.roundId}, ${k.unit}, ${k.gameNodeId}, ${k.category}, ${k.amount}, ${status}, ${k.at}, ${k.at}, ${settledAt})
    ON CONFLICT (vendor, member_id, round_id) DO UPDATE
      SET win = bets.win + EXCLUDED.win, status = EXCLUDED.status, settled_at = EXCLUDED.settled_at,
          updated_at = EXCLUDED.updated_at`;
}

/**
 * Closes one shared round (a house dice round, say) for its members in one statement: each member's win is
 * set (not added: a repeat changes nothing) and the round is settled.
 */
export async function settleSharedRound(
  q: Queryable,
  r: { vendor: string; roundId: string; members: number[]; wins: number[]; at: Date },
): Promise<void> {
  await q`UPDATE bets b SET win = w.win, status = 'settled', settled_at = ${r.at}, updated_at = ${r.at}
    FROM unnest(${r.members}::bigint[], ${r.wins}::bigint[]) AS w(member_id, win)
    WHERE b.vendor = ${r.vendor} AND b.round_id = ${r.roundId} AND b.member_id = w.member_id`;
}

/** Cancels one shared round for every member who bet on it (a voided round: stakes refunded). */
export async function cancelSharedRound(q: Queryable, r: { vendor: string; roundId: string; at: Date }): Promise<void> {
  await q`UPDATE bets SET status = 'cancelled', settled_at = ${r.at}, updated_at = ${r.at}
    WHERE vendor = ${r.vendor} AND round_id = ${r.roundId}`;
}

/** Takes a rolled-back stake off its round; a round left with no stake and no win is cancelled. */
export async function removeStake(q: Queryable, k: RoundKey & { amount: number; at: Date }): Promise<void> {
  await q`UPDATE bets SET stake = stake - ${k.amount}, updated_at = ${k.at},
      status = CASE WHEN stake - ${k.amount} = 0 AND win = 0 THEN 'cancelled' ELSE status END,
      settled_at = CASE WHEN stake - ${k.amount} = 0 AND win = 0 THEN ${k.at}::timestamptz ELSE settled_at END
    WHERE vendor = ${k.vendor} AND member_id = ${k.memberId} AND round_id = ${k.roundId}`;
}

export interface BetFilter {
  memberId: number;
  category?: string;
  vendor?: string;
  /** Calendar days (yyyy-MM-dd) of `timeZone`, inclusive. */
  from: string;
  to: string;
  timeZone: string;
  limit: number;
  offset: number;
}

/**
 * One page of a member's rounds, newest first, with the count and sums over every matching row. The page
 * and its totals come from one statement (window aggregates), so they always agree: two statements could
 * see a round settled between them and answer a total with no rows to show.
 */
export async function listBets(q: Queryable, f: BetFilter) {
  const where = q`member_id = ${f.memberId}
    AND created_at >= (${f.from}::date)::timestamp AT TIME ZONE ${f.timeZone}
    AND created_at < (${f.to}::date + 1)::timestamp AT TIME ZONE ${f.timeZone}
    ${f.category ? q`AND category = ${f.category}` : q``}
    ${f.vendor ? q`AND vendor = ${f.vendor}` : q``}`;
  type Totals = { total_count: number; stake_sum: string; win_sum: string };
  const found = await q<(BetRow & Totals)[]>`
    SELECT *, count(*) OVER ()::int AS total_count, sum(stake) OVER ()::text AS stake_sum,
      sum(win) OVER ()::text AS win_sum
    FROM bets WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${f.limit} OFFSET ${f.offset}`;
  const rows: BetRow[] = found.map(({ total_count: _t, stake_sum: _s, win_sum: _w, ...row }) => row);
  if (found[0]) {
    const t = found[0];
    return { rows, total: t.total_count, stake: Number(t.stake_sum), win: Number(t.win_sum) };
  }
  // An empty first page means nothing matches; past the last page the totals need a query of their own.
  if (f.offset === 0) return { rows, total: 0, stake: 0, win: 0 };
  const [sums] = await q<{ total: number; stake: string; win: string }[]>`SELECT count(*)::int AS total,
      COALESCE(sum(stake), 0)::text AS stake, COALESCE(sum(win), 0)::text AS win
    FROM bets WHERE ${where}`;
  return { rows, total: sums!.total, stake: Number(sums!.stake), win: Number(sums!.win) };
}

export interface BigWinRow {
  account: string;
  node_id: string;
  name: string;
  vendor_code: string;
  game_type: string;
  win: number;
  settled_at: Date;
}

/**
 * The latest big real-money wins of every vendor (seamless rounds and reported bets alike): settled
 * rounds of catalogue games that paid at least twice their stake. The predicate is the one of the
 * partial index bets_big_wins_idx, so the board reads only the rows it shows.
 */
export async function listBigWins(q: Queryable, p: { lang: string; gameType?: string; limit: number }) {
  return q<BigWinRow[]>`
    SELECT m.account, g.node_id, coalesce(g.names ->> ${p.lang}, g.names ->> 'vi') AS name, g.vendor_code,
           g.game_type, b.win, b.settled_at
    FROM bets b JOIN games g ON g.node_id = b.game_node_id JOIN members m ON m.id = b.member_id
    WHERE b.status = 'settled' AND b.unit = 'VND' AND b.win > 0 AND b.win >= 2 * b.stake
      ${p.gameType ? q`AND g.game_type = ${p.gameType}` : q``}
    ORDER BY b.settled_at DESC, b.id DESC LIMIT ${p.limit}`;
}

/** The sum of real-money stakes of rounds opened since `since` (rolled-back stakes are already off). */
export async function sumStakesSince(q: Queryable, since: Date): Promise<number> {
  const [row] = await q<{ total: string }[]>`SELECT COALESCE(sum(stake), 0)::text AS total FROM bets
    WHERE unit = 'VND' AND created_at >= ${since}`;
  return Number(row!.total);
}
