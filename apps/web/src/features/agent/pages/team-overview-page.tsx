import type { TeamFigures } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-text';
import { formatDate } from '../../../shared/format/date';
import { formatCount } from '../../../shared/format/number';
import { useFormatMoney } from '../../../shared/format/use-money';
import { useSession } from '../../../shared/session/session';
import { CenteredSpinner } from '../../../shared/ui/spinner';
import { overviewQuery } from '../api/agent-team.api';
import { csvFileName, downloadCsv, toCsv } from '../kit/csv';
import { TrendChart, type TrendSeries } from '../kit/trend-chart';

const PERIODS = ['today', 'yesterday', 'thisWeek', 'thisMonth'] as const;
type Period = (typeof PERIODS)[number];
const COUNTS = ['teamSize', 'newMembers', 'activeMembers'] as const;
const AMOUNTS = ['deposits', 'withdrawals', 'turnover', 'wins', 'net'] as const;
const FIGURES = [...COUNTS, ...AMOUNTS] as const;
type Figure = (typeof FIGURES)[number];
const isCount = (f: Figure) => (COUNTS as readonly string[]).includes(f);

/** Team overview (spec §2 agentTeamOverview): the figures of four periods and 30-day trend charts. */
export function TeamOverviewPage() {
  const { t, i18n } = useTranslation('agent');
  const token = useSession((s) => s.token);
  const money = useFormatMoney();
  const [period, setPeriod] = useState<Period>('today');
  const q = useQuery(overviewQuery(token, 30));
  const value = (f: Figure, figures: TeamFigures) => (isCount(f) ? formatCount(figures[f]) : money(figures[f]));
  const labels = useMemo(() => (q.data?.series ?? []).map((p) => p.day.slice(5).replace('-', '/')), [q.data]);
  const money30 = useMemo<TrendSeries[]>(
    () =>
      q.data
        ? [
            {
              label: t('overview.figures.turnover'),
              values: q.data.series.map((p) => p.turnover / 100),
              colorVar: '--color-primary',
            },
            {
              label: t('overview.figures.net'),
              values: q.data.series.map((p) => p.net / 100),
              colorVar: '--color-accent',
            },
            {
              label: t('overview.figures.deposits'),
              values: q.data.series.map((p) => p.deposits / 100),
              colorVar: '--color-success',
            },
          ]
        : [],
    [q.data, t],
  );
  const people30 = useMemo<TrendSeries[]>(
    () =>
      q.data
        ? [
            {
              label: t('overview.figures.activeMembers'),
              values: q.data.series.map((p) => p.activeMembers),
              colorVar: '--color-primary',
            },
            {
              label: t('overview.figures.newMembers'),
              values: q.data.series.map((p) => p.newMembers),
              colorVar: '--color-accent',
            },
          ]
        : [],
    [q.data, t],
  );
  if (q.isPending) return <CenteredSpinner minHeight={240} />;
  if (q.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {apiErrorText(t, q.error)}
      </p>
    );
  const d = q.data;
  const figures = d[period];
  const exportCsv = () =>
    downloadCsv(
      csvFileName('team-overview', d.series[0]?.day, d.series.at(-1)?.day),
      toCsv(
        [t('overview.day'), ...FIGURES.map((f) => t(`overview.figures.${f}`))],
        d.series.map((p) => [p.day, ...FIGURES.map((f) => value(f, p))]),
      ),
    );
  return (
    <div data-testid="agent-overview" className="flex flex-col gap-4">
      <div role="tablist" aria-label={t('overview.periods')} className="flex gap-1 overflow-x-auto">
        {PERIODS.map((p) => (
          <button
            key={p}
            type="button"
            role="tab"
            aria-selected={p === period}
            data-testid={`agent-overview-${p}`}
            onClick={() => setPeriod(p)}
            className={`h-9 shrink-0 rounded-full px-4 text-sm font-semibold ${
              p === period ? 'bg-primary text-white' : 'bg-surface-2 text-text hover:bg-primary-soft'
            }`}
          >
            {t(`kit.range.${p}`)}
          </button>
        ))}
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {FIGURES.map((f) => (
          <div key={f} data-testid={`agent-figure-${f}`} className="rounded-2xl bg-surface-2 px-3 py-3">
            <dt className="text-xs text-text-muted">{t(`overview.figures.${f}`)}</dt>
            <dd
              className={`tabular mt-1 text-lg font-extrabold ${
                f === 'net' ? (figures.net >= 0 ? 'text-success' : 'text-danger') : ''
              }`}
            >
              {value(f, figures)}
            </dd>
          </div>
        ))}
      </dl>
      <section className="rounded-2xl border border-border p-3">
        <div className="mb-2 flex items-center justify-between gap-2">
          <h3 className="text-sm font-bold">{t('overview.trendMoney')}</h3>
          <button
            type="button"
            data-testid="agent-overview-csv"
            onClick={exportCsv}
            className="h-8 rounded-lg border border-primary px-3 text-xs font-bold text-primary hover:bg-primary-soft"
          >
            {t('kit.csv')}
          </button>
        </div>
        <TrendChart labels={labels} series={money30} title={t('overview.trendMoney')} testId="agent-trend-money" />
      </section>
      <section className="rounded-2xl border border-border p-3">
        <h3 className="mb-2 text-sm font-bold">{t('overview.trendPeople')}</h3>
        <TrendChart
          labels={labels}
          series={people30}
          title={t('overview.trendPeople')}
          testId="agent-trend-people"
          kind="count"
        />
      </section>
      <p className="text-xs text-text-muted">
        {t('overview.note', {
          from: d.series[0] ? formatDate(`${d.series[0].day}T12:00:00+07:00`, i18n.language) : '',
        })}
      </p>
    </div>
  );
}
