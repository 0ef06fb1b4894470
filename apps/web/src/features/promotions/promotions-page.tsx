import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../shared/i18n/use-language';
import { Skeleton } from '../../shared/ui/skeleton';
import { promotionsQueryOptions } from './api/promotions.api';
import { PromoCard } from './components/promo-card';
import { RewardsWaiting } from './components/rewards-waiting';
import { useMemberToken } from './hooks/use-member-token';
import { asVisitor, inTab, PROMO_TABS, type PromoTab, visibleTabs } from './lib/promo-view';

const isTab = (v: string | null): v is PromoTab => v !== null && (PROMO_TABS as readonly string[]).includes(v);

/**
 * Promotion list (spec §2 /promotions): category tabs (the tab lives in ?tab= so reload and back keep it) and
 * every visible promotion with the logged-in member's status and button; a visitor sees the same list and is
 * asked to log in when pressing a button.
 */
export function PromotionsPage() {
  const { t } = useTranslation('promo');
  const { language } = useLanguage();
  const token = useMemberToken();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: PromoTab = isTab(raw) ? raw : 'all';
  const { data, isPending, isError, refetch } = useQuery(promotionsQueryOptions(token, language));
  const all = (data ?? []).map((p) => (token ? p : asVisitor(p)));
  const shown = all.filter((p) => inTab(p, tab));
  const choose = (next: PromoTab) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next === 'all') out.delete('tab');
        else out.set('tab', next);
        return out;
      },
      { replace: true },
    );

  return (
    <div data-testid="promotions-page" className="mx-auto w-full max-w-[1440px] px-3 py-4 sm:px-4 sm:py-6">
      <header className="mb-4 flex flex-col gap-1">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t('title')}</h1>
        <p className="text-sm text-text-muted">{t('subtitle')}</p>
      </header>
      {token ? <RewardsWaiting /> : null}
      <div
        role="tablist"
        aria-label={t('tabsLabel')}
        className="-mx-3 mb-4 flex gap-2 overflow-x-auto px-3 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        {visibleTabs(all, tab).map((c) => {
          const count = all.filter((p) => inTab(p, c)).length;
          const active = c === tab;
          return (
            <button
              key={c}
              type="button"
              role="tab"
              aria-selected={active}
              data-testid="promo-tab"
              data-tab={c}
              onClick={() => choose(c)}
              className={`inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition-colors motion-reduce:transition-none ${active ? 'border-primary bg-primary text-white' : 'border-border bg-surface text-text hover:border-primary hover:text-primary'}`}
            >
              {t(`tabs.${c}`)}
              {data ? (
                <span className={`tabular text-xs ${active ? 'text-white/80' : 'text-text-muted'}`}>{count}</span>
              ) : null}
            </button>
          );
        })}
      </div>
      {isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {['a', 'b', 'c', 'd', 'e', 'f'].map((k) => (
            <div key={k} className="overflow-hidden rounded-2xl border border-border bg-surface">
              <Skeleton className="aspect-[32/15] w-full" rounded="rounded-none" />
              <div className="flex flex-col gap-2 p-4">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-3 w-1/2" />
                <Skeleton className="mt-2 h-11 w-full" rounded="rounded-xl" />
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
          {t(all.length === 0 ? 'empty' : 'emptyTab')}
        </p>
      ) : (
        <div data-testid="promo-list" role="tabpanel" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((p) => (
            <PromoCard key={p.id} promo={p} />
          ))}
        </div>
      )}
    </div>
  );
}
