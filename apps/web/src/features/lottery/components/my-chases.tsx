import type { LotterySelection } from '@app/games';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-text';
import { useSession } from '../../../shared/session/session';
import { chasesQueryOptions, stopChase } from '../api/game.api';
import { selectionText } from '../lib/selection-text';

/** My chases of a game: how many draws are placed of how many, why one ended, and stop for an active one. */
export function MyChases({ game }: { game: string }) {
  const { t } = useTranslation('lottery');
  const client = useQueryClient();
  const token = useSession((s) => s.token);
  const chases = useQuery(chasesQueryOptions(token));
  const stop = useMutation({
    mutationFn: stopChase,
    onSuccess: () => void client.invalidateQueries({ queryKey: ['lottery', 'chases'] }),
  });
  const mine = (chases.data?.items ?? []).filter((c) => c.game === game);
  if (mine.length === 0) return null;
  return (
    <section className="flex flex-col gap-2" data-testid="lottery-chases">
      <h3 className="text-sm font-extrabold">{t('chase.mine')}</h3>
      {stop.isError && (
        <p role="alert" className="text-sm text-danger">
          {apiErrorText(t, stop.error)}
        </p>
      )}
      <ul className="flex flex-col gap-1.5">
        {mine.map((c) => (
          <li
            key={c.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-surface p-3 text-sm"
            data-testid="lottery-chase-item"
            data-state={c.state}
          >
            <div className="min-w-0">
              <p className="font-semibold break-words">
                {c.bets.map((b) => selectionText(t, b.selection as LotterySelection)).join(' · ')}
              </p>
              <p className="text-xs text-text-muted">
                {t('chase.progress', { placed: c.drawsPlaced, total: c.drawsTotal })}
                {c.stopOnWin ? ` · ${t('chase.stopOnWin')}` : ''} · {t(`chase.states.${c.state}`)}
                {c.stopReason ? ` (${t(`chase.reasons.${c.stopReason}`, { defaultValue: c.stopReason })})` : ''}
              </p>
            </div>
            {c.state === 'active' && (
              <button
                type="button"
                disabled={stop.isPending}
                onClick={() => stop.mutate(c.id)}
                className="rounded-lg border border-danger px-3 py-1 text-xs font-bold text-danger"
              >
                {t('chase.stop')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
