import type { Queryable } from '../../platform/db/connect.js';
import type { LedgerUnit, TransferAudit, TransferBalances, TransferStatus } from './ledger.types.js';

export interface AccountRow {
  id: number;
  code: string;
  owner_member_id: number | null;
  kind: string;
  vendor: string | null;
  unit: LedgerUnit;
  protected: boolean;
  posted: number;
  pending_debits: number;
  pending_credits: number;
  created_at: Date;
}

export interface TransferRow {
  id: number;
  idempotency_key: string;
  request_hash: string;
  debit_account_id: number;
  credit_account_id: number;
  amount: number;
  unit: LedgerUnit;
  kind: string;
  reference: string | null;
  status: TransferStatus;
  pending_id: number | null;
  batch_id: string | null;
  created_at: Date;
}

export type NewTransferRow = Omit<TransferRow, 'id'>;

export interface NewAccount {
  code: string;
  ownerMemberId: number | null;
  kind: string;
  vendor: string | null;
  unit: LedgerUnit;
  protected: boolean;
  createdAt: Date;
}

/**
 * The account with this code, created if it does not exist yet. Reads first: almost every call finds the
 * account, and a plain SELECT commits nothing, whereas even an INSERT … ON CONFLICT that inserts nothing
 * takes a transaction id and waits for a WAL flush at commit.
 */
export async function ensureAccountRow(q: Queryable, a: NewAccount): Promise<AccountRow> {
  const [existing] = await q<AccountRow[]>`SELECT * FROM ledger_accounts WHERE code = ${a.code}`;
  if (existing) return existing;
  const [inserted] = await q<AccountRow[]>`
    INSERT INTO ledger_accounts (code, owner_member_id, kind, vendor, unit, protected, created_at)
    VALUES (${a.code}, ${a.ownerMemberId}, ${a.kind}, ${a.vendor}, ${a.unit}, ${a.protected}, ${a.createdAt})
    ON CONFLICT (code) DO NOTHING
    RETURNING *`;
  if (inserted) return inserted;
  // Another caller created it between our read and our insert.
  const [raced] = await q<AccountRow[]>`SELECT * FROM ledger_accounts WHERE code = ${a.code}`;
  return raced!;
}

export async function findAccountById(q: Queryable, id: number): Promise<AccountRow | undefined> {
  const [row] = await q<AccountRow[]>`SELECT * FROM ledger_accounts WHERE id = ${id}`;
  return row;
}

export async function findAccountsByIds(q: Queryable, ids: number[]): Promise<AccountRow[]> {
  return q<AccountRow[]>`SELECT * FROM ledger_accounts WHERE id = ANY(${ids}::bigint[]) ORDER BY id`;
}

/** The accounts with these codes that exist (house shards are created on first use). */
export async function findAccountsByCodes(q: Queryable, codes: string[]): Promise<AccountRow[]> {
  return q<AccountRow[]>`SELECT * FROM ledger_accounts WHERE code = ANY(${codes}::text[]) ORDER BY id`;
}

export async function listMemberAccounts(q: Queryable, memberId: number): Promise<AccountRow[]> {
  return q<AccountRow[]>`SELECT * FROM ledger_accounts WHERE owner_member_id = ${memberId} ORDER BY id`;
}

/**
 * Locks accounts for update in id order. Taken before inserting a transfer that names them, so the
 * transaction never holds its foreign keys' key-share locks next to its own update of the same rows
 * (see migration 0096).
 */
export async function lockAccounts(q: Queryable, ids: number[]): Promise<void> {
  await q`SELECT id FROM ledger_accounts WHERE id = ANY(${ids}::bigint[]) ORDER BY id FOR NO KEY UPDATE`;
}

/** Inserts transfers; rows whose key (or pending resolution) already exists are skipped, not errors. */
export async function insertTransfers(q: Queryable, rows: NewTransferRow[]): Promise<TransferRow[]> {
  const values = rows.map((r) => ({ ...r }));
  return q<TransferRow[]>`
    INSERT INTO ledger_transfers ${q(
      values,
      'idempotency_key',
      'request_hash',
      'debit_account_id',
      'credit_account_id',
      'amount',
      'unit',
      'kind',
      'reference',
      'status',
      'pending_id',
      'batch_id',
      'created_at',
    )}
    ON CONFLICT DO NOTHING
    RETURNING *`;
}

export async function findTransfersByKeys(q: Queryable, keys: string[]): Promise<TransferRow[]> {
  return q<TransferRow[]>`SELECT * FROM ledger_transfers WHERE idempotency_key = ANY(${keys}::text[])`;
}

export async function findTransferById(q: Queryable, id: number): Promise<TransferRow | undefined> {
  const [row] = await q<TransferRow[]>`SELECT * FROM ledger_transfers WHERE id = ${id}`;
  return row;
}

