import type { PointsConfig } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/format/number';
import { useFormatMoney } from '../../../shared/format/use-money';

/** Rates are points per this many minor units (the server's RATE_BASE, 10,000 ₫). */
const RATE_BASE = 1_000_000;

/** How points are earned, from the operator's rules (points config). */
export function EarnRules({ config }: { config: PointsConfig }) {
  const { t } = useTranslation('pointMall');
  const money = useFormatMoney();
  const base = money(RATE_BASE);
  const rates = Object.entries(config.turnoverRates)
    .map(([category, value]) =>
      t('earn.rate', {
        category: t(`categories.${category}`, { defaultValue: category }),
        value: formatCount(value),
        base,
      }),
    )
    .join(' · ');
  return (
    <section data-testid="earn-rules" className="rounded-2xl border border-border bg-surface p-4 sm:p-6">
      <h2 className="text-lg font-bold">{t('earn.title')}</h2>
      <ul className="mt-3 flex flex-col gap-2 text-sm leading-6 text-text-muted">
        {rates ? <li>{t('earn.turnover', { rates })}</li> : null}
        {config.depositRate > 0 ? <li>{t('earn.deposit', { value: formatCount(config.depositRate), base })}</li> : null}
        {config.signinPoints > 0 ? <li>{t('earn.signin', { value: formatCount(config.signinPoints) })}</li> : null}
        <li>{t('earn.missions')}</li>
      </ul>
    </section>
  );
}
