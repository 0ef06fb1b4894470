/**
 * CSV made in the browser from the rows on hand (RFC 4180 quoting). Cells that a spreadsheet would run
 * as a formula (=, +, -, @, tab, CR at the start, and not a plain number) get a leading apostrophe, so an
 * exported user name like "=HYPERLINK(...)" stays text. A UTF-8 BOM lets Excel read Vietnamese diacritics.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d[\d,]*(\.\d+)?$/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? String(value) : value;
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: a header line, then one line per row, CRLF line ends, BOM first. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((r) => r.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A file name like 'team-betting_2026-11-01_2026-11-24.csv' (no characters a file system refuses). */
export function csvFileName(base: string, from?: string, to?: string): string {
  const safe = base.replace(/[^\w.-]+/g, '-');
  return `${[safe, from, to].filter(Boolean).join('_')}.csv`;
}

/** Saves `csv` as a download (a Blob link: nothing leaves the browser). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
