import { type LotteryOddsTable, type LotteryRegion, lotteryRules } from '@app/games';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../shared/format/use-money';
import { percentText } from '../lib/percent';

/**
 * The rules of a game: for every bet type it offers, what a point costs, what wins, what a point pays
 * per hit and the exact return (all from the game's odds table); "đề đầu" is defined in its line.
 */
export function RulesView({ region, table }: { region: LotteryRegion; table: LotteryOddsTable }) {
  const { t } = useTranslation('lottery');
  const money = useFormatMoney();
  const lines = lotteryRules(region, table);
  return (
    <section className="flex flex-col gap-3" data-testid="lottery-rules">
      <p className="text-sm leading-6 text-text-muted">{t('rules.intro')}</p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[560px] border-collapse text-sm">
          <thead>
            <tr className="bg-surface-2 text-left text-xs text-text-muted">
              <th className="px-2 py-2">{t('rules.kind')}</th>
              <th className="px-2 py-2">{t('rules.wins')}</th>
              <th className="px-2 py-2 text-right">{t('rules.cost')}</th>
              <th className="px-2 py-2 text-right">{t('rules.pays')}</th>
              <th className="px-2 py-2 text-right">{t('rules.rtp')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr
                key={l.kind}
                className="border-b border-border align-top"
                data-testid="lottery-rule"
                data-kind={l.kind}
              >
                <th scope="row" className="px-2 py-2 text-left font-bold text-primary">
                  {t(`kinds.${l.kind}`)}
                </th>
                <td className="px-2 py-2 leading-5">{t(`wins.${l.kind}`)}</td>
                <td className="tabular px-2 py-2 text-right whitespace-nowrap">{money(l.cost)}</td>
                <td className="tabular px-2 py-2 text-right whitespace-nowrap">{money(l.win)}</td>
                <td className="tabular px-2 py-2 text-right">{percentText(l.rtp)} %</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm leading-6" data-testid="lottery-rules-dao">
        <strong>{t('kinds.dao')}:</strong> {t('wins.dao')}
      </p>
      <p className="text-sm leading-6 text-text-muted">{t('rules.perOccurrence')}</p>
    </section>
  );
}
