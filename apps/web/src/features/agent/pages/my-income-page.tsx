import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-text';
import { formatCount } from '../../../shared/format/number';
import { useFormatMoney } from '../../../shared/format/use-money';
import { useSession } from '../../../shared/session/session';
import { incomeQuery } from '../api/agent-contracts.api';
import { RangeBar } from '../kit/range-bar';
import { type Column, ReportTable } from '../kit/report-table';
import { TrendChart } from '../kit/trend-chart';
import { useRangeList } from '../kit/use-range-list';
import { MyContracts } from './my-contracts';

interface Day {
  day: string;
  amount: number;
}

/** My income (spec §2 agentRevenueReport): paid settlements per kind and per day, and my contracts. */
export function MyIncomePage() {
  const { t } = useTranslation('agent');
  const token = useSession((s) => s.token);
  const money = useFormatMoney();
  const list = useRangeList(100);
  const q = useQuery(incomeQuery(token, list.range));
  const days = useMemo(() => [...(q.data?.byDay ?? [])].sort((a, b) => b.day.localeCompare(a.day)), [q.data]);
  const chart = useMemo(() => {
    const asc = [...days].reverse();
    return {
      labels: asc.map((d) => d.day.slice(5).replace('-', '/')),
      series: [{ label: t('income.amount'), values: asc.map((d) => d.amount / 100), colorVar: '--color-accent' }],
    };
  }, [days, t]);
  const columns: Column<Day>[] = [
    { key: 'day', label: t('overview.day'), cell: (r) => r.day, csv: (r) => r.day },
    {
      key: 'amount',
      label: t('income.amount'),
      cell: (r) => money(r.amount),
      csv: (r) => money(r.amount),
      numeric: true,
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <MyContracts />
      <RangeBar value={list.range} onChange={list.setRange} now={list.now} />
      {q.isError ? (
        <p role="alert" className="text-sm text-danger">
          {apiErrorText(t, q.error)}
        </p>
      ) : null}
      {q.data ? (
        <dl data-testid="agent-income-kinds" className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          <div className="rounded-2xl bg-primary px-3 py-3 text-white">
            <dt className="text-xs text-white/80">{t('income.total')}</dt>
            <dd className="tabular mt-1 text-lg font-extrabold">{money(q.data.total)}</dd>
          </div>
          {q.data.byKind.map((k) => (
            <div key={k.kind} className="rounded-2xl bg-surface-2 px-3 py-3">
              <dt className="text-xs text-text-muted">{t(`income.kinds.${k.kind}`)}</dt>
              <dd className="tabular mt-1 text-base font-bold">{money(k.amount)}</dd>
              <dd className="text-[11px] text-text-muted">
                {t('income.records', { count: k.records, n: formatCount(k.records) })}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {days.length > 1 ? (
        <section className="rounded-2xl border border-border p-3">
          <TrendChart
            labels={chart.labels}
            series={chart.series}
            title={t('income.chart')}
            height={180}
            testId="agent-income-chart"
          />
        </section>
      ) : null}
      <ReportTable
        testId="agent-income"
        columns={columns}
        rows={days}
        rowKey={(r) => r.day}
        loading={q.isPending}
        csvName="my-income"
        range={list.range}
      />
    </div>
  );
}
