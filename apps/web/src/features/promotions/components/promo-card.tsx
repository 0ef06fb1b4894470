import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Promotion } from '../../../shared/content/content-queries';
import { LazyImage } from '../../../shared/ui/lazy-image';
import { promoFallbackArt } from '../lib/promo-art';
import { formatPromoDate, type PromoStatus } from '../lib/promo-status';

const BADGE: Record<PromoStatus, string> = {
  upcoming: 'bg-sky-500 text-white',
  endingSoon: 'bg-danger text-white',
  longTerm: 'bg-success text-white',
  ongoing: 'bg-primary text-white',
  ended: 'bg-surface-3 text-text-muted',
};

/** Status ribbon of a promotion. */
export function PromoBadge({ status }: { status: PromoStatus }) {
  const { t } = useTranslation('promo');
  return (
    <span
      data-testid="promo-status"
      className={`rounded-full px-2.5 py-0.5 text-[11px] font-bold shadow ${BADGE[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}

/** The period "dd/mm/yyyy – dd/mm/yyyy", or "from … (long-term)". */
export function PromoPeriod({ promo }: { promo: Promotion }) {
  const { t, i18n } = useTranslation('promo');
  const lang = i18n.resolvedLanguage ?? 'vi';
  const start = formatPromoDate(promo.startTime, lang);
  return (
    <span className="tabular">
      {promo.endTime ? t('period', { start, end: formatPromoDate(promo.endTime, lang) }) : t('periodOpen', { start })}
    </span>
  );
}

/** One promotion in the list: artwork, status, title, period and a link to its details. */
export function PromoCard({ promo, status }: { promo: Promotion; status: PromoStatus }) {
  const { t } = useTranslation('promo');
  return (
    <article
      data-testid="promo-card"
      data-promo-id={promo.id}
      className="group flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition-shadow hover:shadow-lg"
    >
      <Link
        to={`/promoDetail?id=${promo.id}`}
        className="relative block aspect-[32/15] overflow-hidden bg-surface-3"
        tabIndex={-1}
      >
        <LazyImage
          src={promo.imageUrl}
          alt={promo.title}
          fallback={promoFallbackArt(promo.id)}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
        <span className="absolute top-3 right-3">
          <PromoBadge status={status} />
        </span>
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="line-clamp-2 text-base leading-snug font-bold">{promo.title}</h2>
        <p className="flex items-center gap-1.5 text-xs text-text-muted">
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-3.5 fill-none stroke-current stroke-2">
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" strokeLinecap="round" />
          </svg>
          <PromoPeriod promo={promo} />
        </p>
        <Link
          to={`/promoDetail?id=${promo.id}`}
          data-testid="promo-detail-link"
          className="mt-auto inline-flex h-10 items-center justify-center rounded-xl bg-primary-soft text-sm font-bold text-primary transition-colors hover:bg-primary hover:text-white"
        >
          {t('details')}
        </Link>
      </div>
    </article>
  );
}
