import type { RafflePrizeKind } from '@app/contracts';
import type { Queryable } from '../../../platform/db/connect.js';

export interface PrizeRow {
  id: number;
  promotion_id: number;
  position: number;
  kind: RafflePrizeKind;
  amount: number;
  names: { vi: string; en: string };
  weight: number;
  stock: number | null;
}

export interface SeedRow {
  member_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
}

export interface SpinRow {
  id: number;
  promotion_id: number;
  member_id: number;
  period_key: string;
  request_id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  prize_ids: number[];
  weights: number[];
  prize_index: number;
  prize_id: number;
  prize_kind: RafflePrizeKind;
  amount: number;
  reward_id: number | null;
  created_at: Date;
}

/** A spin joined with its prize's names and position (for display). */
export interface SpinView extends SpinRow {
  names: { vi: string; en: string };
  position: number;
}

export async function listPrizes(q: Queryable, promotionId: number): Promise<PrizeRow[]> {
  return q<PrizeRow[]>`SELECT * FROM raffle_prizes WHERE promotion_id = ${promotionId} ORDER BY position`;
}

/**
 * Locks the wheel's limited slices (in id order, so concurrent spins queue instead of deadlocking) and
 * answers their stock as it stands under the lock. Unlimited slices are not locked: nothing of theirs changes.
 */
export async function lockLimitedStock(q: Queryable, promotionId: number): Promise<Map<number, number>> {
  const rows = await q<{ id: number; stock: number }[]>`
    SELECT id, stock FROM raffle_prizes WHERE promotion_id = ${promotionId} AND stock IS NOT NULL
     ORDER BY id FOR UPDATE`;
  return new Map(rows.map((r) => [r.id, r.stock]));
}

/** Takes one of a limited slice; false when none is left (the guard that keeps stock from going below 0). */
export async function takeStock(q: Queryable, prizeId: number): Promise<boolean> {
  const res = await q`UPDATE raffle_prizes SET stock = stock - 1 WHERE id = ${prizeId} AND stock > 0`;
  return res.count === 1;
}

/** The member's commitment row, created on first use; locked when `forUpdate` (one member's spins queue). */
export async function seedRow(
  q: Queryable,
  memberId: number,
  fresh: () => { serverSeed: string; serverSeedHash: string; clientSeed: string },
  at: Date,
  forUpdate: boolean,
): Promise<SeedRow> {
  const select = () =>
    forUpdate
      ? q<SeedRow[]>`SELECT * FROM raffle_seeds WHERE member_id = ${memberId} FOR UPDATE`
      : q<SeedRow[]>`SELECT * FROM raffle_seeds WHERE member_id = ${memberId}`;
  const [found] = await select();
  if (found) return found;
  const s = fresh();
  await q`INSERT INTO raffle_seeds (member_id, server_seed, server_seed_hash, client_seed, updated_at)
    VALUES (${memberId}, ${s.serverSeed}, ${s.serverSeedHash}, ${s.clientSeed}, ${at})
    ON CONFLICT (member_id) DO NOTHING`;
  // Ours or the row a concurrent request inserted first.
  return (await select())[0]!;
}

/** After a spin used the committed seed: commit to the next one and move the nonce on. */
export async function advanceSeed(
  q: Queryable,
  memberId: number,
  next: { serverSeed: string; serverSeedHash: string },
  at: Date,
): Promise<SeedRow> {
  const [row] = await q<SeedRow[]>`
    UPDATE raffle_seeds SET server_seed = ${next.serverSeed}, server_seed_hash = ${next.serverSeedHash},
      next_nonce = next_nonce + 1, updated_at = ${at}
    WHERE member_id = ${memberId} RETURNING *`;
  return row!;
}

export async function setClientSeed(q: Queryable, memberId: number, clientSeed: string, at: Date): Promise<SeedRow> {
  const [row] = await q<SeedRow[]>`
    UPDATE raffle_seeds SET client_seed = ${clientSeed}, updated_at = ${at} WHERE member_id = ${memberId} RETURNING *`;
  return row!;
}

export async function findSpinByRequest(q: Queryable, memberId: number, requestId: string) {
  const [row] = await q<SpinView[]>`
    SELECT s.*, p.names, p.position FROM raffle_spins s JOIN raffle_prizes p ON p.id = s.prize_id
     WHERE s.member_id = ${memberId} AND s.request_id = ${requestId}`;
  return row;
}

export async function insertSpin(q: Queryable, s: Omit<SpinRow, 'id' | 'reward_id'>): Promise<SpinRow> {
  const [row] = await q<SpinRow[]>`
    INSERT INTO raffle_spins (promotion_id, member_id, period_key, request_id, server_seed, server_seed_hash,
      client_seed, nonce, prize_ids, weights, prize_index, prize_id, prize_kind, amount, created_at)
    VALUES (${s.promotion_id}, ${s.member_id}, ${s.period_key}, ${s.request_id}, ${s.server_seed},
      ${s.server_seed_hash}, ${s.client_seed}, ${s.nonce}, ${s.prize_ids}::bigint[], ${s.weights}::int[],
      ${s.prize_index}, ${s.prize_id}, ${s.prize_kind}, ${s.amount}, ${s.created_at})
    RETURNING *`;
  return row!;
}

export async function setSpinReward(q: Queryable, spinId: number, rewardId: number): Promise<void> {
  await q`UPDATE raffle_spins SET reward_id = ${rewardId} WHERE id = ${spinId}`;
}

/** A member's spins of one raffle, newest first, before a spin id (keyset). */
export async function listSpins(
  q: Queryable,
  p: { memberId: number; promotionId: number; before: number | null; limit: number },
): Promise<SpinView[]> {
  return q<SpinView[]>`
    SELECT s.*, p.names, p.position FROM raffle_spins s JOIN raffle_prizes p ON p.id = s.prize_id
     WHERE s.member_id = ${p.memberId} AND s.promotion_id = ${p.promotionId}
       ${p.before ? q`AND s.id < ${p.before}` : q``}
     ORDER BY s.id DESC LIMIT ${p.limit}`;
}

/**
 * What is left of a promotion's payout budget: the budget less every reward of it offered or paid. With
 * `lock`, the promotion row is locked first, so payouts against one budget queue (as the engine's do).
 */
export async function budgetLeft(q: Queryable, promotionId: number, budget: number, lock: boolean): Promise<number> {
  if (lock) await q`SELECT id FROM promotions WHERE id = ${promotionId} FOR UPDATE`;
  const [row] = await q<{ paid: string }[]>`SELECT coalesce(sum(amount), 0) AS paid FROM promotion_rewards
    WHERE promotion_id = ${promotionId} AND status IN ('claim', 'claimed')`;
  return budget - Number(row!.paid);
}

export interface PrizeInput {
  kind: RafflePrizeKind;
  amount: number;
  names: { vi: string; en: string };
  weight: number;
  stock: number | null;
}

/** Writes a wheel's slices in order (positions 0…); slices already there are kept as they are (idempotent seed). */
export async function insertPrizes(q: Queryable, promotionId: number, prizes: readonly PrizeInput[]): Promise<void> {
  for (const [position, p] of prizes.entries()) {
    await q`INSERT INTO raffle_prizes (promotion_id, position, kind, amount, names, weight, stock)
      VALUES (${promotionId}, ${position}, ${p.kind}, ${p.amount}, ${q.json(p.names as never)}, ${p.weight}, ${p.stock})
      ON CONFLICT (promotion_id, position) DO NOTHING`;
  }
}
