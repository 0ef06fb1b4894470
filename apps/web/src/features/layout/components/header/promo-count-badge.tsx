import { useTranslation } from 'react-i18next';
import { usePromoSummary } from '../../../../shared/promotions/promo-summary';

/**
 * The header's availablePromoCount (spec §3): how many promotions the member can act on now (join,
 * claim, sign in), as a small bubble on the Promotions entry; nothing for visitors or at zero.
 */
export function PromoCountBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation('layout');
  const { availablePromoCount: count } = usePromoSummary();
  if (count <= 0) return null;
  return (
    <span
      data-testid="promo-count-badge"
      className={`grid h-4 min-w-4 place-items-center rounded-full bg-danger px-1 text-[10px] leading-none font-bold text-white ${className}`}
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('promoCount', { count })}</span>
    </span>
  );
}
