import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../shared/format/use-money';
import { progressPercent } from '../lib/promo-view';

/**
 * A bar with the amounts under it: how far the member is (e.g. the wagering of a bonus). The bar's
 * growth is animated, except for visitors who asked for less motion.
 */
export function PromoProgress({
  progress,
  label,
  testId = 'promo-progress',
}: {
  progress: { current: number; target: number };
  label: string;
  testId?: string;
}) {
  const { t } = useTranslation('promo');
  const money = useFormatMoney();
  const pct = progressPercent(progress);
  return (
    <div className="flex flex-col gap-1" data-testid={testId}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="h-2.5 overflow-hidden rounded-full bg-surface-3"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-primary to-accent transition-[width] duration-700 motion-reduce:transition-none"
          style={{ width: `${pct}%` }}
        />
      </div>
      <p className="flex justify-between gap-2 text-xs text-text-muted">
        <span className="tabular" data-testid={`${testId}-amounts`}>
          {t('progress.amounts', { current: money(progress.current), target: money(progress.target) })}
        </span>
        <span className="tabular font-semibold text-text">{pct}%</span>
      </p>
    </div>
  );
}
