import { useTranslation } from 'react-i18next';
import { Money } from '../components/money';

export interface ProfitRow {
  key: string;
  label: string;
  bet: number;
  win: number;
  profit: number;
}

/** Stake, payout and profit per line (day or product); profit signed (loss red, gain green). */
export function ProfitTable({
  caption,
  first,
  rows,
  testId,
}: {
  caption: string;
  first: string;
  rows: readonly ProfitRow[];
  testId: string;
}) {
  const { t } = useTranslation('wallet');
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table data-testid={testId} className="w-full min-w-[28rem] text-sm">
        <caption className="px-3 py-2 text-left text-sm font-semibold text-text-muted">{caption}</caption>
        <thead className="bg-surface-2 text-xs text-text-muted">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {first}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('profit.bet')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('profit.win')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('profit.profit')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((r) => (
            <tr key={r.key} data-testid={`${testId}-row`} data-key={r.key}>
              <th scope="row" className="px-3 py-2 text-left font-medium text-text tabular">
                {r.label}
              </th>
              <td className="px-3 py-2 text-right">
                <Money minor={r.bet} />
              </td>
              <td className="px-3 py-2 text-right">
                <Money minor={r.win} />
              </td>
              <td className="px-3 py-2 text-right">
                <Money minor={r.profit} signed testId={`${testId}-profit`} className="font-semibold" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
