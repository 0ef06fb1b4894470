import { type ColumnDef, flexRender, getCoreRowModel, type SortingState, useReactTable } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { count } from '../format';
import { Button, Select } from '../ui/controls';
import type { ListState } from './list-state';

export type { ColumnDef } from '@tanstack/react-table';

const PAGE_SIZES = [20, 50, 100, 200];

/**
 * A server-paged, server-sorted table (TanStack Table, headless: the server does the paging and sorting, the
 * table renders columns, sort toggles and the pager). A column is sortable when its `id` (or accessorKey) is one
 * of `sortable`, the endpoint's own list.
 */
export function DataTable<T>({
  columns,
  rows,
  total,
  state,
  onState,
  sortable = [],
  loading,
  testId,
  rowId,
  onRowClick,
}: {
  columns: ColumnDef<T, unknown>[];
  rows: readonly T[];
  total: number;
  state: ListState;
  onState: (next: Partial<ListState>) => void;
  sortable?: readonly string[];
  loading?: boolean;
  testId?: string;
  rowId?: (row: T) => string;
  onRowClick?: (row: T) => void;
}) {
  const { t } = useTranslation();
  const sorting: SortingState = state.sort ? [{ id: state.sort, desc: state.dir === 'desc' }] : [];
  const table = useReactTable<T>({
    data: rows as T[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowId ? (r) => rowId(r) : undefined,
    manualPagination: true,
    manualSorting: true,
    rowCount: total,
    state: { sorting, pagination: { pageIndex: state.page - 1, pageSize: state.pageSize } },
    enableSortingRemoval: false,
    onSortingChange: (up) => {
      const next = typeof up === 'function' ? up(sorting) : up;
      const s = next[0];
      onState(s ? { sort: s.id, dir: s.desc ? 'desc' : 'asc' } : { sort: undefined });
    },
  });
  const pages = Math.max(1, Math.ceil(total / state.pageSize));
  return (
    <div data-testid={testId}>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="border-b text-slate-500">
            {table.getHeaderGroups().map((g) => (
              <tr key={g.id}>
                {g.headers.map((h) => {
                  const canSort = sortable.includes(h.column.id);
                  const dir = h.column.getIsSorted();
                  const label = flexRender(h.column.columnDef.header, h.getContext());
                  return (
                    <th
                      key={h.id}
                      className="py-2 pr-3 font-medium whitespace-nowrap"
                      aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}
                    >
                      {canSort ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 hover:text-slate-900"
                          onClick={h.column.getToggleSortingHandler()}
                        >
                          {label}
                          <span aria-hidden="true">{dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : '↕'}</span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className={loading ? 'opacity-60' : undefined}>
            {table.getRowModel().rows.map((r) => (
              <tr
                key={r.id}
                data-testid={testId ? `${testId}-row` : undefined}
                className={`border-b align-top last:border-0 ${onRowClick ? 'cursor-pointer hover:bg-slate-50' : ''}`}
                onClick={onRowClick ? () => onRowClick(r.original) : undefined}
              >
                {r.getVisibleCells().map((c) => (
                  <td key={c.id} className="py-2 pr-3">
                    {flexRender(c.column.columnDef.cell, c.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!loading && rows.length === 0 && <p className="py-3 text-sm text-slate-500">{t('table.empty')}</p>}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <span data-testid={testId ? `${testId}-total` : undefined}>
          {t('table.total', { count: total, n: count(total) })}
        </span>
        <div className="flex items-center gap-2">
          <Select
            aria-label={t('table.pageSize')}
            value={state.pageSize}
            onChange={(e) => onState({ pageSize: Number(e.target.value) })}
          >
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {t('table.perPage', { n })}
              </option>
            ))}
          </Select>
          <Button variant="ghost" disabled={state.page <= 1} onClick={() => onState({ page: state.page - 1 })}>
            {t('table.previous')}
          </Button>
          <span>{t('table.page', { page: count(state.page), pages: count(pages) })}</span>
          <Button variant="ghost" disabled={state.page >= pages} onClick={() => onState({ page: state.page + 1 })}>
            {t('table.next')}
          </Button>
        </div>
      </div>
    </div>
  );
}
