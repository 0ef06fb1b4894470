import type { MissionView } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/format/number';
import { useFormatMoney } from '../../../shared/format/use-money';
import { Spinner } from '../../../shared/ui/spinner';

/** A count in the mission's own unit: money for wager and deposit missions, a plain number otherwise. */
export function useMissionAmount(): (kind: MissionView['kind'], value: number) => string {
  const money = useFormatMoney();
  return (kind, value) => (kind === 'wager' || kind === 'deposit' ? money(value) : formatCount(value));
}

/** One mission: title, what it counts, the progress bar, its reward and the claim button. */
export function MissionCard({
  mission: m,
  onClaim,
  claiming,
  error,
}: {
  mission: MissionView;
  onClaim: () => void;
  claiming: boolean;
  error: string | null;
}) {
  const { t } = useTranslation('missions');
  const money = useFormatMoney();
  const amount = useMissionAmount();
  const pct = m.target > 0 ? Math.min(100, Math.floor((m.progress * 100) / m.target)) : 0;
  const reward = m.reward.type === 'points' ? t('points', { count: m.reward.amount }) : money(m.reward.amount);
  return (
    <li
      data-testid="mission-card"
      data-code={m.code}
      data-state={m.claimed ? 'claimed' : m.complete ? 'complete' : 'open'}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-surface-2 px-2 py-0.5 text-[11px] font-semibold text-text-muted">
            {t(`period.${m.period}`)}
          </span>
          <h3 className="text-sm font-bold text-text">{m.title}</h3>
        </div>
        {m.description ? <p className="text-xs text-text-muted">{m.description}</p> : null}
        <div className="flex justify-between gap-2 text-xs">
          <span className="text-text-muted">{t(`kind.${m.kind}`)}</span>
          <span className="tabular font-semibold" data-testid="mission-progress">
            {amount(m.kind, m.progress)} / {amount(m.kind, m.target)}
          </span>
        </div>
        <div
          className="h-2.5 overflow-hidden rounded-full bg-surface-2"
          role="progressbar"
          aria-label={m.title}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={pct}
        >
          <div className="h-full rounded-full bg-accent" style={{ width: `${pct}%` }} />
        </div>
      </div>
      <div className="flex items-center justify-between gap-3 sm:w-44 sm:flex-col sm:items-end">
        <span className="text-sm font-extrabold text-money" data-testid="mission-reward">
          {reward}
        </span>
        {m.claimed ? (
          <span data-testid="mission-claimed" className="text-sm font-semibold text-text-muted">
            {t('claimed')}
          </span>
        ) : (
          <button
            type="button"
            data-testid="mission-claim"
            disabled={!m.complete || claiming}
            onClick={onClaim}
            className="inline-flex h-10 min-w-24 items-center justify-center gap-2 rounded-xl bg-accent px-4 text-sm font-extrabold text-black shadow disabled:cursor-not-allowed disabled:bg-surface-2 disabled:text-text-muted disabled:shadow-none"
          >
            {claiming ? <Spinner size="sm" /> : null}
            {m.complete ? t('claim') : t('inProgress')}
          </button>
        )}
      </div>
      {error ? (
        <p role="alert" data-testid="mission-error" className="text-sm text-danger sm:basis-full">
          {error}
        </p>
      ) : null}
    </li>
  );
}
