import type { LeaderboardView } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../shared/format/use-money';

/** One leaderboard: its period, the top ranks (masked names) with prizes, and the member's own place. */
export function LeaderboardBoard({ board: b }: { board: LeaderboardView }) {
  const { t } = useTranslation('missions');
  const money = useFormatMoney();
  const prize = (amount: number) =>
    amount <= 0 ? '—' : b.prizeType === 'points' ? t('points', { count: amount }) : money(amount);
  return (
    <section
      data-testid="leaderboard"
      data-board={b.id}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-bold text-text">{b.title}</h3>
        <span className="text-xs text-text-muted">
          {t(`board.period.${b.period}`)} · {t(`board.metric.${b.metric}`)}
        </span>
      </header>
      <p data-testid="leaderboard-me" className="rounded-lg bg-surface-2 px-3 py-2 text-sm">
        {b.me.rank === null ? t('board.meNone') : t('board.me', { rank: b.me.rank, value: money(b.me.value) })}
      </p>
      {b.top.length === 0 ? (
        <p className="py-4 text-center text-sm text-text-muted">{t('board.empty')}</p>
      ) : (
        <table className="w-full table-fixed text-sm">
          <thead>
            <tr className="text-left text-xs text-text-muted">
              <th className="w-14 py-1 font-semibold">{t('board.rank')}</th>
              <th className="py-1 font-semibold">{t('board.player')}</th>
              <th className="py-1 text-right font-semibold">{t(`board.metric.${b.metric}`)}</th>
              <th className="hidden py-1 text-right font-semibold sm:table-cell">{t('board.prize')}</th>
            </tr>
          </thead>
          <tbody>
            {b.top.map((r) => (
              <tr
                key={r.rank}
                data-testid="leaderboard-row"
                className={`border-t border-border ${r.me ? 'font-bold text-primary' : ''}`}
              >
                <td className="py-1.5 tabular">{r.rank}</td>
                <td className="truncate py-1.5">{r.name}</td>
                <td className="py-1.5 text-right tabular">{money(r.value)}</td>
                <td className="hidden py-1.5 text-right tabular sm:table-cell">{prize(r.prize)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
