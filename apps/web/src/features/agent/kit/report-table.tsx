import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type CsvCell, csvFileName, downloadCsv, toCsv } from './csv';
import type { DayRange } from './date-range';
import { clampPage, type PageState, pageCount, shownRows } from './paging';

export interface Column<Row> {
  key: string;
  /** Header text (already translated). */
  label: string;
  cell: (row: Row) => ReactNode;
  /** The value written to the CSV (formatted as shown, so the file reads like the page); absent = not exported (actions). */
  csv?: (row: Row) => CsvCell;
  numeric?: boolean;
}

export interface Total {
  label: string;
  value: string;
}

interface Props<Row> {
  testId: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  totals?: readonly Total[];
  paging?: PageState & { onPage: (page: number) => void };
  /** Base of the CSV file name and the range in it. */
  csvName: string;
  range?: DayRange;
  loading?: boolean;
  error?: ReactNode;
  onRow?: (row: Row) => void;
}

/**
 * A list page's body: totals, the table (cards-like rows scroll sideways on phones), paging and the CSV
 * export of the rows shown (made in the browser, formatted as on screen).
 */
export function ReportTable<Row>({
  testId,
  columns,
  rows,
  rowKey,
  totals,
  paging,
  csvName,
  range,
  loading,
  error,
  onRow,
}: Props<Row>) {
  const { t } = useTranslation('agent');
  const list = rows ?? [];
  const exportCsv = () => {
    const exported = columns.flatMap((c) => (c.csv ? [{ label: c.label, csv: c.csv }] : []));
    downloadCsv(
      csvFileName(csvName, range?.from, range?.to),
      toCsv(
        exported.map((c) => c.label),
        list.map((r) => exported.map((c) => c.csv(r))),
      ),
    );
  };
  return (
    <section data-testid={testId} className="flex flex-col gap-3">
      {totals && totals.length > 0 ? (
        <dl data-testid={`${testId}-totals`} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {totals.map((x) => (
            <div key={x.label} className="rounded-xl bg-surface-2 px-3 py-2">
              <dt className="text-[11px] text-text-muted">{x.label}</dt>
              <dd className="tabular text-sm font-bold">{x.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs text-text-muted" data-testid={`${testId}-count`}>
          {paging && paging.total > 0 ? t('kit.rows', { ...shownRows(paging), total: paging.total }) : null}
        </p>
        <button
          type="button"
          data-testid={`${testId}-csv`}
          disabled={list.length === 0}
          onClick={exportCsv}
          className="h-8 rounded-lg border border-primary px-3 text-xs font-bold text-primary hover:bg-primary-soft disabled:opacity-40"
        >
          {t('kit.csv')}
        </button>
      </div>
      {error ? (
        <div role="alert" className="rounded-xl bg-danger/10 p-3 text-sm text-danger">
          {error}
        </div>
      ) : null}
      <div className="overflow-x-auto rounded-xl border border-border">
        <table className="w-full min-w-max text-sm">
          <thead className="bg-surface-2 text-xs text-text-muted">
            <tr>
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className={`px-3 py-2 font-semibold ${c.numeric ? 'text-right' : 'text-left'}`}
                >
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.map((r) => (
              <tr
                key={rowKey(r)}
                data-testid={`${testId}-row`}
                onClick={onRow ? () => onRow(r) : undefined}
                className={`border-border border-t ${onRow ? 'cursor-pointer hover:bg-primary-soft/50' : ''}`}
              >
                {columns.map((c) => (
                  <td key={c.key} className={`px-3 py-2 ${c.numeric ? 'tabular text-right' : ''}`}>
                    {c.cell(r)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {list.length === 0 ? (
          <p data-testid={`${testId}-empty`} className="p-6 text-center text-sm text-text-muted">
            {loading ? t('kit.loading') : t('kit.empty')}
          </p>
        ) : null}
      </div>
      {paging && pageCount(paging) > 1 ? (
        <nav aria-label={t('kit.paging')} className="flex items-center justify-center gap-2 text-sm">
          <button
            type="button"
            data-testid={`${testId}-prev`}
            disabled={clampPage(paging) <= 1}
            onClick={() => paging.onPage(clampPage(paging) - 1)}
            className="h-8 rounded-lg bg-surface-2 px-3 disabled:opacity-40"
          >
            {t('kit.prev')}
          </button>
          <span className="tabular text-text-muted">
            {clampPage(paging)} / {pageCount(paging)}
          </span>
          <button
            type="button"
            data-testid={`${testId}-next`}
            disabled={clampPage(paging) >= pageCount(paging)}
            onClick={() => paging.onPage(clampPage(paging) + 1)}
            className="h-8 rounded-lg bg-surface-2 px-3 disabled:opacity-40"
          >
            {t('kit.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
