import type { ListState } from './list-state';

/**
 * One page of a list the server answers whole (small operator lists: promotions, VIP levels, canned replies):
 * filtered by `match`, sorted by the state's column through `key`, then cut to the state's page, so the same
 * DataTable (paging, sorting, address state) serves them too.
 */
export function localPage<T>(
  rows: readonly T[],
  state: ListState,
  key: (row: T, column: string) => string | number | null | undefined,
  match: (row: T, filters: Record<string, string>) => boolean = () => true,
): { rows: T[]; total: number } {
  const kept = rows.filter((r) => match(r, state.filters));
  if (state.sort) {
    const col = state.sort;
    const sign = state.dir === 'asc' ? 1 : -1;
    kept.sort((a, b) => {
      const x = key(a, col) ?? '';
      const y = key(b, col) ?? '';
      return (x < y ? -1 : x > y ? 1 : 0) * sign;
    });
  }
  const start = (state.page - 1) * state.pageSize;
  return { rows: kept.slice(start, start + state.pageSize), total: kept.length };
}

/** Whether `text` contains the filter's words (case-insensitive); an absent filter matches. */
export const contains = (text: string, filter: string | undefined): boolean =>
  !filter || text.toLowerCase().includes(filter.trim().toLowerCase());
