import type { Queryable, Tx } from '../../platform/db/connect.js';
import type { VendorBetRecord } from './vendor-adapter.js';

/* The demo transfer vendors' bet log (migration 0100): the vendor's side, not our `bets` table. */

interface DemoBetRow {
  bet_id: string;
  player: string;
  game_code: string;
  stake: number;
  win: number;
  status: VendorBetRecord['status'];
  placed_at: Date;
  settled_at: Date | null;
  updated_at: Date;
  change_ms: number;
  change_seq: number;
}

export interface DemoBetEntry {
  record: VendorBetRecord;
  ms: number;
  seq: number;
}

const toEntry = (r: DemoBetRow): DemoBetEntry => ({
  record: {
    betId: r.bet_id,
    player: r.player,
    gameCode: r.game_code,
    stake: r.stake,
    win: r.win,
    status: r.status,
    placedAt: r.placed_at,
    settledAt: r.settled_at,
    updatedAt: r.updated_at,
  },
  ms: r.change_ms,
  seq: r.change_seq,
});

/**
 * Serializes one vendor's bet changes until the transaction ends (in every process), so changes commit
 * in the order of their report place and a reader never skips one that commits late.
 */
export async function lockDemoBetBook(tx: Tx, vendor: string): Promise<void> {
  await tx`SELECT pg_advisory_xact_lock(hashtext(${`demo-vendor-bets:${vendor}`}))`;
}

export async function findDemoBet(q: Queryable, vendor: string, betId: string): Promise<VendorBetRecord | undefined> {
  const [row] = await q<DemoBetRow[]>`SELECT * FROM demo_vendor_bets WHERE vendor = ${vendor} AND bet_id = ${betId}`;
  return row ? toEntry(row).record : undefined;
}

/**
 * Stores a new version of a bet at the next place of the vendor's report: its time is `nowMs`, never
 * below the vendor's latest change (the report is read in (time, sequence) order). Call under lockDemoBetBook.
 */
export async function writeDemoBet(tx: Tx, vendor: string, record: VendorBetRecord, nowMs: number) {
  const [last] = await tx<{ ms: number; seq: number }[]>`
    SELECT coalesce(max(change_ms), 0)::bigint AS ms, nextval('demo_vendor_bet_changes')::bigint AS seq
    FROM demo_vendor_bets WHERE vendor = ${vendor}`;
  const ms = Math.max(nowMs, last!.ms);
  const [row] = await tx<DemoBetRow[]>`
    INSERT INTO demo_vendor_bets (vendor, bet_id, player, game_code, stake, win, status, placed_at, settled_at,
      updated_at, change_ms, change_seq)
    VALUES (${vendor}, ${record.betId}, ${record.player}, ${record.gameCode}, ${record.stake}, ${record.win},
      ${record.status}, ${record.placedAt}, ${record.settledAt}, ${new Date(ms)}, ${ms}, ${last!.seq})
    ON CONFLICT (vendor, bet_id) DO UPDATE SET win = EXCLUDED.win, status = EXCLUDED.status,
      settled_at = EXCLUDED.settled_at, updated_at = EXCLUDED.updated_at, change_ms = EXCLUDED.change_ms,
      change_seq = EXCLUDED.change_seq
    RETURNING *`;
  return toEntry(row!).record;
}

/** Up to `limit` bets of `vendor` changed after (afterMs, afterSeq), oldest change first. */
export async function listDemoBetChanges(
  q: Queryable,
  vendor: string,
  after: [number, number],
  limit: number,
): Promise<DemoBetEntry[]> {
  const rows = await q<DemoBetRow[]>`SELECT * FROM demo_vendor_bets
    WHERE vendor = ${vendor} AND (change_ms, change_seq) > (${after[0]}::bigint, ${after[1]}::bigint)
    ORDER BY change_ms, change_seq LIMIT ${limit}`;
  return rows.map(toEntry);
}
