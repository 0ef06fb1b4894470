import type { KycReview } from '@app/contracts';
import type { CsvCell } from '../../platform/http/csv-export.js';

/** The review queue's CSV columns: the list's own (no identity number or date of birth). */
export const KYC_CSV_HEADER = [
  'id',
  'memberId',
  'account',
  'levelBefore',
  'level',
  'fullName',
  'documents',
  'status',
  'createdAt',
  'decidedBy',
  'decidedAt',
  'rejectReason',
];

export const kycCsvLine = (r: KycReview): CsvCell[] => [
  r.id,
  r.memberId,
  r.account,
  r.levelBefore,
  r.level,
  r.fullName,
  r.documents.length,
  r.status,
  r.createdAt,
  r.decidedBy,
  r.decidedAt,
  r.rejectReason,
];
