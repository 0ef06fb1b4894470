import { LOTTERY_ENDINGS } from '@app/games';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/load-error';
import { Skeleton } from '../../../shared/ui/skeleton';
import { statsQueryOptions } from '../api/lobby.api';
import { BarChart } from './bar-chart';

const DIGIT_LABELS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
const topSet = (values: readonly number[], n: number) =>
  new Set(
    values
      .map((v, i) => [v, i] as const)
      .sort((a, b) => b[0] - a[0])
      .slice(0, n)
      .map(([, i]) => i),
  );

/** Statistics of one game: lô gan, frequency over 7/30/100 draws, head/tail digits, pairs; each with a chart. */
export function StatsView({ gameId }: { gameId: string }) {
  const { t } = useTranslation('lottery');
  const stats = useQuery(statsQueryOptions(gameId));
  const [span, setSpan] = useState(30);
  const [part, setPart] = useState<'all' | 'special'>('all');
  const data = stats.data;
  const freq = data?.frequency.find((f) => f.window === span) ?? data?.frequency[0];
  const freqValues = useMemo(() => {
    const byNumber = new Map((freq?.entries ?? []).map((e) => [e.number, e.hits]));
    return LOTTERY_ENDINGS.map((n) => byNumber.get(n) ?? 0);
  }, [freq]);
  const ganValues = useMemo(() => {
    const byNumber = new Map((data?.gan ?? []).map((g) => [g.number, g.currentGap]));
    return LOTTERY_ENDINGS.map((n) => byNumber.get(n) ?? 0);
  }, [data]);
  const headTail = data?.headTail.find((h) => h.window === span) ?? data?.headTail[0];
  const digits = headTail?.[part];
  const freqTop = useMemo(() => topSet(freqValues, 5), [freqValues]);
  const ganTop = useMemo(() => topSet(ganValues, 5), [ganValues]);

  if (stats.isError) return <LoadError error={stats.error} onRetry={() => void stats.refetch()} />;
  if (!data) return <Skeleton className="h-96" />;
  const card = 'flex flex-col gap-2 rounded-2xl border border-border bg-surface p-3 sm:p-4';
  return (
    <section className="flex flex-col gap-3" data-testid="lottery-stats" data-draws={data.drawCount}>
      <p className="text-sm text-text-muted">
        {t('stats.basis', { count: data.drawCount })}
        {data.demo && (
          <span
            className="ml-2 rounded-full bg-accent/25 px-2 py-0.5 text-xs font-bold text-text"
            data-testid="lottery-demo-label"
          >
            {t('demo.label')}
          </span>
        )}
      </p>
      {data.drawCount === 0 ? (
        <p className="rounded-xl bg-surface p-4 text-sm text-text-muted">{t('stats.none')}</p>
      ) : (
        <>
          <fieldset className="flex min-w-0 flex-wrap gap-1.5">
            <legend className="sr-only">{t('stats.window')}</legend>
            {data.frequency.map((f) => (
              <button
                key={f.window}
                type="button"
                aria-pressed={f.window === span}
                onClick={() => setSpan(f.window)}
                className={`rounded-lg px-3 py-1 text-xs font-bold ${f.window === span ? 'bg-primary text-white' : 'bg-surface-2'}`}
              >
                {t('stats.lastDraws', { count: f.window })}
              </button>
            ))}
          </fieldset>
          <div className={card}>
            <h3 className="font-extrabold">{t('stats.frequency', { count: freq?.drawCount ?? 0 })}</h3>
            <BarChart
              labels={LOTTERY_ENDINGS}
              values={freqValues}
              highlight={freqTop}
              title={t('stats.frequency', { count: freq?.drawCount ?? 0 })}
              testId="lottery-chart-frequency"
            />
            <p className="tabular text-xs text-text-muted">
              {t('stats.hot')}: {[...freqTop].map((i) => `${LOTTERY_ENDINGS[i]} (${freqValues[i]})`).join(', ')}
            </p>
          </div>
          <div className={card}>
            <h3 className="font-extrabold">{t('stats.gan')}</h3>
            <p className="text-xs text-text-muted">{t('stats.ganExplain')}</p>
            <BarChart
              labels={LOTTERY_ENDINGS}
              values={ganValues}
              highlight={ganTop}
              title={t('stats.gan')}
              testId="lottery-chart-gan"
            />
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-xs text-text-muted">
                  <th className="py-1">{t('stats.number')}</th>
                  <th className="py-1 text-right">{t('stats.currentGap')}</th>
                  <th className="py-1 text-right">{t('stats.maxGap')}</th>
                </tr>
              </thead>
              <tbody>
                {data.gan.slice(0, 10).map((g) => (
                  <tr key={g.number} className="border-t border-border">
                    <td className="tabular py-1 font-bold text-danger">{g.number}</td>
                    <td className="tabular py-1 text-right">{g.currentGap}</td>
                    <td className="tabular py-1 text-right">{g.maxGap}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={card}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-extrabold">{t('stats.headTail', { count: headTail?.drawCount ?? 0 })}</h3>
              <select
                value={part}
                onChange={(e) => setPart(e.currentTarget.value === 'special' ? 'special' : 'all')}
                aria-label={t('stats.part')}
                className="rounded-md border border-border bg-surface px-2 py-1 text-xs"
              >
                <option value="all">{t('stats.allNumbers')}</option>
                <option value="special">{t('stats.specialOnly')}</option>
              </select>
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <div>
                <p className="text-xs font-bold text-text-muted">{t('loto.head')}</p>
                <BarChart
                  labels={DIGIT_LABELS}
                  values={digits?.head ?? []}
                  title={t('stats.headChart')}
                  height={140}
                  testId="lottery-chart-head"
                />
              </div>
              <div>
                <p className="text-xs font-bold text-text-muted">{t('loto.tail')}</p>
                <BarChart
                  labels={DIGIT_LABELS}
                  values={digits?.tail ?? []}
                  title={t('stats.tailChart')}
                  height={140}
                  testId="lottery-chart-tail"
                />
              </div>
            </div>
          </div>
          <div className={card}>
            <h3 className="font-extrabold">{t('stats.pairs')}</h3>
            <BarChart
              labels={data.pairs.map((p) => p.pair.join('-'))}
              values={data.pairs.map((p) => p.draws)}
              title={t('stats.pairs')}
              height={160}
              testId="lottery-chart-pairs"
            />
            <ul className="tabular flex flex-wrap gap-1.5 text-xs">
              {data.pairs.map((p) => (
                <li key={p.pair.join('-')} className="rounded-md bg-surface-2 px-2 py-1">
                  <strong>{p.pair.join(' – ')}</strong> · {t('stats.pairDraws', { count: p.draws })}
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </section>
  );
}
