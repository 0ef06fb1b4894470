import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useNoticeList } from '../../shared/content/content-queries';
import { openCustomerService } from '../../shared/system';
import { LazyImage } from '../../shared/ui/lazy-image';
import { SafeHtml } from '../../shared/ui/safe-html';
import { Skeleton } from '../../shared/ui/skeleton';
import { PromoBadge, PromoCard, PromoPeriod } from './components/promo-card';
import { promoFallbackArt } from './lib/promo-art';
import { matchesFilter, promoStatus } from './lib/promo-status';

/** Promotion detail (spec §2 /promoDetail?id=): artwork, period, what it is and how it works. */
export function PromoDetailPage() {
  const { t } = useTranslation('promo');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const { data, isPending } = useNoticeList();
  const now = useMemo(() => Date.now(), []);
  const promo = data?.promotion.find((p) => p.id === id);
  const others = (data?.promotion ?? []).filter((p) => p.id !== id && matchesFilter(p, 'all', now)).slice(0, 3);

  return (
    <div
      data-testid="promo-detail-page"
      className="mx-auto flex w-full max-w-[1000px] flex-col gap-5 px-3 py-4 sm:px-4 sm:py-6"
    >
      <Link
        to="/promotions"
        className="inline-flex items-center gap-1 self-start text-sm font-semibold text-primary hover:underline"
        data-testid="promo-back"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-none stroke-current stroke-2">
          <path d="m15 6-6 6 6 6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t('back')}
      </Link>
      {isPending ? (
        <div className="flex flex-col gap-3">
          <Skeleton className="aspect-[32/15] w-full" rounded="rounded-2xl" />
          <Skeleton className="h-7 w-2/3" />
        </div>
      ) : !promo ? (
        <div data-testid="promo-not-found" className="rounded-2xl border border-border bg-surface p-10 text-center">
          <h1 className="text-lg font-bold">{t('notFound.title')}</h1>
          <p className="mt-1 text-sm text-text-muted">{t('notFound.body')}</p>
          <Link
            to="/promotions"
            className="mt-4 inline-flex h-10 items-center rounded-xl bg-primary px-5 text-sm font-bold text-white"
          >
            {t('notFound.cta')}
          </Link>
        </div>
      ) : (
        <article
          data-testid="promo-detail"
          data-promo-id={promo.id}
          className="overflow-hidden rounded-2xl border border-border bg-surface"
        >
          <LazyImage
            src={promo.imageUrl}
            alt={promo.title}
            eager
            fallback={promoFallbackArt(promo.id)}
            className="aspect-[32/15] w-full object-cover"
          />
          <div className="flex flex-col gap-3 p-4 sm:p-8">
            <div className="flex flex-wrap items-center gap-2">
              <PromoBadge status={promoStatus(promo, now)} />
              <span className="text-sm text-text-muted">
                <PromoPeriod promo={promo} />
              </span>
            </div>
            <h1 className="text-2xl leading-tight font-extrabold sm:text-3xl">{promo.title}</h1>
            {promo.content ? (
              <SafeHtml
                data-testid="promo-content"
                className="text-sm leading-relaxed text-text sm:text-base [&_a]:text-primary [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mb-2 [&_strong]:text-primary [&_ul]:list-disc"
                html={promo.content}
              />
            ) : null}
            <div className="flex flex-wrap items-center gap-3 border-t border-border pt-4">
              <p className="text-sm text-text-muted">{t('questions')}</p>
              <button
                type="button"
                onClick={() => void openCustomerService()}
                className="inline-flex h-10 items-center rounded-xl border border-primary px-5 text-sm font-bold text-primary hover:bg-primary-soft"
              >
                {t('pages:contactCs')}
              </button>
            </div>
          </div>
        </article>
      )}
      {others.length > 0 ? (
        <section>
          <h2 className="mb-3 text-lg font-bold">{t('others')}</h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {others.map((p) => (
              <PromoCard key={p.id} promo={p} status={promoStatus(p, now)} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
