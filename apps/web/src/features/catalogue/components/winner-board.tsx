import './winner-board.css';
import type { WinnerBoard as WinnerBoardValue } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../shared/format/use-money';
import { useQueryLanguage } from '../../../shared/system';
import { Skeleton } from '../../../shared/ui/skeleton';
import { winnerBoardQueryOptions } from '../api/winner-board.api';
import { launchGame } from '../launch/launch-game';
import { timeAgo } from '../lib/time-ago';

type Winner = WinnerBoardValue['list'][number]['vo'];

/** Below this many wins the list fits the board and stays still. */
const SCROLL_FROM = 5;
/** Seconds each win takes to pass: slow enough to read a name and an amount. */
const SECONDS_PER_WIN = 2.6;

function WinnerRow({ w, hidden, now }: { w: Winner; hidden: boolean; now: number }) {
  const { t, i18n } = useTranslation('games');
  const money = useFormatMoney();
  return (
    <li>
      <button
        type="button"
        tabIndex={hidden ? -1 : undefined}
        data-testid={hidden ? undefined : 'winner-item'}
        data-node-id={w.nodeId}
        onClick={() => void launchGame({ nodeId: w.nodeId, vassalage: w.vassalage, gameType: w.gameType })}
        aria-label={t('winners.item', { account: w.account, amount: money(w.winAmount), game: w.gameName })}
        className="flex w-full items-center gap-3 rounded-xl px-2 py-2 text-left transition hover:bg-white/10 focus-visible:bg-white/10 focus-visible:outline-none"
      >
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-gradient-to-br from-accent to-accent-strong font-black text-[#1c1530] text-sm uppercase"
        >
          {w.account.slice(0, 1)}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className="truncate font-semibold text-sm text-white" data-testid="winner-account">
              {w.account}
            </span>
            <span className="tabular shrink-0 font-black text-accent text-sm" data-testid="winner-amount">
              {money(w.winAmount, { signed: true })}
            </span>
          </span>
          <span className="flex items-baseline justify-between gap-2 text-[11px] text-white/70">
            <span className="truncate">{w.gameName}</span>
            <span className="shrink-0">{timeAgo(w.wonAt, now, i18n.language)}</span>
          </span>
        </span>
      </button>
    </li>
  );
}

/**
 * Winner board (spec §3, §7): the latest big real-money wins of every vendor (GET /wps/game/winners,
 * gameCategory ALL, limitNum 50), players masked by the server. The list scrolls on its own and pauses
 * under the pointer or focus; a win opens its game.
 */
export function WinnerBoard() {
  const { t } = useTranslation('games');
  const language = useQueryLanguage();
  const { data, isPending, isError, dataUpdatedAt } = useQuery(winnerBoardQueryOptions(language));
  const wins = data?.list.map((i) => i.vo) ?? [];
  const moving = wins.length >= SCROLL_FROM;
  const copies = moving ? [false, true] : [false];
  return (
    <section
      aria-labelledby="winner-board-title"
      data-testid="winner-board"
      className="winner-board flex flex-col overflow-hidden rounded-2xl bg-gradient-to-b from-[#2e1065] to-primary-strong p-3 shadow-lg shadow-primary/20"
    >
      <h2 id="winner-board-title" className="flex items-center gap-2 px-1 pb-2 font-extrabold text-base text-white">
        <span aria-hidden="true" className="relative flex size-2.5">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-[#4ade80] opacity-75 motion-reduce:animate-none" />
          <span className="relative inline-flex size-2.5 rounded-full bg-[#22c55e]" />
        </span>
        {t('winners.title')}
      </h2>
      <div className="winner-board-viewport relative h-[288px] overflow-hidden [mask-image:linear-gradient(to_bottom,transparent,black_8%,black_92%,transparent)]">
        {isPending ? (
          <div className="flex flex-col gap-2 py-2">
            {Array.from({ length: 5 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <Skeleton key={i} className="h-11 w-full opacity-30" rounded="rounded-xl" />
            ))}
          </div>
        ) : isError || wins.length === 0 ? (
          <p
            className="grid h-full place-items-center px-4 text-center text-sm text-white/75"
            data-testid="winner-empty"
          >
            {t(isError ? 'winners.loadFailed' : 'winners.empty')}
          </p>
        ) : (
          <div
            className="winner-board-track"
            data-moving={moving}
            style={moving ? { animationDuration: `${wins.length * SECONDS_PER_WIN}s` } : undefined}
          >
            {copies.map((hidden) => (
              <ul key={String(hidden)} aria-hidden={hidden || undefined} className="flex flex-col gap-0.5">
                {wins.map((w) => (
                  <WinnerRow
                    key={`${w.nodeId}:${w.wonAt}:${w.account}:${w.winAmount}`}
                    w={w}
                    hidden={hidden}
                    now={dataUpdatedAt}
                  />
                ))}
              </ul>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
