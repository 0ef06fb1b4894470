import type { OperatorWithdrawal, Withdrawal } from '@app/contracts';
import type { OperatorWithdrawalRow, WithdrawalRow } from './withdrawals.repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const mask = (n: string) => `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;

/** A withdrawal as its member sees it; `autoReceiptMinutes` gives the confirmation deadline. */
export function toWithdrawal(r: WithdrawalRow, autoReceiptMinutes: number): Withdrawal {
  const deadline =
    r.status === 'approved' && r.decided_at ? new Date(r.decided_at.getTime() + autoReceiptMinutes * 60_000) : null;
  return {
    id: r.id,
    amount: r.amount,
    status: r.status,
    bankCode: r.bank_code,
    accountNumber: mask(r.account_number),
    payeeName: r.payee_name,
    rejectReason: r.reject_reason,
    confirmedBy: r.confirmed_by,
    confirmBy: iso(deadline),
    createdAt: r.created_at.toISOString(),
    decidedAt: iso(r.decided_at),
    confirmedAt: iso(r.confirmed_at),
  };
}

/** The operator sees the full account number (it pays to it). */
export function toOperatorWithdrawal(r: OperatorWithdrawalRow, autoReceiptMinutes: number): OperatorWithdrawal {
  return {
    ...toWithdrawal(r, autoReceiptMinutes),
    accountNumber: r.account_number,
    memberId: r.member_id,
    account: r.account,
    decidedBy: r.decided_by,
    disputeNote: r.dispute_note,
    proofCount: r.proof_count,
  };
}
