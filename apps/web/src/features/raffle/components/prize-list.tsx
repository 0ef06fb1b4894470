import type { RafflePrize } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/format/number';
import { useFormatMoney } from '../../../shared/format/use-money';
import { oddsText } from '../lib/odds-text';

/** Every slice with what it pays, its chance on the next spin and what is left of it. */
export function PrizeList({ prizes }: { prizes: RafflePrize[] }) {
  const { t } = useTranslation('raffle');
  const money = useFormatMoney();
  return (
    <section className="rounded-2xl border border-border bg-surface p-4" data-testid="raffle-prizes">
      <h2 className="mb-2 text-base font-bold">{t('prizes.title')}</h2>
      <ul className="divide-y divide-border text-sm">
        {prizes.map((p) => (
          <li key={p.id} className="flex items-center justify-between gap-3 py-2" data-testid="raffle-prize">
            <span className="min-w-0">
              <span className="block truncate font-semibold">{p.name}</span>
              <span className="text-xs text-text-muted">
                {t(`kind.${p.kind}`)}
                {p.kind !== 'none' && ` · ${money(p.amount)}`}
              </span>
            </span>
            <span className="shrink-0 text-right tabular-nums">
              <span className="block font-bold">
                <span className="sr-only">{t('prizes.odds')} </span>
                {oddsText(p.oddsPpm)}
              </span>
              <span className="text-xs text-text-muted">
                {p.stock === null
                  ? t('prizes.unlimited')
                  : p.stock === 0
                    ? t('prizes.soldOut')
                    : t('prizes.stock', { n: formatCount(p.stock) })}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
