import type { RoundRules } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../shared/format/use-money';
import { oddsText, selectionText } from '../lib/selection-text';

/** How the table plays: the timing, the stake limits and every spot's odds (from the server's rules). */
export function RulesPanel({ rules }: { rules: RoundRules }) {
  const { t } = useTranslation('dice');
  const money = useFormatMoney();
  return (
    <details data-testid="dice-rules" className="group rounded-2xl bg-black/25 p-3">
      <summary className="cursor-pointer text-sm font-extrabold focus-visible:outline-2 focus-visible:outline-accent">
        {t('rules.title')}
      </summary>
      <div className="mt-2 flex flex-col gap-2 text-xs leading-5 text-white/80">
        <p>{t('rules.how', { interval: rules.intervalSeconds, lock: rules.lockSeconds })}</p>
        <p>{t('rules.tripleLoses')}</p>
        <dl className="grid grid-cols-2 gap-x-3">
          <dt>{t('rules.minStake')}</dt>
          <dd className="text-right tabular-nums">{money(rules.minStake)}</dd>
          <dt>{t('rules.maxStake')}</dt>
          <dd className="text-right tabular-nums">{money(rules.maxStake)}</dd>
          <dt>{t('rules.maxRound')}</dt>
          <dd className="text-right tabular-nums">{money(rules.maxPlayerRoundStake)}</dd>
        </dl>
        <table className="w-full text-left">
          <thead>
            <tr className="text-white/60">
              <th className="py-1 font-semibold">{t('rules.bet')}</th>
              <th className="py-1 text-right font-semibold">{t('rules.odds')}</th>
            </tr>
          </thead>
          <tbody>
            {rules.odds.map((o) => (
              <tr key={o.key} data-testid="dice-rules-row" className="border-t border-white/10">
                <td className="py-1">{selectionText(t, o.selection)}</td>
                <td className="py-1 text-right tabular-nums">{oddsText(o.odds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
