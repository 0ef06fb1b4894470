import type { PlayerPnlRow, ReportTable } from '@app/contracts';

/**
 * One CSV field. Numbers go out as they are (a negative figure stays a number); text that a spreadsheet would
 * run as a formula (=, +, -, @ first) is defused with a leading quote, and quoted when it holds a separator.
 */
export function csvField(v: string | number | null): string {
  if (v === null) return '';
  if (typeof v === 'number') return String(v);
  const s = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
const line = (cells: (string | number | null)[]) => `${cells.map(csvField).join(',')}\r\n`;

/**
 * A report as CSV: a header (the group, then each column's name), every row, and a last `total` row. Money
 * stays in minor units (the figures the API answers), so sums in a spreadsheet are exact.
 */
export function reportCsv(t: ReportTable): string {
  const labelled = t.rows.some((r) => r.label);
  let out = line([t.by, ...(labelled ? ['name_vi', 'name_en'] : []), ...t.columns.map((c) => c.name)]);
  for (const r of t.rows) {
    out += line([r.key, ...(labelled ? [r.label?.vi ?? '', r.label?.en ?? ''] : []), ...r.values]);
  }
  out += line(['total', ...(labelled ? ['', ''] : []), ...t.total]);
  return out;
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
export const playerPnlHeader = () => line(PLAYER_PNL_HEADER);
export const playerPnlLine = (r: PlayerPnlRow) => line(PLAYER_PNL_HEADER.map((k) => r[k]));
