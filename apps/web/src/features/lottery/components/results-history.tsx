import type { LotteryTag } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zonedDay } from '../../../shared/format/date';
import { useLanguage } from '../../../shared/i18n/use-language';
import { LoadError } from '../../../shared/ui/load-error';
import { Skeleton } from '../../../shared/ui/skeleton';
import { listQueryOptions, resultsQueryOptions } from '../api/lobby.api';
import { DrawCard } from './draw-card';

/**
 * Results history by date and station: a date (Vietnam time) and a station (one game, or every game of
 * the category), newest first, each draw's board with its lô tô tables.
 */
export function ResultsHistory({ gameId: fixedGame, tag }: { gameId?: string; tag?: LotteryTag }) {
  const { t } = useTranslation('lottery');
  const { language } = useLanguage();
  const [date, setDate] = useState('');
  const [station, setStation] = useState(fixedGame ?? '');
  const stations = useQuery({ ...listQueryOptions(language, { tag }), enabled: !fixedGame });
  const results = useQuery(
    resultsQueryOptions(language, {
      gameId: station || undefined,
      tag: station ? undefined : tag,
      date: date || undefined,
      limit: fixedGame ? 10 : 20,
    }),
  );
  const today = zonedDay(new Date());
  return (
    <section className="flex flex-col gap-3" data-testid="lottery-results">
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-semibold">{t('results.date')}</span>
          <input
            type="date"
            max={today}
            value={date}
            onInput={(e) => setDate(e.currentTarget.value)}
            data-testid="lottery-results-date"
            className="h-10 rounded-lg border border-border bg-surface px-2"
          />
        </label>
        {!fixedGame && (
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-semibold">{t('results.station')}</span>
            <select
              value={station}
              onChange={(e) => setStation(e.currentTarget.value)}
              data-testid="lottery-results-station"
              className="h-10 rounded-lg border border-border bg-surface px-2"
            >
              <option value="">{t('results.allStations')}</option>
              {(stations.data?.value.list ?? []).map((g) => (
                <option key={g.gameId} value={g.gameId}>
                  {g.gameName}
                </option>
              ))}
            </select>
          </label>
        )}
        {date && (
          <button
            type="button"
            onClick={() => setDate('')}
            className="h-10 rounded-lg px-3 text-sm font-bold text-primary"
          >
            {t('results.latest')}
          </button>
        )}
      </div>
      {results.isError ? (
        <LoadError error={results.error} onRetry={() => void results.refetch()} />
      ) : results.isPending ? (
        <Skeleton className="h-72" />
      ) : results.data.list.length === 0 ? (
        <p className="rounded-xl bg-surface p-4 text-sm text-text-muted" data-testid="lottery-results-empty">
          {t('results.none')}
        </p>
      ) : (
        <div className="grid gap-3 lg:grid-cols-2">
          {results.data.list.map((d) => (
            <DrawCard key={d.drawId} draw={d} />
          ))}
        </div>
      )}
    </section>
  );
}
