import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../shared/api/error-text';
import { Skeleton } from '../../shared/ui/skeleton';
import { bettingHistoryQueryOptions } from './api/betting-history.api';
import { vendorOptionsQueryOptions } from './api/vendor-options.api';
import { HistoryFilterBar } from './components/history-filter-bar';
import { HistoryTable } from './components/history-table';
import { defaultFilters, type HistoryFilters, historyQuery } from './lib/history-filters';

function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (p: number) => void }) {
  const { t } = useTranslation('bettingHistory');
  const btn =
    'h-9 rounded-lg border border-border px-3 text-sm font-semibold enabled:hover:border-primary enabled:hover:text-primary disabled:opacity-40';
  return (
    <nav className="flex items-center justify-center gap-3" aria-label={t('paging')} data-testid="bets-pager">
      <button type="button" className={btn} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </button>
      <span className="text-sm text-text-muted tabular" data-testid="bets-page">
        {t('pageOf', { page, total: Math.max(1, totalPages) })}
      </span>
      <button
        type="button"
        className={btn}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
        data-testid="bets-next"
      >
        {t('next')}
      </button>
    </nav>
  );
}

/**
 * Betting history of the member centre (spec §2 personalHistoryCopy): every bet of every vendor
 * with round, stake, win, result, time and status; filters by category, vendor and days; paged.
 * `now` is the clock the default 7-day window is read from (injected so tests fix the day).
 */
export function BettingHistoryPage({ now = () => new Date() }: { now?: () => Date }) {
  const { t } = useTranslation('bettingHistory');
  const initial = useMemo(() => defaultFilters(now()), [now]);
  const [filters, setFilters] = useState<HistoryFilters>(initial);
  const [page, setPage] = useState(1);
  const vendors = useQuery(vendorOptionsQueryOptions());
  const history = useQuery(bettingHistoryQueryOptions(historyQuery(filters, page)));

  const apply = (next: HistoryFilters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <section className="flex flex-col gap-4" data-testid="betting-history" aria-labelledby="bets-title">
      <h2 id="bets-title" className="font-bold text-lg text-text">
        {t('title')}
      </h2>
      <HistoryFilterBar initial={initial} vendors={vendors.data?.vendors ?? []} onApply={apply} />
      {history.isPending ? (
        <div className="flex flex-col gap-2" data-testid="bets-loading">
          {Array.from({ length: 5 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : history.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl bg-surface py-8 text-center">
          <p className="text-sm text-text-muted" data-testid="bets-error">
            {apiErrorText(t, history.error)}
          </p>
          <button
            type="button"
            onClick={() => void history.refetch()}
            className="rounded-full bg-primary px-5 py-2 font-semibold text-sm text-white hover:bg-primary-strong"
          >
            {t('common:retry')}
          </button>
        </div>
      ) : history.data.items.length === 0 ? (
        <p className="rounded-2xl bg-surface py-10 text-center text-sm text-text-muted" data-testid="bets-empty">
          {t('common:noData')}
        </p>
      ) : (
        <>
          <HistoryTable data={history.data} />
          <Pager page={history.data.page} totalPages={history.data.totalPages} onPage={setPage} />
        </>
      )}
    </section>
  );
}
