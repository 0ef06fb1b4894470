import type { PromotionView } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazyImage } from '../../../shared/ui/lazy-image';
import { useMemberToken } from '../hooks/use-member-token';
import { promoFallbackArt, promoImage } from '../lib/promo-art';
import { raffleHref } from '../lib/raffle-link';
import { PromoActionButton } from './promo-action-button';
import { PromoPeriodLine } from './promo-period';
import { PromoProgress } from './promo-progress';
import { PromoStatusBadge } from './promo-status-badge';
import { PromoStreak } from './promo-streak';

/**
 * One promotion in the list: artwork with the member's status, title, summary, what stands now (progress
 * bar, sign-in streak, rejection reason) and the button that moves it on, plus a link to its details.
 */
export function PromoCard({ promo }: { promo: PromotionView }) {
  const { t } = useTranslation('promo');
  const member = useMemberToken() !== null;
  const href = `/promoDetail?id=${promo.id}`;
  return (
    <article
      data-testid="promo-card"
      data-promo-id={promo.id}
      data-kind={promo.kind}
      data-status={promo.status}
      className="group flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition-shadow hover:shadow-lg motion-reduce:transition-none"
    >
      <Link to={href} className="relative block aspect-[32/15] overflow-hidden bg-surface-3" tabIndex={-1}>
        <LazyImage
          src={promoImage(promo)}
          alt={promo.title}
          fallback={promoFallbackArt(promo.id, promo.kind)}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
        <span className="absolute top-3 right-3">
          <PromoStatusBadge status={promo.status} />
        </span>
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="line-clamp-2 text-base leading-snug font-bold">
          <Link to={href} className="hover:text-primary" data-testid="promo-title">
            {promo.title}
          </Link>
        </h2>
        {promo.summary ? <p className="line-clamp-2 text-sm text-text-muted">{promo.summary}</p> : null}
        <PromoPeriodLine promo={promo} />
        {promo.status === 'process' && promo.progress ? (
          <PromoProgress progress={promo.progress} label={t('progress.label')} />
        ) : null}
        {promo.streak ? <PromoStreak streak={promo.streak} compact /> : null}
        {promo.status === 'rejected' && promo.rejectReason ? (
          <p className="text-xs text-danger" data-testid="promo-reject-reason">
            {t('rejectReason', { reason: promo.rejectReason })}
          </p>
        ) : null}
        <div className="mt-auto flex flex-col gap-2 pt-2 sm:flex-row sm:items-start">
          {promo.kind === 'raffle' && member && promo.status !== 'coming' && promo.status !== 'close' ? (
            <Link
              to={raffleHref(promo.id)}
              data-testid="promo-raffle-link"
              className="inline-flex h-11 w-full items-center justify-center rounded-xl bg-gradient-to-r from-accent to-accent-strong px-4 text-sm font-extrabold text-black shadow"
            >
              {t('raffle.open')}
            </Link>
          ) : null}
          <PromoActionButton promo={promo} wide />
          <Link
            to={href}
            data-testid="promo-detail-link"
            className="inline-flex h-11 w-full shrink-0 items-center justify-center rounded-xl bg-primary-soft px-4 text-sm font-bold text-primary transition-colors hover:bg-primary hover:text-white motion-reduce:transition-none sm:w-auto sm:flex-1"
          >
            {t('details')}
          </Link>
        </div>
      </div>
    </article>
  );
}
