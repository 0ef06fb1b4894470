import { ApiError, operatorFetch } from '../api/client';

function save(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  URL.revokeObjectURL(url);
}

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
