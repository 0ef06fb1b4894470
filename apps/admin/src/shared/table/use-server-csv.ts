import type { Endpoint } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { urlOf } from '../api/client';
import { downloadCsv } from './csv';

/**
 * The CSV button of a list whose server writes the file (a `….csv` endpoint taking the list's filters): pass
 * onExport and exporting to ListToolbar, show error with the list's. The server streams every matching row in the
 * list's order (at most 100,000), so nothing is paged through in the browser.
 */
export function useServerCsv(
  def: Endpoint,
  query: Record<string, unknown> | undefined,
  filename: string,
  /** The path's parameters, for a list of one thing (a promotion's payouts: `{ id }`). */
  params?: Record<string, unknown>,
) {
  const m = useMutation({ mutationFn: () => downloadCsv(urlOf(def, params, query), filename) });
  return { onExport: () => m.mutate(), exporting: m.isPending, error: m.error };
}
