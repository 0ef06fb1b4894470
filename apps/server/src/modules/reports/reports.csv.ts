import type { PlayerPnlRow, ReportTable } from '@app/contracts';
import type { CsvCell } from '../../platform/http/csv-export.js';

/**
 * A report as CSV lines (platform/http/csv-export.ts writes them): a header (the group, then each column's
 * name), every row, and a last `total` row. Money stays in minor units (the figures the API answers and the
 * report screen's columns), so sums in a spreadsheet are exact integers.
 */
export function reportCsv(t: ReportTable): { header: string[]; rows: CsvCell[][] } {
  const labelled = t.rows.some((r) => r.label);
  return {
    header: [t.by, ...(labelled ? ['name_vi', 'name_en'] : []), ...t.columns.map((c) => c.name)],
    rows: [
      ...t.rows.map((r) => [r.key, ...(labelled ? [r.label?.vi ?? '', r.label?.en ?? ''] : []), ...r.values]),
      ['total', ...(labelled ? ['', ''] : []), ...t.total],
    ],
  };
}

export const PLAYER_PNL_HEADER: (keyof PlayerPnlRow)[] = [
  'memberId',
  'account',
  'deposits',
  'withdrawals',
  'turnover',
  'wins',
  'ggr',
  'bets',
  'bonus',
  'ngr',
];
export const playerPnlLine = (r: PlayerPnlRow): CsvCell[] => PLAYER_PNL_HEADER.map((k) => r[k]);
