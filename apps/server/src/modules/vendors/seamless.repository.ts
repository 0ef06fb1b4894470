import type { Queryable } from '../../platform/db/connect.js';
import type { SeamlessAnswer } from './vendor-adapter.js';

export type Unit = 'VND' | 'PLAY';
export type TxnKind = 'debit' | 'credit' | 'rollback';
export type TxnState = 'moving' | 'done' | 'refused' | 'rolled_back';

export interface VendorSessionRow {
  token_hash: string;
  vendor: string;
  player: string;
  member_id: number;
  unit: Unit;
  game_node_id: string;
  game_type: string;
  created_at: Date;
  expires_at: Date;
}

export interface VendorTxnRow {
  id: number;
  vendor: string;
  kind: TxnKind;
  txn_id: string;
  member_id: number;
  unit: Unit;
  round_id: string | null;
  ref_txn_id: string | null;
  amount: number;
  state: TxnState;
  rolled_back_by: string | null;
  ledger_transfer_id: number | null;
  answer: SeamlessAnswer | null;
  created_at: Date;
  updated_at: Date;
}

export async function insertSession(q: Queryable, s: VendorSessionRow): Promise<void> {
  await q`INSERT INTO vendor_sessions ${q(s)}`;
}

export async function findSession(q: Queryable, tokenHash: string): Promise<VendorSessionRow | undefined> {
  const [row] = await q<VendorSessionRow[]>`SELECT * FROM vendor_sessions WHERE token_hash = ${tokenHash}`;
  return row;
}

/** The player's latest session at a vendor (expired or not): proves we introduced this player to it. */
export async function findLatestSession(
  q: Queryable,
  vendor: string,
  player: string,
): Promise<VendorSessionRow | undefined> {
  const [row] = await q<VendorSessionRow[]>`SELECT * FROM vendor_sessions
    WHERE vendor = ${vendor} AND player = ${player} ORDER BY created_at DESC LIMIT 1`;
  return row;
}

export async function findTxn(
  q: Queryable,
  vendor: string,
  kind: TxnKind,
  txnId: string,
): Promise<VendorTxnRow | undefined> {
  const [row] = await q<VendorTxnRow[]>`SELECT * FROM vendor_transactions
    WHERE vendor = ${vendor} AND kind = ${kind} AND txn_id = ${txnId}`;
  return row;
}

export interface NewTxn {
  vendor: string;
  kind: TxnKind;
  txn_id: string;
  member_id: number;
  unit: Unit;
  round_id: string | null;
  ref_txn_id: string | null;
  amount: number;
  state: TxnState;
  rolled_back_by?: string | null;
  answer: SeamlessAnswer | null;
  created_at: Date;
  updated_at: Date;
}

/** Inserts a journal row; undefined when the vendor's id is already taken (the caller replays it). */
export async function insertTxn(q: Queryable, t: NewTxn): Promise<VendorTxnRow | undefined> {
  const row = { rolled_back_by: null, ...t, answer: t.answer ? q.json(t.answer as never) : null };
  const [inserted] = await q<VendorTxnRow[]>`INSERT INTO vendor_transactions ${q(row)}
    ON CONFLICT (vendor, kind, txn_id) DO NOTHING RETURNING *`;
  return inserted;
}

/** Finishes a 'moving' row; undefined when another path finished it first (so its effects apply once). */
export async function finishTxn(
  q: Queryable,
  id: number,
  f: { state: TxnState; answer: SeamlessAnswer; ledgerTransferId: number | null; at: Date },
): Promise<VendorTxnRow | undefined> {
  const [row] = await q<VendorTxnRow[]>`UPDATE vendor_transactions
    SET state = ${f.state}, answer = ${q.json(f.answer as never)}, ledger_transfer_id = ${f.ledgerTransferId},
        updated_at = ${f.at}
    WHERE id = ${id} AND state = 'moving' RETURNING *`;
  return row;
}

/** Stores the first answer of a row that had none (a tombstone answered on the late debit's arrival). */
export async function setAnswer(q: Queryable, id: number, answer: SeamlessAnswer, at: Date): Promise<void> {
  await q`UPDATE vendor_transactions SET answer = ${q.json(answer as never)}, updated_at = ${at}
    WHERE id = ${id} AND answer IS NULL`;
}

/** Marks a debit as cancelled by rollback `by`; false when it was not a standing debit. */
export async function markRolledBack(q: Queryable, id: number, by: string, at: Date): Promise<boolean> {
  const rows = await q`UPDATE vendor_transactions SET state = 'rolled_back', rolled_back_by = ${by}, updated_at = ${at}
    WHERE id = ${id} AND state = 'done'`;
  return rows.count === 1;
}

/** Journal rows left 'moving' before `before` (a crash between the ledger and the journal). */
export async function listStaleMoving(q: Queryable, before: Date): Promise<VendorTxnRow[]> {
  return q<VendorTxnRow[]>`SELECT * FROM vendor_transactions WHERE state = 'moving' AND created_at < ${before}
    ORDER BY id LIMIT 500`;
}
