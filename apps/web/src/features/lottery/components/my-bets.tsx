import { type LotteryBetStatus, LotteryBetStatuses } from '@app/contracts';
import type { LotterySelection } from '@app/games';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-text';
import { formatDateTime } from '../../../shared/format/date';
import { useFormatMoney } from '../../../shared/format/use-money';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useSession } from '../../../shared/session/session';
import { LoadError } from '../../../shared/ui/load-error';
import { Skeleton } from '../../../shared/ui/skeleton';
import { invalidateBalance } from '../../../shared/wallet/balance-query';
import { cancelBet, myBetsQueryOptions } from '../api/game.api';
import { selectionText } from '../lib/selection-text';
import { resultOf } from './draw-card';
import { ResultsBoard } from './results-board';

const STATUS_STYLE: Record<LotteryBetStatus, string> = {
  pending: 'bg-surface-2 text-text',
  won: 'bg-success/15 text-success',
  lost: 'bg-danger/10 text-danger',
  voided: 'bg-surface-3 text-text-muted',
};

/** My lottery bets: pending, won, lost, voided, each with its draw's result; cancel before lock. */
export function MyBets({ game }: { game?: string }) {
  const { t } = useTranslation('lottery');
  const { language } = useLanguage();
  const money = useFormatMoney();
  const client = useQueryClient();
  const token = useSession((s) => s.token);
  const [status, setStatus] = useState<LotteryBetStatus | undefined>(undefined);
  const [open, setOpen] = useState<number | null>(null);
  const bets = useQuery(myBetsQueryOptions({ status, game }, token));
  const cancel = useMutation({
    mutationFn: cancelBet,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['lottery', 'myBets'] });
      void invalidateBalance(client);
    },
  });
  if (token === null) return <p className="rounded-xl bg-surface p-4 text-sm text-text-muted">{t('mine.login')}</p>;
  return (
    <section className="flex flex-col gap-3" data-testid="lottery-my-bets">
      <fieldset className="flex min-w-0 flex-wrap gap-1.5">
        <legend className="sr-only">{t('mine.filter')}</legend>
        {[undefined, ...LotteryBetStatuses].map((s) => (
          <button
            key={s ?? 'all'}
            type="button"
            aria-pressed={status === s}
            data-testid={`lottery-mine-${s ?? 'all'}`}
            onClick={() => setStatus(s)}
            className={`rounded-lg px-3 py-1 text-xs font-bold ${status === s ? 'bg-primary text-white' : 'bg-surface-2'}`}
          >
            {t(`mine.status.${s ?? 'all'}`)}
          </button>
        ))}
      </fieldset>
      {cancel.isError && (
        <p role="alert" className="text-sm text-danger">
          {apiErrorText(t, cancel.error)}
        </p>
      )}
      {bets.isError ? (
        <LoadError error={bets.error} onRetry={() => void bets.refetch()} />
      ) : bets.isPending ? (
        <Skeleton className="h-40" />
      ) : bets.data.items.length === 0 ? (
        <p className="rounded-xl bg-surface p-4 text-sm text-text-muted">{t('mine.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {bets.data.items.map((b) => {
            const result = resultOf(b.draw.result);
            const special = result?.prizes.special?.[0];
            const numbers = 'numbers' in b.selection ? b.selection.numbers : [];
            return (
              <li
                key={b.id}
                className="rounded-xl border border-border bg-surface p-3 text-sm"
                data-testid="lottery-my-bet"
                data-status={b.status}
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-bold break-words">{selectionText(t, b.selection as LotterySelection)}</p>
                    <p className="text-xs text-text-muted">
                      {b.gameName[language]} · {t('game.draw')} {b.draw.drawNo} ·{' '}
                      {formatDateTime(b.createdAt, language)}
                    </p>
                  </div>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-bold ${STATUS_STYLE[b.status]}`}
                    data-testid="lottery-my-bet-status"
                  >
                    {t(`mine.status.${b.status}`)}
                  </span>
                </div>
                <dl className="mt-1 grid grid-cols-3 gap-2 text-xs">
                  <div>
                    <dt className="text-text-muted">{t('bet.cost')}</dt>
                    <dd className="tabular font-bold">{money(b.cost)}</dd>
                  </div>
                  <div>
                    <dt className="text-text-muted">{t(b.status === 'voided' ? 'mine.refunded' : 'mine.payout')}</dt>
                    <dd className="tabular font-bold text-success" data-testid="lottery-my-bet-payout">
                      {b.payout === null ? '—' : money(b.payout)}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-text-muted">{t('mine.result')}</dt>
                    <dd className="tabular font-black text-danger">{special ?? t('mine.noResult')}</dd>
                  </div>
                </dl>
                <div className="mt-1 flex flex-wrap gap-3">
                  {result && (
                    <button
                      type="button"
                      className="text-xs font-bold text-primary"
                      onClick={() => setOpen(open === b.id ? null : b.id)}
                      aria-expanded={open === b.id}
                    >
                      {t(open === b.id ? 'mine.hideBoard' : 'mine.showBoard')}
                    </button>
                  )}
                  {b.cancellable && (
                    <button
                      type="button"
                      disabled={cancel.isPending}
                      onClick={() => cancel.mutate(b.id)}
                      className="text-xs font-bold text-danger"
                      data-testid="lottery-my-bet-cancel"
                    >
                      {t('mine.cancel')}
                    </button>
                  )}
                </div>
                {open === b.id && result && (
                  <div className="mt-2">
                    <ResultsBoard
                      region={result.region}
                      prizes={result.prizes}
                      mark={new Set(numbers.map((n) => n.slice(-2)))}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
