import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { apiErrorText } from '../../shared/api/error-text';
import { useNoticeList } from '../../shared/content/content-queries';
import { useLanguage } from '../../shared/i18n/use-language';
import { openCustomerService } from '../../shared/system';
import { LazyImage } from '../../shared/ui/lazy-image';
import { SafeHtml } from '../../shared/ui/safe-html';
import { Skeleton } from '../../shared/ui/skeleton';
import { promotionQueryOptions, promotionsQueryOptions } from './api/promotions.api';
import { NoticePromoDetail } from './components/notice-promo-detail';
import { PromoActionButton } from './components/promo-action-button';
import { PromoCountdown } from './components/promo-countdown';
import { PromoPeriodLine } from './components/promo-period';
import { PromoProgress } from './components/promo-progress';
import { PromoStatusBadge } from './components/promo-status-badge';
import { PromoStreak } from './components/promo-streak';
import { PromoTerms } from './components/promo-terms';
import { RebateEstimate } from './components/rebate-estimate';
import { useMemberToken } from './hooks/use-member-token';
import { promoFallbackArt, promoImage } from './lib/promo-art';
import { asVisitor, countdownTarget } from './lib/promo-view';
import { raffleHref } from './lib/raffle-link';

/**
 * Promotion detail (spec §2 /promoDetail?id=): the member's status and button, the period countdown, what it
 * gives, who may take part, the wagering its money carries, the operator's rules (sanitised HTML), and for a
 * rebate the estimate so far this period; a raffle leads to its lucky wheel.
 */
export function PromoDetailPage() {
  const { t } = useTranslation('promo');
  const { language } = useLanguage();
  const token = useMemberToken();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const validId = Number.isInteger(id) && id > 0;
  // The list says first whether the id is one of the engine's promotions (the list is usually cached from
  // /promotions): an id of a promotion notice is then not asked for, which would only answer 404.
  const list = useQuery(promotionsQueryOptions(token, language));
  const listed = list.data?.some((p) => p.id === id) ?? false;
  const { data, isPending, error } = useQuery({
    ...promotionQueryOptions(token, language, id),
    enabled: validId && listed,
  });
  const promo = data && !token ? asVisitor(data) : data;
  const engineMissing =
    !validId || (list.data !== undefined && !listed) || (error instanceof ApiError && error.status === 404);
  // Not an engine promotion: maybe a promotion notice (PR, a feature page the banners open).
  const notices = useNoticeList();
  const notice = engineMissing ? notices.data?.promotion.find((p) => p.id === id) : undefined;
  const notFound = engineMissing && !notice && !notices.isPending;
  const target = promo ? countdownTarget(promo) : null;
  const showRaffle =
    promo?.kind === 'raffle' && token !== null && promo.status !== 'coming' && promo.status !== 'close';

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
      {notice ? (
        <NoticePromoDetail notice={notice} />
      ) : notFound ? (
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
      ) : (error ?? list.error) && !engineMissing ? (
        <p role="alert" className="rounded-2xl border border-border bg-surface p-8 text-center text-sm text-danger">
          {apiErrorText(t, error ?? list.error)}
        </p>
      ) : isPending || !promo ? (
        <div className="flex flex-col gap-3">
          <Skeleton className="aspect-[32/15] w-full" rounded="rounded-2xl" />
          <Skeleton className="h-7 w-2/3" />
        </div>
      ) : (
        <article
          data-testid="promo-detail"
          data-promo-id={promo.id}
          data-kind={promo.kind}
          data-status={promo.status}
          className="overflow-hidden rounded-2xl border border-border bg-surface"
        >
          <LazyImage
            src={promoImage(promo)}
            alt={promo.title}
            priority
            fallback={promoFallbackArt(promo.id, promo.kind)}
            className="aspect-[32/15] w-full object-cover"
          />
          <div className="flex flex-col gap-4 p-4 sm:p-8">
            <div className="flex flex-wrap items-center gap-2">
              <PromoStatusBadge status={promo.status} />
              <PromoPeriodLine promo={promo} />
            </div>
            <h1 className="text-2xl leading-tight font-extrabold sm:text-3xl">{promo.title}</h1>
            {promo.summary ? <p className="text-sm text-text-muted sm:text-base">{promo.summary}</p> : null}

            <section
              aria-label={t('yourStatus')}
              data-testid="promo-status-panel"
              className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-primary-soft/40 p-4"
            >
              {target || promo.action || showRaffle ? (
                <div className="flex flex-wrap items-end justify-between gap-3">
                  {target ? <PromoCountdown at={target.at} kind={target.kind} /> : <span />}
                  <div className="flex flex-wrap items-center gap-2">
                    {showRaffle ? (
                      <Link
                        to={raffleHref(promo.id)}
                        data-testid="promo-raffle-link"
                        className="inline-flex h-11 items-center rounded-xl bg-primary px-5 text-sm font-extrabold text-white hover:bg-primary-strong"
                      >
                        {t('raffle.open')}
                      </Link>
                    ) : null}
                    <PromoActionButton promo={promo} />
                  </div>
                </div>
              ) : null}
              <p className="text-sm" data-testid="promo-status-text">
                {t(
                  !token && promo.status !== 'coming' && promo.status !== 'close'
                    ? 'statusText.visitor'
                    : promo.status === 'process' && !promo.progress && promo.kind === 'deposit_bonus'
                      ? 'statusText.depositWaiting'
                      : `statusText.${promo.status}`,
                )}
              </p>
              {promo.status === 'rejected' && promo.rejectReason ? (
                <p className="text-sm text-danger" data-testid="promo-reject-reason">
                  {t('rejectReason', { reason: promo.rejectReason })}
                </p>
              ) : null}
              {promo.progress ? <PromoProgress progress={promo.progress} label={t('progress.label')} /> : null}
              {promo.streak ? <PromoStreak streak={promo.streak} /> : null}
              {token && (promo.kind === 'rebate' || promo.kind === 'cashback') ? (
                <RebateEstimate promo={promo} token={token} />
              ) : null}
            </section>

            <PromoTerms promo={promo} />

            {promo.rulesHtml ? (
              <section>
                <h2 className="mb-2 text-lg font-bold">{t('rules')}</h2>
                <SafeHtml
                  data-testid="promo-content"
                  className="text-sm leading-relaxed text-text sm:text-base [&_a]:text-primary [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mb-2 [&_strong]:text-primary [&_table]:w-full [&_td]:border [&_td]:border-border [&_td]:p-1 [&_th]:border [&_th]:border-border [&_th]:p-1 [&_ul]:list-disc"
                  html={promo.rulesHtml}
                />
              </section>
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
    </div>
  );
}
