import type { PromotionView } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date';
import { formatBasisPoints } from '../../../shared/format/number';
import { useFormatMoney } from '../../../shared/format/use-money';
import { rebateEstimatesQueryOptions } from '../api/promotions.api';

/**
 * Rebate and cashback promotions: what the member has earned so far this period (an estimate, paid or
 * offered in the reward centre once the period closes), per product for a rebate.
 */
export function RebateEstimate({ promo, token }: { promo: PromotionView; token: string }) {
  const { t, i18n } = useTranslation('promo');
  const money = useFormatMoney();
  const isRebate = promo.kind === 'rebate';
  const { data } = useQuery(rebateEstimatesQueryOptions(token, isRebate || promo.kind === 'cashback'));
  if (!data) return null;
  const rebate = isRebate ? data.rebates.find((r) => r.promotionId === promo.id) : undefined;
  const cashback = isRebate ? undefined : data.cashbacks.find((c) => c.promotionId === promo.id);
  const estimate = rebate ?? cashback;
  if (!estimate) return null;
  const lang = i18n.resolvedLanguage ?? 'vi';
  return (
    <section data-testid="promo-estimate" className="rounded-xl border border-accent/50 bg-accent/10 p-3 text-sm">
      <h2 className="text-xs font-bold tracking-wide text-text-muted uppercase">{t('estimate.title')}</h2>
      <p className="mt-1 flex items-baseline gap-2">
        <span className="tabular text-2xl font-extrabold text-money" data-testid="promo-estimate-amount">
          {money(estimate.amount)}
        </span>
        <span className="text-xs text-text-muted">
          {t('estimate.paidAfter', { end: formatDateTime(estimate.periodEnd, lang) })}
        </span>
      </p>
      {rebate && rebate.lines.length > 0 ? (
        <table className="mt-2 w-full text-xs">
          <thead className="text-text-muted">
            <tr>
              <th className="py-1 text-left font-semibold">{t('estimate.product')}</th>
              <th className="py-1 text-right font-semibold">{t('estimate.turnover')}</th>
              <th className="py-1 text-right font-semibold">{t('estimate.rate')}</th>
              <th className="py-1 text-right font-semibold">{t('estimate.amount')}</th>
            </tr>
          </thead>
          <tbody className="tabular">
            {rebate.lines.map((l) => (
              <tr key={l.category} className="border-t border-border">
                <td className="py-1">{t(`products.${l.category}`)}</td>
                <td className="py-1 text-right">{money(l.turnover)}</td>
                <td className="py-1 text-right">{formatBasisPoints(l.rateBp)}%</td>
                <td className="py-1 text-right font-semibold">{money(l.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {cashback ? (
        <p className="mt-1 text-xs text-text-muted tabular">
          {t('estimate.netLoss', { loss: money(cashback.netLoss) })}
        </p>
      ) : null}
    </section>
  );
}
