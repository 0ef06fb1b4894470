import { CashbackConfigSchema, type PromotionView, RebateConfigSchema } from '@app/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBasisPoints } from '../../../shared/format/number';
import { useFormatMoney } from '../../../shared/format/use-money';
import { eligibilityLines, formulaWords } from '../lib/promo-view';

/**
 * What the promotion gives, who may take part and the wagering its money carries, each in a block. The
 * wagering rule is the server's own sentence (the one the withdrawal check refuses with).
 */
export function PromoTerms({ promo }: { promo: PromotionView }) {
  const { t } = useTranslation('promo');
  const money = useFormatMoney();
  const words = formulaWords(promo.reward);
  const reward =
    words.key === 'percent'
      ? t('reward.percent', { percent: words.percent, cap: money(words.cap), min: money(words.minDeposit) })
      : words.key === 'fixed'
        ? t('reward.fixed', { amount: money(words.amount) })
        : words.key === 'streak'
          ? t('reward.streak', { days: words.amounts.length, top: money(Math.max(...words.amounts)) })
          : (externalWords(promo, t) ?? t(`reward.kind.${promo.kind}`));
  const lines = eligibilityLines(promo.eligibility);
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Block title={t('terms.reward')} testId="promo-terms-reward">
        <p>{reward}</p>
        <p className="mt-1 text-xs text-text-muted">{t(`entry.${promo.entryMode}`)}</p>
      </Block>
      <Block title={t('terms.eligibility')} testId="promo-terms-eligibility">
        {lines.length === 0 ? (
          <p>{t('eligibility.everyone')}</p>
        ) : (
          <ul className="flex list-disc flex-col gap-0.5 pl-4">
            {lines.map((l) => (
              <li key={l.key}>
                {l.key === 'products'
                  ? t('eligibility.products', { products: l.products.map((c) => t(`products.${c}`)).join(', ') })
                  : t(`eligibility.${l.key}`, l)}
              </li>
            ))}
          </ul>
        )}
      </Block>
      <Block title={t('terms.wagering')} testId="promo-terms-wagering">
        <p>{promo.wageringText || t('wagering.none')}</p>
      </Block>
    </div>
  );
}

function Block({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section data-testid={testId} className="rounded-xl border border-border bg-surface-2 p-3 text-sm leading-relaxed">
      <h2 className="mb-1 text-xs font-bold tracking-wide text-text-muted uppercase">{title}</h2>
      {children}
    </section>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** A rebate's rates per product, or a cashback's share of net loss, from the promotion's own config. */
function externalWords(promo: PromotionView, t: Translate): string | null {
  if (promo.reward.type !== 'external') return null;
  if (promo.kind === 'rebate') {
    const parsed = RebateConfigSchema.safeParse(promo.reward.config);
    if (!parsed.success) return null;
    const rates = Object.entries(parsed.data.rates)
      .filter(([, bp]) => (bp ?? 0) > 0)
      .map(([c, bp]) => t('reward.rate', { product: t(`products.${c}`), percent: formatBasisPoints(bp ?? 0) }));
    return rates.length > 0 ? t('reward.rebateRates', { rates: rates.join(', ') }) : null;
  }
  if (promo.kind === 'cashback') {
    const parsed = CashbackConfigSchema.safeParse(promo.reward.config);
    return parsed.success ? t('reward.cashbackRate', { percent: formatBasisPoints(parsed.data.rateBp) }) : null;
  }
  return null;
}
