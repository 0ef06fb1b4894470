import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-text';
import type { RangeListQuery } from '../api/agent-team.api';
import { AccountFilter } from './account-filter';
import { RangeBar } from './range-bar';
import { type Column, ReportTable, type Total } from './report-table';
import { useRangeList } from './use-range-list';

/**
 * The body every team list over a date range shares (team betting, downline transactions, user P&L): the
 * range bar, the account filter, and the table with totals, paging and CSV, over one range query.
 */
export function TeamRangeReport<
  Row,
  Data extends { items: Row[]; total: number },
  Key extends readonly unknown[],
>(props: {
  options: (q: RangeListQuery) => UseQueryOptions<Data, Error, Data, Key>;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  totals: (data: Data) => Total[];
  testId: string;
  csvName: string;
  /** A line above the filters (what the figures mean). */
  hint?: string;
}) {
  const { t } = useTranslation('agent');
  const list = useRangeList();
  const q = useQuery(props.options(list.query));
  return (
    <div className="flex flex-col gap-3">
      {props.hint ? <p className="text-sm text-text-muted">{props.hint}</p> : null}
      <RangeBar value={list.range} onChange={list.setRange} now={list.now} />
      <AccountFilter onApply={list.setAccount} />
      <ReportTable
        testId={props.testId}
        columns={props.columns}
        rows={q.data?.items}
        rowKey={props.rowKey}
        loading={q.isPending}
        error={q.isError ? apiErrorText(t, q.error) : null}
        csvName={props.csvName}
        range={list.range}
        totals={q.data ? props.totals(q.data) : undefined}
        paging={{ page: list.page, pageSize: list.pageSize, total: q.data?.total ?? 0, onPage: list.setPage }}
      />
    </div>
  );
}
