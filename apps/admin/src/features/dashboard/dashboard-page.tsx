import { backofficeContract, type Dashboard } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client';
import { count, dateTime, money } from '../../shared/format';
import { Card, PageTitle } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { REFRESH_MS, Trends } from './trends';

type FigureKey = keyof Dashboard['today'];
export const FIGURES: { key: FigureKey; kind: 'money' | 'count' }[] = [
  { key: 'deposits', kind: 'money' },
  { key: 'withdrawals', kind: 'money' },
  { key: 'turnover', kind: 'money' },
  { key: 'ggr', kind: 'money' },
  { key: 'activePlayers', kind: 'count' },
  { key: 'newPlayers', kind: 'count' },
];

/** Today's figures beside yesterday's, and the queues waiting for an operator. */
export function DashboardPage() {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => call(backofficeContract.dashboard, { signal }),
    refetchInterval: REFRESH_MS,
  });
  if (q.isError) return <ErrorText error={q.error} />;
  const d = q.data;
  return (
    <div className="space-y-6">
      <div className="flex items-baseline justify-between">
        <PageTitle>{t('dashboard.title')}</PageTitle>
        {d && (
          <span className="text-xs text-slate-500" data-testid="dashboard-updated">
            {t('dashboard.updated', { at: dateTime(d.generatedAt), day: d.day })} ·{' '}
            {t('dashboard.trend.live', { s: REFRESH_MS / 1000 })}
          </span>
        )}
      </div>
      <div className="grid grid-cols-3 gap-4 max-lg:grid-cols-2">
        {FIGURES.map(({ key, kind }) => {
          const fmt = kind === 'money' ? money : count;
          const today = d?.today[key] ?? 0;
          const yesterday = d?.yesterday[key] ?? 0;
          const diff = today - yesterday;
          return (
            <Card key={key}>
              <div className="text-sm text-slate-500">{t(`dashboard.figures.${key}`)}</div>
              <div data-testid={`figure-${key}`} className="mt-1 text-2xl font-semibold tabular-nums">
                {d ? fmt(today) : '—'}
              </div>
              <div className={`mt-1 text-xs ${diff >= 0 ? 'text-emerald-700' : 'text-red-700'}`}>
                {t('dashboard.vsYesterday', { value: fmt(yesterday) })}
              </div>
            </Card>
          );
        })}
      </div>
      <Trends figures={FIGURES} />
      <Card title={t('dashboard.pending.title')}>
        <dl className="grid grid-cols-3 gap-4 text-sm">
          {(['deposits', 'withdrawals', 'withdrawalDisputes'] as const).map((k) => (
            <div key={k}>
              <dt className="text-slate-500">{t(`dashboard.pending.${k}`)}</dt>
              <dd data-testid={`pending-${k}`} className="text-xl font-semibold tabular-nums">
                {d ? count(d.pending[k]) : '—'}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
