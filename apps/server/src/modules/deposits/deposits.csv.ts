import type { OperatorDeposit } from '@app/contracts';
import { type CsvCell, csvAmount } from '../../platform/http/csv-export.js';

/** The deposit queue's CSV columns (the same the back office wrote when it built this file in the browser). */
export const DEPOSITS_CSV_HEADER = [
  'id',
  'createdAt',
  'account',
  'memberId',
  'method',
  'amount',
  'credited',
  'status',
  'reference',
  'flag',
  'confirmedBy',
  'finishedAt',
  'rejectReason',
];

/** One deposit's cells; amounts as exact plain amounts (18000.50). */
export const depositsCsvLine = (d: OperatorDeposit): CsvCell[] => [
  d.id,
  d.createdAt,
  d.account,
  d.memberId,
  d.methodCode,
  csvAmount(d.amount),
  csvAmount(d.credited),
  d.status,
  d.referenceCode,
  d.flag,
  d.confirmedBy,
  d.finishedAt,
  d.rejectReason,
];
