import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../shared/format/use-money';
import { useSession } from '../../../shared/session/session';
import { myBetsQueryOptions } from '../api/game.api';

/**
 * What my bets on the last drawn draw came to, as soon as it is settled (the settle push refreshes my
 * bets): the total won, or that none of them won.
 */
export function WinBanner({ game, drawId }: { game: string; drawId: number }) {
  const { t } = useTranslation('lottery');
  const money = useFormatMoney();
  const token = useSession((s) => s.token);
  const bets = useQuery(myBetsQueryOptions({ game }, token));
  const mine = (bets.data?.items ?? []).filter((b) => b.drawId === drawId);
  if (mine.length === 0 || mine.some((b) => b.status === 'pending')) return null;
  const won = mine.filter((b) => b.status === 'won').reduce((s, b) => s + (b.payout ?? 0), 0);
  return (
    <p
      role="status"
      data-testid="lottery-win-banner"
      data-won={won > 0 || undefined}
      className={`rounded-2xl px-4 py-3 text-sm font-bold ${won > 0 ? 'bg-accent/25 text-text' : 'bg-surface-2 text-text-muted'}`}
    >
      {won > 0 ? t('game.won', { amount: money(won) }) : t('game.noWin')}
    </p>
  );
}
