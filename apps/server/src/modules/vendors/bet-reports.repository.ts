import type { Queryable } from '../../platform/db/connect.js';

/** Where a vendor's bet report was read up to; null before the first page. */
export async function readReportCursor(q: Queryable, vendor: string, at: Date): Promise<string | null> {
  await q`INSERT INTO vendor_report_cursors (vendor, cursor, updated_at) VALUES (${vendor}, NULL, ${at})
    ON CONFLICT (vendor) DO NOTHING`;
  const [row] = await q<{ cursor: string | null }[]>`SELECT cursor FROM vendor_report_cursors WHERE vendor = ${vendor}`;
  return row?.cursor ?? null;
}

/**
 * Moves the cursor from `from` to `to`, only if it still reads `from`: false when another process moved
 * it meanwhile (its page is in, this one is dropped). In a transaction the row stays locked until commit,
 * so a second ingest of the same vendor waits and then sees the cursor moved.
 */
export async function advanceReportCursor(
  q: Queryable,
  vendor: string,
  from: string | null,
  to: string | null,
  at: Date,
): Promise<boolean> {
  const rows = await q`UPDATE vendor_report_cursors SET cursor = ${to}, updated_at = ${at}
    WHERE vendor = ${vendor} AND cursor IS NOT DISTINCT FROM ${from}`;
  return rows.count === 1;
}

/** A reported bet as stored: one `bets` row per vendor bet id (round_id is the bet id too). */
export interface ReportedBet {
  memberId: number;
  vendor: string;
  betId: string;
  gameNodeId: string | null;
  category: string;
  stake: number;
  win: number;
  status: 'open' | 'settled' | 'cancelled';
  placedAt: Date;
  settledAt: Date | null;
  /** The vendor's time of this version of the record. */
  reportedAt: Date;
  at: Date;
}

/**
 * Stores a reported bet: a new bet id makes a row; a later version (reportedAt after the stored one)
 * replaces its amounts and status; the same or an older version changes nothing. Returns what happened.
 */
export async function upsertReportedBet(q: Queryable, b: ReportedBet): Promise<'inserted' | 'updated' | 'unchanged'> {
  const rows = await q<{ inserted: boolean }[]>`
    INSERT INTO bets (member_id, vendor, round_id, vendor_bet_id, unit, game_node_id, category, stake, win, status,
                      created_at, updated_at, settled_at, reported_at)
    VALUES (${b.memberId}, ${b.vendor}, ${b.betId}, ${b.betId}, 'VND', ${b.gameNodeId}, ${b.category}, ${b.stake},
            ${b.win}, ${b.status}, ${b.placedAt}, ${b.at}, ${b.settledAt}, ${b.reportedAt})
    ON CONFLICT (vendor, vendor_bet_id) WHERE vendor_bet_id IS NOT NULL DO UPDATE
      SET stake = EXCLUDED.stake, win = EXCLUDED.win, status = EXCLUDED.status, settled_at = EXCLUDED.settled_at,
          game_node_id = EXCLUDED.game_node_id, category = EXCLUDED.category, updated_at = EXCLUDED.updated_at,
          reported_at = EXCLUDED.reported_at
      -- Only a newer version, and only of the same member's bet: a vendor never moves a bet to someone else.
      WHERE bets.reported_at < EXCLUDED.reported_at AND bets.member_id = EXCLUDED.member_id
    RETURNING (xmax = 0) AS inserted`;
  if (rows.length === 0) return 'unchanged';
  return rows[0]!.inserted ? 'inserted' : 'updated';
}

/** Which of these member ids exist (a report naming anyone else is not ours to store). */
export async function existingMembers(q: Queryable, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await q<{ id: number }[]>`SELECT id FROM members WHERE id = ANY(${ids as number[]})`;
  return new Set(rows.map((r) => r.id));
}

/** A reported bet whose ledger booking is behind its amounts. */
export interface UnbookedBet {
  id: number;
  member_id: number;
  vendor: string;
  vendor_bet_id: string;
  stake: number;
  win: number;
  booked: number;
  booked_steps: number;
}

/** Reported bets of a vendor whose booked net differs from win − stake, in the vendor's order of changes. */
export async function listUnbooked(q: Queryable, vendor: string, limit: number): Promise<UnbookedBet[]> {
  return q<UnbookedBet[]>`SELECT id, member_id, vendor, vendor_bet_id, stake, win, booked, booked_steps FROM bets
    WHERE vendor = ${vendor} AND vendor_bet_id IS NOT NULL AND booked <> win - stake
    ORDER BY reported_at, id LIMIT ${limit}`;
}

/** Records booking step `step` (moving the booked net by `delta`); false when another pass recorded it first. */
export async function recordBooking(q: Queryable, id: number, step: number, delta: number): Promise<boolean> {
  const rows = await q`UPDATE bets SET booked = booked + ${delta}, booked_steps = booked_steps + 1
    WHERE id = ${id} AND booked_steps = ${step}`;
  return rows.count === 1;
}
