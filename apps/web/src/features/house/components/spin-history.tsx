import type { HouseSpin } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { verifyLink } from '../lib/verify-link';

/** The player's latest rounds, each with the way to recompute it on the verify page. */
export function SpinHistory({
  spins,
  from,
  money,
}: {
  spins: readonly HouseSpin[];
  from: string;
  /** The page's amount format (with the currency symbol, or none for play money). */
  money: (minor: number) => string;
}) {
  const { t } = useTranslation('houseSlot');
  return (
    <section aria-labelledby="slot-history-title" className="rounded-2xl bg-white/5 p-4 text-sm text-white">
      <h2 id="slot-history-title" className="mb-2 font-extrabold">
        {t('history.title')}
      </h2>
      {spins.length === 0 ? (
        <p className="text-white/60">{t('history.empty')}</p>
      ) : (
        <table className="w-full text-xs">
          <thead className="text-white/60">
            <tr>
              <th className="py-1 text-left font-semibold">{t('history.nonce')}</th>
              <th className="text-right font-semibold">{t('history.bet')}</th>
              <th className="text-right font-semibold">{t('history.win')}</th>
              <th className="text-right font-semibold">
                <span className="sr-only">{t('history.verify')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {spins.map((s) => (
              <tr key={s.id} data-testid="slot-history-row" className="border-t border-white/10">
                <td className="py-1.5 font-mono">{s.nonce}</td>
                <td className="text-right tabular-nums">{money(s.totalBet)}</td>
                <td className={`text-right tabular-nums ${s.totalWin > 0 ? 'font-bold text-accent' : ''}`}>
                  {money(s.totalWin)}
                  {s.freeSpins.length > 0 && <span className="ml-1 text-purple-300">★</span>}
                </td>
                <td className="text-right">
                  <Link
                    to={verifyLink(s, from)}
                    data-testid="slot-verify-link"
                    className="font-bold text-accent underline"
                  >
                    {t('history.verify')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
