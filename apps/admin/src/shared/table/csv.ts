import { ApiError, operatorFetch } from '../api/client';

/** RFC 4180 field: quoted when it holds a comma, quote or line break; a leading =+-@ is defused for spreadsheets. */
export function csvField(v: unknown): string {
  let s = v === null || v === undefined ? '' : String(v);
  if (/^[=+\-@\t\r]/.test(s) && !/^-?\d/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/** Rows → CSV text with a header line (the UTF-8 mark first, so spreadsheet apps read Vietnamese right). */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `\uFEFF${[header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}

function save(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  URL.revokeObjectURL(url);
}

export const downloadText = (text: string, filename: string) =>
  save(new Blob([text], { type: 'text/csv;charset=utf-8' }), filename);

/** The file name the server gave its CSV (content-disposition: it carries the export's day), if any. */
const serverFilename = (res: Response) => /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];

/**
 * A server-made CSV (every matching row, not only the page shown: apps/server platform/http/csv-export.ts),
 * fetched with the operator's token and saved under the server's name (`filename` when it gives none).
 */
export async function downloadCsv(url: string, filename: string): Promise<void> {
  const res = await operatorFetch(url, { headers: { accept: 'text/csv' } });
  if (!res.ok) throw new ApiError('internal_error', res.status, 'export failed');
  save(await res.blob(), serverFilename(res) ?? filename);
}
