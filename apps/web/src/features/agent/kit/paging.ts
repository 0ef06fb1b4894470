/** Paging of a list: pages count from 1; the server says how many rows there are in all. */
export interface PageState {
  page: number;
  pageSize: number;
  total: number;
}

export const PAGE_SIZES = [20, 50, 100] as const;

export function pageCount({ pageSize, total }: Pick<PageState, 'pageSize' | 'total'>): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/** A page number kept within 1 … pageCount (e.g. after the range changes and the list shrinks). */
export function clampPage(state: PageState): number {
  return Math.min(Math.max(1, Math.trunc(state.page) || 1), pageCount(state));
}

/** 'Rows 21–40 of 95' figures: first and last row shown (0, 0 when empty). */
export function shownRows(state: PageState): { first: number; last: number } {
  if (state.total <= 0) return { first: 0, last: 0 };
  const page = clampPage(state);
  const first = (page - 1) * state.pageSize + 1;
  return { first, last: Math.min(state.total, page * state.pageSize) };
}
