import { expect } from 'vitest';

/** A CSV answer of the exporter (platform/http/csv-export.ts) read back: checks the mark and CRLFs, parses RFC 4180. */
export function readCsv(res: { statusCode: number; headers: Record<string, unknown>; body: string }): string[][] {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(String(res.headers['content-type'])).toMatch(/^text\/csv/);
  expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="[\w.-]+\.csv"$/);
  expect(res.body.startsWith('\uFEFF')).toBe(true);
  expect(res.body.endsWith('\r\n')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = res.body.slice(1);
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

/** The rows as objects by the header's names. */
export function csvRecords(rows: string[][]): Record<string, string>[] {
  const [header, ...body] = rows;
  return body.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ''])));
}
