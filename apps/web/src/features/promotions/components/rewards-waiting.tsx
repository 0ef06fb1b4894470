import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePromoSummary } from '../../../shared/promotions/promo-summary';

/**
 * "N rewards are waiting for you": a strip on the promotion list that opens the reward centre (the member
 * centre's page, through the address: `?mc=rewardCenter`). Nothing when nothing waits.
 */
export function RewardsWaiting() {
  const { t } = useTranslation('promo');
  const { rewardCount } = usePromoSummary();
  if (rewardCount <= 0) return null;
  return (
    <Link
      to={{ search: '?mc=rewardCenter' }}
      data-testid="promo-rewards-waiting"
      className="mb-4 flex items-center justify-between gap-3 rounded-2xl bg-gradient-to-r from-primary to-primary-strong px-4 py-3 text-white shadow hover:brightness-110"
    >
      <span className="text-sm font-semibold">{t('rewardsWaiting', { count: rewardCount })}</span>
      <span className="shrink-0 rounded-xl bg-accent px-3 py-1.5 text-xs font-extrabold text-black">
        {t('rewardsWaitingCta')}
      </span>
    </Link>
  );
}
