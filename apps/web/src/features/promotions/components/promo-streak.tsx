import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../shared/format/use-money';

/**
 * Daily sign-in: one chip per day of the streak table, the days already signed filled in, today marked.
 * Day n pays amounts[min(n, length) − 1]; a missed day restarts the streak at day 1.
 */
export function PromoStreak({
  streak,
  compact = false,
}: {
  streak: { days: number; signedToday: boolean; amounts: number[] };
  compact?: boolean;
}) {
  const { t } = useTranslation('promo');
  const money = useFormatMoney();
  // The day that signing in now would count as (today's when already signed).
  const today = streak.signedToday ? streak.days : streak.days + 1;
  return (
    <div className="flex flex-col gap-1.5" data-testid="promo-streak" data-days={streak.days}>
      <p className="text-xs font-semibold text-text">{t('streak.days', { count: streak.days })}</p>
      <ol className={`grid gap-1.5 ${compact ? 'grid-cols-7' : 'grid-cols-4 sm:grid-cols-7'}`}>
        {streak.amounts.map((amount, i) => {
          const day = i + 1;
          const done = day <= streak.days;
          const isToday = day === Math.min(today, streak.amounts.length);
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the day number is the chip's identity
              key={i}
              className={`flex flex-col items-center rounded-lg border px-1 py-1 text-center ${
                done ? 'border-success bg-success/10 text-success' : 'border-border bg-surface-2 text-text-muted'
              } ${isToday ? 'ring-2 ring-accent' : ''}`}
            >
              <span className="text-[10px] font-semibold">{t('streak.day', { day })}</span>
              {compact ? null : <span className="tabular text-[11px] font-bold">{money(amount)}</span>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
