import { type LotteryResult, lotoTables } from '@app/games';
import { useTranslation } from 'react-i18next';

/** Lô tô tables 0–9: the endings that came up by head (tens digit) and by tail (units digit). */
export function LotoTables({ result }: { result: LotteryResult }) {
  const { t } = useTranslation('lottery');
  const { byHead: heads, byTail: tails } = lotoTables(result);
  const table = (kind: 'head' | 'tail', rows: number[][]) => (
    <table className="w-full border-collapse text-sm" data-testid={`lottery-loto-${kind}`}>
      <thead>
        <tr className="bg-surface-2 text-xs text-text-muted">
          <th className="w-12 px-2 py-1">{t(`loto.${kind}`)}</th>
          <th className="px-2 py-1 text-left">{t('loto.numbers')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((list, d) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are the digits 0–9
          <tr key={d} className="border-b border-border">
            <th className="tabular px-2 py-1 font-extrabold text-danger">{d}</th>
            <td className="tabular px-2 py-1 font-semibold">
              {list.map((x) => (kind === 'head' ? `${d}${x}` : `${x}${d}`)).join(', ')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <section aria-label={t('loto.title')} className="grid gap-3 sm:grid-cols-2">
      {table('head', heads)}
      {table('tail', tails)}
    </section>
  );
}
