import type { ReportTable } from '@app/contracts';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { count, money } from '../../shared/format';

/** A row's key as a reader sees it: a game type or a kind by name, a promotion by its title, a day as is. */
function useKeyText(by: ReportTable['by']) {
  const { t } = useTranslation();
  return (row: ReportTable['rows'][number]) => {
    if (row.label) return i18next.language === 'en' ? row.label.en : row.label.vi;
    if (by === 'product') return t(`reports.products.${row.key}`, { defaultValue: row.key });
    if (by === 'kind') return t(`reports.kinds.${row.key}`, { defaultValue: row.key });
    if (by === 'promotion' && row.key === 'none') return t('reports.noPromotion');
    if (by === 'period') {
      // '<kind> <period key>' (a salary's or a dividend's period).
      const [kind = '', period = ''] = row.key.split(' ');
      return `${t(`reports.kinds.${kind}`, { defaultValue: kind })} · ${period}`;
    }
    return row.key;
  };
}

/** The report's rows with its total below; money in the site's currency, negative figures in red. */
export function ReportTableView({ table }: { table: ReportTable }) {
  const { t } = useTranslation();
  const keyText = useKeyText(table.by);
  const cell = (v: number, i: number) => {
    const c = table.columns[i]!;
    return (
      <td key={c.name} className={`py-2 pr-3 text-right tabular-nums ${v < 0 ? 'text-red-700' : ''}`}>
        {c.money ? money(v) : count(v)}
      </td>
    );
  };
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="report-table">
        <thead className="border-b text-slate-500">
          <tr>
            <th className="py-2 pr-3 font-medium">{t(`reports.groups.${table.by}`)}</th>
            {table.columns.map((c) => (
              <th key={c.name} className="py-2 pr-3 text-right font-medium whitespace-nowrap">
                {t(`reports.col.${c.name}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((r) => (
            <tr key={r.key} className="border-b last:border-0">
              <td className="py-2 pr-3 whitespace-nowrap">{keyText(r)}</td>
              {r.values.map(cell)}
            </tr>
          ))}
          {table.rows.length === 0 && (
            <tr>
              <td colSpan={table.columns.length + 1} className="py-4 text-center text-slate-500">
                {t('reports.empty')}
              </td>
            </tr>
          )}
        </tbody>
        <tfoot className="border-t-2 font-semibold">
          <tr data-testid="report-total">
            <td className="py-2 pr-3">{t('reports.total')}</td>
            {table.total.map(cell)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
