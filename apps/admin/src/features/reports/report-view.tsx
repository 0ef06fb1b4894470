import { ReportGroups, type ReportName, type ReportTable, reportsContract } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { call, urlOf } from '../../shared/api/client';
import { TrendChart } from '../../shared/chart/trend-chart';
import { downloadCsv } from '../../shared/table/csv';
import { Button, Card } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { lastDays } from './days';
import { RangeForm, type RangeValue } from './range-form';
import { ReportTableView } from './report-table';

const COLORS = ['#6d28d9', '#059669', '#dc2626', '#2563eb'];
const DEFAULT_DAYS = 30;

/** The range and grouping in the address (shareable; Back returns to the previous range). */
function useReportQuery(name: ReportName) {
  const [sp, setSp] = useSearchParams();
  const def = lastDays(DEFAULT_DAYS);
  const groups = ReportGroups[name] as readonly string[];
  const by = sp.get('by');
  const value = {
    from: sp.get('from') ?? def.from,
    to: sp.get('to') ?? def.to,
    by: by && groups.includes(by) ? by : groups[0]!,
  };
  const apply = (v: RangeValue) => setSp({ from: v.from, to: v.to, by: v.by ?? groups[0]! });
  return { value, groups, apply };
}

/** One report: its range, the daily chart, the grouped table with the total, and the server's CSV of it. */
export function ReportView({ name }: { name: ReportName }) {
  const { t } = useTranslation();
  const { value, groups, apply } = useReportQuery(name);
  const query = { from: value.from, to: value.to, by: value.by as ReportTable['by'] };
  const q = useQuery({
    queryKey: ['report', name, query],
    queryFn: ({ signal }) => call(reportsContract.report, { params: { report: name }, query, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const exportCsv = useMutation({
    mutationFn: () =>
      downloadCsv(
        urlOf(reportsContract.reportCsv, { report: name }, query),
        `${name}-by-${query.by}-${query.from}-${query.to}.csv`,
      ),
  });
  const data = q.data;
  const chart = useMemo(() => {
    if (!data) return null;
    return {
      labels: data.days.map((d) => d.day),
      series: data.chartColumns.map((c, i) => ({
        label: t(`reports.col.${c}`),
        values: data.days.map((d) => d.values[i] ?? 0),
        color: COLORS[i % COLORS.length]!,
      })),
    };
  }, [data, t]);
  return (
    <div className="space-y-4">
      <Card>
        <RangeForm value={value} groups={groups} onApply={apply} />
        <div className="mt-3">
          <ErrorText error={q.error ?? exportCsv.error} />
        </div>
      </Card>
      {chart && (
        <Card title={t(`reports.chartTitle.${name}`)}>
          <TrendChart
            labels={chart.labels}
            series={chart.series}
            title={t(`reports.chartTitle.${name}`)}
            testId="report-chart"
          />
        </Card>
      )}
      {data && (
        <Card
          title={t('reports.tableTitle', { by: t(`reports.groups.${data.by}`) })}
          actions={
            <Button variant="ghost" onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
              {t('reports.exportCsv')}
            </Button>
          }
        >
          <ReportTableView table={data} />
        </Card>
      )}
    </div>
  );
}
