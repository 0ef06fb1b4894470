import type { OperatorWithdrawal } from '@app/contracts';
import { type CsvCell, csvAmount } from '../../platform/http/csv-export.js';

/** The withdrawal queue's CSV columns (the same the back office wrote when it built this file in the browser). */
export const WITHDRAWALS_CSV_HEADER = [
  'id',
  'createdAt',
  'account',
  'memberId',
  'amount',
  'bank',
  'accountNumber',
  'payee',
  'status',
  'decidedBy',
  'decidedAt',
  'rejectReason',
  'confirmedBy',
  'confirmedAt',
  'disputeNote',
];

/** One withdrawal's cells; the amount as an exact plain amount (18000.50). */
export const withdrawalsCsvLine = (w: OperatorWithdrawal): CsvCell[] => [
  w.id,
  w.createdAt,
  w.account,
  w.memberId,
  csvAmount(w.amount),
  w.bankCode,
  w.accountNumber,
  w.payeeName,
  w.status,
  w.decidedBy,
  w.decidedAt,
  w.rejectReason,
  w.confirmedBy,
  w.confirmedAt,
  w.disputeNote,
];
