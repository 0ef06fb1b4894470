import type { PromotionView } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/date';

/** "dd/mm/yyyy – dd/mm/yyyy" (or "from …, no end date") and how often it repeats (spec §4 periods). */
export function PromoPeriodLine({ promo }: { promo: Pick<PromotionView, 'activeFrom' | 'activeUntil' | 'period'> }) {
  const { t, i18n } = useTranslation('promo');
  const lang = i18n.resolvedLanguage ?? 'vi';
  const start = formatDate(promo.activeFrom, lang);
  const dates = promo.activeUntil
    ? t('dates', { start, end: formatDate(promo.activeUntil, lang) })
    : t('datesOpen', { start });
  return (
    <p className="flex flex-wrap items-center gap-1.5 text-xs text-text-muted" data-testid="promo-period">
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-3.5 fill-none stroke-current stroke-2">
        <rect x="3" y="5" width="18" height="16" rx="2" />
        <path d="M3 10h18M8 3v4M16 3v4" strokeLinecap="round" />
      </svg>
      <span className="tabular">{dates}</span>
      <span aria-hidden="true">·</span>
      <span>{t(`period.${promo.period}`)}</span>
    </p>
  );
}
