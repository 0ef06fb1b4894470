import { type DashboardTrend, reportsContract } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { TrendChart } from '../../shared/chart/trend-chart';
import { Button, Card } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';

/** The dashboard refreshes its figures and trends this often while it is open (react-query, in the background). */
export const REFRESH_MS = 15_000;
const RANGES = [14, 30] as const;

type Figure = Exclude<keyof DashboardTrend['days'][number], 'day'>;

/** One small chart per dashboard figure over the last 14 or 30 local days, today last (the same rollup sums). */
export function Trends({ figures }: { figures: readonly { key: Figure; kind: 'money' | 'count' }[] }) {
  const { t } = useTranslation();
  const [days, setDays] = useState<(typeof RANGES)[number]>(14);
  const q = useQuery({
    queryKey: ['dashboard-trend', days],
    queryFn: ({ signal }) => call(reportsContract.dashboardTrend, { query: { days }, signal }),
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
  });
  const labels = useMemo(() => (q.data?.days ?? []).map((d) => d.day.slice(5)), [q.data]);
  const series = useMemo(
    () =>
      Object.fromEntries(
        figures.map(({ key }) => [
          key,
          [{ label: t(`dashboard.figures.${key}`), values: (q.data?.days ?? []).map((d) => d[key]), color: '#6d28d9' }],
        ]),
      ),
    [q.data, figures, t],
  );
  return (
    <Card
      title={t('dashboard.trend.title')}
      actions={
        <div className="flex gap-1">
          {RANGES.map((n) => (
            <Button key={n} variant={n === days ? 'primary' : 'ghost'} onClick={() => setDays(n)}>
              {t('dashboard.trend.days', { n })}
            </Button>
          ))}
        </div>
      }
    >
      <ErrorText error={q.error} />
      {q.data && (
        <div className="grid grid-cols-3 gap-4 max-lg:grid-cols-2">
          {figures.map(({ key, kind }) => (
            <div key={key}>
              <div className="text-sm text-slate-500">{t(`dashboard.figures.${key}`)}</div>
              <TrendChart
                labels={labels}
                series={series[key]!}
                title={t(`dashboard.figures.${key}`)}
                height={140}
                kind={kind}
                testId={`trend-${key}`}
              />
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}
