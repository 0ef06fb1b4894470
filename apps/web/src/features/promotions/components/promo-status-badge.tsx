import type { PromotionStatus } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { STATUS_TONE } from '../lib/promo-view';

const TONE_CLASS = {
  action: 'bg-accent text-black',
  progress: 'bg-primary text-white',
  waiting: 'bg-sky-700 text-white',
  done: 'bg-emerald-700 text-white',
  off: 'bg-surface-3 text-text-muted',
} as const;

/** The member's status of a promotion in the current period (spec §4), as a ribbon. */
export function PromoStatusBadge({ status }: { status: PromotionStatus }) {
  const { t } = useTranslation('promo');
  return (
    <span
      data-testid="promo-status"
      data-status={status}
      className={`rounded-full px-2.5 py-0.5 text-[11px] font-bold shadow ${TONE_CLASS[STATUS_TONE[status]]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
