import type { Reward } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date';
import { useFormatMoney } from '../../../shared/format/use-money';
import { Spinner } from '../../../shared/ui/spinner';
import { hoursLeft, URGENT_HOURS, wageringWords } from '../lib/reward-view';

/** One reward: where it comes from, its amount, the wagering it carries, its expiry, and its claim button. */
export function RewardRow({
  reward,
  now,
  onClaim,
  claiming,
  error,
}: {
  reward: Reward;
  now: number;
  onClaim?: () => void;
  claiming?: boolean;
  error?: string | null;
}) {
  const { t, i18n } = useTranslation('rewards');
  const money = useFormatMoney();
  const lang = i18n.resolvedLanguage ?? 'vi';
  const wagering = wageringWords(reward.wagering);
  const left = hoursLeft(reward.expiresAt, now);
  return (
    <li
      data-testid="reward-row"
      data-reward-id={reward.id}
      data-source={reward.source}
      data-status={reward.status}
      className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-4"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-primary-soft px-2 py-0.5 text-[11px] font-bold text-primary">
            {t(`source.${reward.source}`)}
          </span>
          <span className="truncate text-sm font-semibold" data-testid="reward-title">
            {reward.title}
          </span>
        </div>
        <span className="text-xs text-text-muted">
          {wagering ? t(`wageringSpec.${wagering.base}`, { multiplier: wagering.multiplier }) : t('wageringSpec.none')}
        </span>
        {reward.status === 'claim' && reward.expiresAt ? (
          <span
            data-testid="reward-expiry"
            className={`text-xs ${left !== null && left < URGENT_HOURS ? 'font-semibold text-danger' : 'text-text-muted'}`}
          >
            {left !== null && left < URGENT_HOURS
              ? t('expiresIn', { count: left })
              : t('expiresAt', { at: formatDateTime(reward.expiresAt, lang) })}
          </span>
        ) : reward.status !== 'claim' ? (
          <span className="text-xs text-text-muted">
            {t(`status.${reward.status}`)}
            {reward.claimedAt ? ` · ${formatDateTime(reward.claimedAt, lang)}` : ''}
          </span>
        ) : null}
      </div>
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        <span className="tabular text-lg font-extrabold text-money" data-testid="reward-amount">
          {money(reward.amount)}
        </span>
        {onClaim ? (
          <button
            type="button"
            data-testid="reward-claim"
            disabled={claiming}
            onClick={onClaim}
            className="inline-flex h-10 min-w-24 items-center justify-center gap-2 rounded-xl bg-gradient-to-r from-accent to-accent-strong px-4 text-sm font-extrabold text-black shadow disabled:opacity-70"
          >
            {claiming ? <Spinner size="sm" /> : null}
            {t('claim')}
          </button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" data-testid="reward-error" className="text-xs text-danger sm:basis-full">
          {error}
        </p>
      ) : null}
    </li>
  );
}
