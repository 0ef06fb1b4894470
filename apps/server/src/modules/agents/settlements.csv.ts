import type { SettlementRecord } from '@app/contracts';
import { type CsvCell, csvAmount } from '../../platform/http/csv-export.js';

/**
 * The agent settlement list's CSV columns: the ones the back office wrote when it built this file in the
 * browser, then the agent id, the carried loss and the figures most asked for (the rest stay in the list's
 * figures column).
 */
export const SETTLEMENTS_CSV_HEADER = [
  'id',
  'account',
  'kind',
  'period',
  'periodStart',
  'periodEnd',
  'amount',
  'status',
  'awaitingApproval',
  'createdAt',
  'agentId',
  'carryOut',
  'turnover',
  'netLoss',
  'active',
  'rateBp',
];

// Figures are stored as the run computed them (jsonb): a missing or non-integer one is left empty.
const figure = (r: SettlementRecord, key: string): number | null => {
  const v = r.figures[key];
  return typeof v === 'number' && Number.isSafeInteger(v) ? v : null;
};
const money = (n: number | null) => (n === null ? null : csvAmount(n));

/** One record's cells; money (amount, carry-out, turnover, net loss) as exact plain amounts (18000.50). */
export const settlementsCsvLine = (r: SettlementRecord): CsvCell[] => [
  r.id,
  r.account,
  r.kind,
  r.periodKey,
  r.periodStart,
  r.periodEnd,
  csvAmount(r.amount),
  r.status,
  r.awaitingApproval,
  r.createdAt,
  r.agentId,
  csvAmount(r.carryOut),
  money(figure(r, 'turnover')),
  money(figure(r, 'netLoss')),
  figure(r, 'active'),
  figure(r, 'rateBp'),
];