export async function findResolution(q: Queryable, pendingId: number): Promise<TransferRow | undefined> {
  const [row] = await q<TransferRow[]>`SELECT * FROM ledger_transfers WHERE pending_id = ${pendingId}`;
  return row;
}

/**
 * Moves an account's balance columns by the given deltas. With `guard`, the update happens only if the
 * protected balance stays covered: under READ COMMITTED a blocked UPDATE re-checks its WHERE against
 * the row version committed by the transaction it waited for, so two debits can never both pass on the
 * same money. Returns false when the guard refused.
 */
export async function applyAccountDelta(
  q: Queryable,
  d: { id: number; posted: number; pendingDebits: number; pendingCredits: number; guard: boolean },
): Promise<boolean> {
  const rows = d.guard
    ? await q`
        UPDATE ledger_accounts
        SET posted = posted + ${d.posted}, pending_debits = pending_debits + ${d.pendingDebits},
            pending_credits = pending_credits + ${d.pendingCredits}
        WHERE id = ${d.id} AND (NOT protected OR posted + ${d.posted} - (pending_debits + ${d.pendingDebits}) >= 0)
        RETURNING id`
    : await q`
        UPDATE ledger_accounts
        SET posted = posted + ${d.posted}, pending_debits = pending_debits + ${d.pendingDebits},
            pending_credits = pending_credits + ${d.pendingCredits}
        WHERE id = ${d.id}
        RETURNING id`;
  return rows.length === 1;
}

export interface AppliedTransfer {
  id: number;
  status: TransferStatus;
  created_at: Date;
  request_hash: string;
  replayed: boolean;
  /** NULL on a replay. */
  balances: TransferBalances | null;
}

/**
 * Writes one transfer, moves both balances and writes its audit record (if any) in one round trip (SQL
 * function ledger_transfer, migrations 0041 and 0095). Answers the stored row with replayed = true when
 * the key exists; raises SQLSTATE LG001 when the debit is not covered.
 */
export async function applyTransfer(
  q: Queryable,
  r: NewTransferRow,
  audit: TransferAudit | null = null,
): Promise<AppliedTransfer> {
  const [row] = await q<AppliedTransfer[]>`
    SELECT * FROM ledger_transfer(${r.idempotency_key}, ${r.request_hash}, ${r.debit_account_id},
      ${r.credit_account_id}, ${r.amount}, ${r.unit}, ${r.kind}, ${r.reference}, ${r.status === 'pending'},
      ${r.batch_id}::uuid, ${r.created_at}, ${audit ? q.json(audit as never) : null}::jsonb)`;
  return row!;
}

/**
 * Inserts many posted transfers in one statement; rows whose key exists are skipped (the caller compares
 * them as replays). Answers the inserted rows.
 */
export async function insertPostedTransfers(q: Queryable, rows: NewTransferRow[]): Promise<TransferRow[]> {
  if (rows.length === 0) return [];
  const col = <K extends keyof NewTransferRow>(k: K) => rows.map((r) => r[k]);
  const first = rows[0]!;
  return q<TransferRow[]>`
    INSERT INTO ledger_transfers (idempotency_key, request_hash, debit_account_id, credit_account_id, amount, unit,
                                  kind, reference, status, batch_id, created_at)
    SELECT u.k, u.h, u.d, u.c, u.a, u.unit, u.kind, u.ref, 'posted', ${first.batch_id}::uuid, ${first.created_at}
    FROM unnest(${col('idempotency_key') as string[]}::text[], ${col('request_hash') as string[]}::text[],
                ${col('debit_account_id') as number[]}::bigint[], ${col('credit_account_id') as number[]}::bigint[],
                ${col('amount') as number[]}::bigint[], ${col('unit') as string[]}::text[],
                ${col('kind') as string[]}::text[], ${col('reference') as (string | null)[]}::text[])
         WITH ORDINALITY AS u(k, h, d, c, a, unit, kind, ref, ord)
    ORDER BY u.ord
    ON CONFLICT DO NOTHING
    RETURNING *`;
}

/**
 * Adds each account's net change to its posted balance in one statement. A protected account whose net
 * change is negative is updated only if it stays covered (the CHECK is the second guard). Answers the ids
 * updated: an id missing from the answer was refused.
 */
export async function applyPostedDeltas(q: Queryable, deltas: Map<number, number>): Promise<Set<number>> {
  const ids = [...deltas.keys()];
  const rows = await q<{ id: number }[]>`
    UPDATE ledger_accounts a SET posted = a.posted + d.delta
    FROM unnest(${ids}::bigint[], ${ids.map((id) => deltas.get(id)!)}::bigint[]) AS d(id, delta)
    WHERE a.id = d.id AND (NOT a.protected OR d.delta >= 0 OR a.posted - a.pending_debits + d.delta >= 0)
    RETURNING a.id`;
  return new Set(rows.map((r) => r.id));
}
