import type { BetRecord, BettingHistory } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date';
import { formatMinor } from '../../../shared/format/number';
import { HISTORY_TIME_ZONE } from '../lib/history-filters';

function formatTime(iso: string, language: string): string {
  return formatDateTime(iso, language, { seconds: true, timeZone: HISTORY_TIME_ZONE });
}

const STATUS_STYLE: Record<BetRecord['status'], string> = {
  open: 'bg-accent/15 text-accent-strong',
  settled: 'bg-primary-soft text-primary',
  cancelled: 'bg-surface-3 text-text-muted',
};

function Amount({ minor, signed = false }: { minor: number; signed?: boolean }) {
  const tone = !signed || minor === 0 ? '' : minor > 0 ? 'text-success' : 'text-danger';
  return <span className={`tabular ${tone}`}>{`${signed && minor > 0 ? '+' : ''}${formatMinor(minor)}`}</span>;
}

/** The rows of one page and the totals over every matching bet (money in minor units, 2 decimals). */
export function HistoryTable({ data }: { data: BettingHistory }) {
  const { t, i18n } = useTranslation('bettingHistory');
  const th = 'px-3 py-2 text-left font-semibold text-text-muted text-xs whitespace-nowrap';
  const td = 'px-3 py-2 text-sm whitespace-nowrap';
  return (
    <div className="overflow-x-auto rounded-2xl border border-border bg-surface">
      <table className="w-full min-w-[760px]" data-testid="bets-table">
        <thead className="bg-surface-2">
          <tr>
            <th className={th}>{t('columns.time')}</th>
            <th className={th}>{t('columns.vendor')}</th>
            <th className={th}>{t('columns.category')}</th>
            <th className={th}>{t('columns.round')}</th>
            <th className={`${th} text-right`}>{t('columns.stake')}</th>
            <th className={`${th} text-right`}>{t('columns.win')}</th>
            <th className={`${th} text-right`}>{t('columns.profit')}</th>
            <th className={th}>{t('columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((bet) => (
            <tr key={bet.id} className="border-border border-t" data-testid="bet-row" data-round={bet.roundId}>
              <td className={td}>{formatTime(bet.createdAt, i18n.language)}</td>
              <td className={td}>{bet.vendor}</td>
              <td className={td}>{t(`categories.${bet.category}`, { defaultValue: bet.category })}</td>
              <td className={`${td} font-mono text-xs`} title={bet.gameNodeId ?? undefined}>
                {bet.roundId}
                {bet.currency === 'PLAY' ? (
                  <span className="ml-2 rounded bg-surface-3 px-1.5 py-0.5 font-sans text-[10px] text-text-muted">
                    {t('playMoney')}
                  </span>
                ) : null}
              </td>
              <td className={`${td} text-right`}>
                <Amount minor={bet.stake} />
              </td>
              <td className={`${td} text-right`}>
                <Amount minor={bet.win} />
              </td>
              <td className={`${td} text-right`}>
                <Amount minor={bet.profit} signed />
              </td>
              <td className={td}>
                <span
                  className={`rounded-full px-2 py-0.5 font-semibold text-xs ${STATUS_STYLE[bet.status]}`}
                  data-testid="bet-status"
                >
                  {t(`status.${bet.status}`)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-border border-t-2 bg-surface-2 font-semibold" data-testid="bets-totals">
          <tr>
            <td className={td} colSpan={4}>
              {t('totals', { count: data.total })}
            </td>
            <td className={`${td} text-right`}>
              <Amount minor={data.totals.stake} />
            </td>
            <td className={`${td} text-right`}>
              <Amount minor={data.totals.win} />
            </td>
            <td className={`${td} text-right`}>
              <Amount minor={data.totals.profit} signed />
            </td>
            <td className={td} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
