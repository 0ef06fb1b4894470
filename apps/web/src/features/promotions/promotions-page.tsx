import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNoticeList } from '../../shared/content/content-queries';
import { Skeleton } from '../../shared/ui/skeleton';
import { PromoCard } from './components/promo-card';
import { matchesFilter, PROMO_FILTERS, type PromoFilter, promoStatus } from './lib/promo-status';

/** Promotion list (spec §2 /promotions) from notices.promotion, with filter chips. */
export function PromotionsPage() {
  const { t } = useTranslation('promo');
  const { data, isPending, isError, refetch } = useNoticeList();
  const [filter, setFilter] = useState<PromoFilter>('all');
  // The period filters are judged once per render of the list, not per card.
  const now = useMemo(() => Date.now(), []);
  const all = data?.promotion ?? [];
  const counts = Object.fromEntries(
    PROMO_FILTERS.map((f) => [f, all.filter((p) => matchesFilter(p, f, now)).length]),
  ) as Record<PromoFilter, number>;
  const shown = all.filter((p) => matchesFilter(p, filter, now));

  return (
    <div data-testid="promotions-page" className="mx-auto w-full max-w-[1440px] px-3 py-4 sm:px-4 sm:py-6">
      <header className="mb-4 flex flex-col gap-1">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t('title')}</h1>
        <p className="text-sm text-text-muted">{t('subtitle')}</p>
      </header>
      <div
        role="toolbar"
        aria-label={t('filterLabel')}
        className="-mx-3 mb-4 flex gap-2 overflow-x-auto px-3 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        {/* Empty sections are left out, except 'all' and the current choice. */}
        {PROMO_FILTERS.filter((f) => f === 'all' || f === filter || !data || counts[f] > 0).map((f) => (
          <button
            key={f}
            type="button"
            data-testid="promo-filter"
            data-filter={f}
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
            className={`inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition-colors ${filter === f ? 'border-primary bg-primary text-white' : 'border-border bg-surface text-text hover:border-primary hover:text-primary'}`}
          >
            {t(`filters.${f}`)}
            {data ? (
              <span className={`tabular text-xs ${filter === f ? 'text-white/80' : 'text-text-muted'}`}>
                {counts[f]}
              </span>
            ) : null}
          </button>
        ))}
      </div>
      {isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {['a', 'b', 'c', 'd', 'e', 'f'].map((k) => (
            <div key={k} className="overflow-hidden rounded-2xl border border-border bg-surface">
              <Skeleton className="aspect-[32/15] w-full" rounded="rounded-none" />
              <div className="flex flex-col gap-2 p-4">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-3 w-1/2" />
                <Skeleton className="mt-2 h-10 w-full" rounded="rounded-xl" />
              </div>
            </div>
          ))}
        </div>
      ) : isError ? (
        <div role="alert" className="rounded-2xl border border-border bg-surface p-8 text-center">
          <p className="text-sm text-text-muted">{t('loadError')}</p>
          <button
            type="button"
            onClick={() => void refetch()}
            className="mt-3 rounded-lg bg-primary px-5 py-2 text-sm font-semibold text-white"
          >
            {t('common:retry')}
          </button>
        </div>
      ) : shown.length === 0 ? (
        <p
          data-testid="promo-empty"
          className="rounded-2xl border border-border bg-surface p-10 text-center text-sm text-text-muted"
        >
          {t(all.length === 0 ? 'empty' : 'emptyFilter')}
        </p>
      ) : (
        <div data-testid="promo-list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((p) => (
            <PromoCard key={p.id} promo={p} status={promoStatus(p, now)} />
          ))}
        </div>
      )}
    </div>
  );
}
