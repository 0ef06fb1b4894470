import type { SlotSpinResult } from '@app/contracts';
import type { Queryable } from '../../platform/db/connect.js';

export interface SeedRow {
  id: number;
  member_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
  created_at: Date;
  revealed_at: Date | null;
}

export type SpinState = 'debiting' | 'crediting' | 'settled' | 'refused';

/** What a round stores to be shown and recomputed: the base spin and the free spins it awarded. */
export interface StoredResult {
  base: SlotSpinResult;
  freeSpins: SlotSpinResult[];
}

export interface SpinRow {
  id: number;
  member_id: number;
  request_id: string;
  seed_id: number;
  nonce: number;
  unit: 'VND' | 'PLAY';
  line_bet: number;
  lines: number;
  total_bet: number;
  total_win: number;
  result: StoredResult;
  /** The RTP variant (@app/games SLOT_VARIANTS id) the outcome was computed under. */
  variant: string;
  state: SpinState;
  refusal: string | null;
  created_at: Date;
  settled_at: Date | null;
}

/** A spin with the seed pair it was played under (server_seed is secret until revealed_at is set). */
export interface SpinWithSeed extends SpinRow {
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  revealed_at: Date | null;
}

export async function findActiveSeed(q: Queryable, memberId: number, forUpdate = false): Promise<SeedRow | undefined> {
  const [row] = forUpdate
    ? await q<SeedRow[]>`SELECT * FROM house_seeds WHERE member_id = ${memberId} AND revealed_at IS NULL FOR UPDATE`
    : await q<SeedRow[]>`SELECT * FROM house_seeds WHERE member_id = ${memberId} AND revealed_at IS NULL`;
  return row;
}

/** Inserts a new active pair; undefined when the member already has one (a concurrent request made it). */
export async function insertSeed(
  q: Queryable,
  s: { memberId: number; serverSeed: string; serverSeedHash: string; clientSeed: string; at: Date },
): Promise<SeedRow | undefined> {
  const [row] = await q<SeedRow[]>`
    INSERT INTO house_seeds (member_id, server_seed, server_seed_hash, client_seed, created_at)
    VALUES (${s.memberId}, ${s.serverSeed}, ${s.serverSeedHash}, ${s.clientSeed}, ${s.at})
    ON CONFLICT (member_id) WHERE revealed_at IS NULL DO NOTHING RETURNING *`;
  return row;
}

export async function revealSeed(q: Queryable, id: number, at: Date): Promise<void> {
  await q`UPDATE house_seeds SET revealed_at = ${at} WHERE id = ${id}`;
}

export async function takeNonce(q: Queryable, seedId: number): Promise<number> {
  const [row] = await q<{ nonce: number }[]>`
    UPDATE house_seeds SET next_nonce = next_nonce + 1 WHERE id = ${seedId} RETURNING next_nonce - 1 AS nonce`;
  return row!.nonce;
}

/** Inserts a round in 'debiting'; undefined when the member already used the request id. */
export async function insertSpin(
  q: Queryable,
  s: Omit<SpinRow, 'id' | 'state' | 'refusal' | 'settled_at'>,
): Promise<SpinRow | undefined> {
  const [row] = await q<SpinRow[]>`
    INSERT INTO house_spins (member_id, request_id, seed_id, nonce, unit, line_bet, lines, total_bet, total_win,
      result, variant, state, created_at)
    VALUES (${s.member_id}, ${s.request_id}, ${s.seed_id}, ${s.nonce}, ${s.unit}, ${s.line_bet}, ${s.lines},
      ${s.total_bet}, ${s.total_win}, ${q.json(s.result as never)}, ${s.variant}, 'debiting', ${s.created_at})
    ON CONFLICT (member_id, request_id) DO NOTHING RETURNING *`;
  return row;
}

export async function findSpinByRequest(q: Queryable, memberId: number, requestId: string) {
  const [row] = await q<
    SpinRow[]
  >`SELECT * FROM house_spins WHERE member_id = ${memberId} AND request_id = ${requestId}`;
  return row;
}

/** Moves a round on from `from` only, so two finishers never both advance it. */
export async function setSpinState(
  q: Queryable,
  id: number,
  from: SpinState,
  to: SpinState,
  at: Date,
  refusal: string | null = null,
): Promise<boolean> {
  const rows = await q`UPDATE house_spins SET state = ${to}, refusal = ${refusal},
      settled_at = CASE WHEN ${to} IN ('settled', 'refused') THEN ${at}::timestamptz ELSE settled_at END
    WHERE id = ${id} AND state = ${from}`;
  return rows.count === 1;
}

export async function findSpin(q: Queryable, id: number): Promise<SpinRow | undefined> {
  const [row] = await q<SpinRow[]>`SELECT * FROM house_spins WHERE id = ${id}`;
  return row;
}

/** A member's played rounds (refused ones are never shown), newest first, with their seed pairs. */
export async function listSpins(q: Queryable, memberId: number, beforeId: number | null, limit: number) {
  return q<SpinWithSeed[]>`
    SELECT s.*, k.server_seed, k.server_seed_hash, k.client_seed, k.revealed_at
    FROM house_spins s JOIN house_seeds k ON k.id = s.seed_id
    WHERE s.member_id = ${memberId} AND s.state <> 'refused' ${beforeId ? q`AND s.id < ${beforeId}` : q``}
    ORDER BY s.id DESC LIMIT ${limit}`;
}

export async function findSpinWithSeed(q: Queryable, memberId: number, id: number) {
  const [row] = await q<SpinWithSeed[]>`
    SELECT s.*, k.server_seed, k.server_seed_hash, k.client_seed, k.revealed_at
    FROM house_spins s JOIN house_seeds k ON k.id = s.seed_id
    WHERE s.member_id = ${memberId} AND s.id = ${id} AND s.state <> 'refused'`;
  return row;
}

/** Rounds a crash or a lost answer left half-way, older than `before`. */
export async function listUnfinished(q: Queryable, before: Date) {
  return q<SpinRow[]>`SELECT * FROM house_spins WHERE state IN ('debiting', 'crediting') AND created_at < ${before}
    ORDER BY id LIMIT 100`;
}
