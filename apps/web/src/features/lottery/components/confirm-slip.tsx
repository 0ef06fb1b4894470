import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../shared/format/use-money';
import { selectionText } from '../lib/selection-text';
import type { ChaseOptions, SlipLine, SlipTotals } from '../lib/slip';

/** The confirmation step's content: what is placed, on which draw, for how much, and what it can win. */
export function ConfirmSlip({
  lines,
  chase,
  totals,
  drawLabel,
}: {
  lines: readonly SlipLine[];
  chase: ChaseOptions;
  totals: SlipTotals;
  drawLabel: string;
}) {
  const { t } = useTranslation('lottery');
  const money = useFormatMoney();
  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="lottery-confirm">
      <p className="font-semibold">{drawLabel}</p>
      <ul className="flex max-h-56 flex-col gap-1 overflow-y-auto">
        {lines.map((l) => (
          <li key={l.id} className="flex justify-between gap-2">
            <span className="break-words">{selectionText(t, l.bet.selection)}</span>
            <span className="tabular shrink-0 font-bold">{money(l.cost)}</span>
          </li>
        ))}
      </ul>
      {chase.draws > 1 && <p>{t(chase.stopOnWin ? 'confirm.chaseStop' : 'confirm.chase', { count: chase.draws })}</p>}
      <p className="flex justify-between border-t border-border pt-2 font-bold">
        <span>{t('confirm.total')}</span>
        <span className="tabular text-money" data-testid="lottery-confirm-total">
          {money(totals.total)}
        </span>
      </p>
      <p className="flex justify-between">
        <span>{t('slip.maxWin')}</span>
        <span className="tabular font-bold text-success">{money(totals.maxWin)}</span>
      </p>
    </div>
  );
}
