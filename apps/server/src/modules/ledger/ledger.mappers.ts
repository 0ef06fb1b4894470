import type { AccountRow, TransferRow } from './ledger.repository.js';
import type { AccountBalance, TransferBalances, TransferResult } from './ledger.types.js';

export function toTransferResult(
  r: TransferRow,
  replayed: boolean,
  balances?: TransferBalances | null,
): TransferResult {
  return {
    ...(balances ? { balances } : {}),
    id: r.id,
    idempotencyKey: r.idempotency_key,
    debitAccountId: r.debit_account_id,
    creditAccountId: r.credit_account_id,
    amount: r.amount,
    unit: r.unit,
    kind: r.kind,
    reference: r.reference,
    status: r.status,
    pendingId: r.pending_id,
    createdAt: r.created_at,
    replayed,
  };
}

export function toAccountBalance(r: AccountRow): AccountBalance {
  return {
    id: r.id,
    code: r.code,
    kind: r.kind,
    vendor: r.vendor,
    unit: r.unit,
    protected: r.protected,
    posted: r.posted,
    pendingDebits: r.pending_debits,
    pendingCredits: r.pending_credits,
    available: r.posted - r.pending_debits,
  };
}
