import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** A back-office list's view: page, page size, sort and the filters, all kept in the address (shareable, back works). */
export interface ListState {
  page: number;
  pageSize: number;
  sort?: string;
  dir: 'asc' | 'desc';
  /** The list's own filters, as text (each endpoint's contract parses them). */
  filters: Record<string, string>;
}

const RESERVED = new Set(['page', 'pageSize', 'sort', 'dir']);

export function readListState(sp: URLSearchParams, defaults: Partial<ListState> = {}): ListState {
  const int = (k: string, d: number) => {
    const n = Number(sp.get(k));
    return Number.isInteger(n) && n > 0 ? n : d;
  };
  const filters: Record<string, string> = { ...(defaults.filters ?? {}) };
  for (const [k, v] of sp) if (!RESERVED.has(k) && v !== '') filters[k] = v;
  const dir = sp.get('dir');
  return {
    page: int('page', 1),
    pageSize: int('pageSize', defaults.pageSize ?? 20),
    sort: sp.get('sort') ?? defaults.sort,
    dir: dir === 'asc' || dir === 'desc' ? dir : (defaults.dir ?? 'desc'),
    filters,
  };
}

export function writeListState(s: ListState): URLSearchParams {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(s.filters)) if (v !== '' && v !== undefined) sp.set(k, v);
  if (s.sort) sp.set('sort', s.sort);
  sp.set('dir', s.dir);
  if (s.page !== 1) sp.set('page', String(s.page));
  sp.set('pageSize', String(s.pageSize));
  return sp;
}

/** The query an endpoint built with `listQuery` takes: paging, sort and the filters side by side. */
export function listQueryOf(s: ListState): Record<string, string | number> {
  return { page: s.page, pageSize: s.pageSize, dir: s.dir, ...(s.sort ? { sort: s.sort } : {}), ...s.filters };
}

/**
 * The list's state in the address. Changing the filters or the sort goes back to page 1; every change replaces
 * the history entry except paging, so Back walks pages.
 */
export function useListState(defaults: Partial<ListState> = {}) {
  const [sp, setSp] = useSearchParams();
  // biome-ignore lint/correctness/useExhaustiveDependencies: defaults are the screen's constants.
  const state = useMemo(() => readListState(sp, defaults), [sp]);
  const update = useCallback(
    (next: Partial<ListState>) => {
      const merged: ListState = { ...state, ...next };
      if (next.filters !== undefined || next.sort !== undefined || next.pageSize !== undefined) {
        merged.page = next.page ?? 1;
      }
      setSp(writeListState(merged), { replace: next.page === undefined });
    },
    [state, setSp],
  );
  return { state, update };
}
