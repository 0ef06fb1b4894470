import type { RaffleSpin } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/date';
import { useFormatMoney } from '../../../shared/format/use-money';
import { verifyLink } from '../lib/verify-link';

/** The member's spins of this wheel, newest first, each with its prize and a link that recomputes it. */
export function SpinHistory({ spins }: { spins: RaffleSpin[] }) {
  const { t, i18n } = useTranslation('raffle');
  const money = useFormatMoney();
  return (
    <section className="rounded-2xl border border-border bg-surface p-4" data-testid="raffle-history">
      <h2 className="mb-2 text-base font-bold">{t('history.title')}</h2>
      {spins.length === 0 ? (
        <p className="text-sm text-text-muted">{t('history.empty')}</p>
      ) : (
        <ul className="divide-y divide-border text-sm">
          {spins.map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-3 py-2" data-testid="raffle-history-item">
              <span className="min-w-0">
                <span className="block truncate font-semibold">
                  {s.prize.name}
                  {s.prize.kind !== 'none' && (
                    <span className="ml-2 font-bold text-money tabular-nums">
                      {money(s.prize.amount, { signed: true })}
                    </span>
                  )}
                </span>
                <span className="text-xs text-text-muted">
                  {formatDateTime(s.createdAt, i18n.language)} · #{s.nonce}
                </span>
              </span>
              <Link
                to={verifyLink(s)}
                aria-label={t('history.verifyLabel', { nonce: s.nonce })}
                data-testid="raffle-verify-link"
                className="shrink-0 rounded-lg border border-primary px-3 py-1.5 text-xs font-bold text-primary hover:bg-primary-soft focus-visible:ring-2 focus-visible:ring-primary"
              >
                {t('history.verify')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
