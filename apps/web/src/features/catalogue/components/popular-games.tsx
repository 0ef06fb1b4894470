import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryLanguage } from '../../../shared/system';
import { Skeleton } from '../../../shared/ui/skeleton';
import { POPULAR_SIZE, popularQueryOptions } from '../api/popular.api';
import { launchGame } from '../launch/launch-game';
import { GameTile, useGameTileText } from './game-tile';

function Arrow({ dir, onClick, label }: { dir: 'left' | 'right'; onClick: () => void; label: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      data-testid={`popular-${dir}`}
      className="hidden size-8 place-items-center rounded-full border border-border bg-surface text-text-muted shadow-sm transition hover:border-primary hover:text-primary sm:grid"
    >
      <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
        <path
          d={dir === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

/**
 * Popular games (GET /lgw/games/popular, count 20): the most played games of every category, most
 * played first, as one row of tiles that scrolls sideways (arrows on desktop, swipe on phones); a tile launches its game.
 */
export function PopularGames() {
  const { t } = useTranslation('games');
  const tileText = useGameTileText();
  const language = useQueryLanguage();
  const { data, isPending, isError } = useQuery(popularQueryOptions(language));
  const row = useRef<HTMLUListElement>(null);
  const scroll = (dir: 1 | -1) =>
    row.current?.scrollBy({ left: dir * row.current.clientWidth * 0.8, behavior: 'smooth' });
  if (isError || (data && data.list.length === 0)) return null;
  return (
    <section aria-labelledby="popular-games-title" data-testid="popular-games" className="min-w-0">
      <div className="mb-3 flex items-end justify-between gap-3">
        <h2
          id="popular-games-title"
          className="flex items-center gap-2 font-extrabold text-lg text-text tracking-tight sm:text-xl"
        >
          <span className="h-5 w-1.5 rounded-full bg-gradient-to-b from-accent to-accent-strong" aria-hidden="true" />
          {t('popular.title')}
        </h2>
        <div className="flex gap-2">
          <Arrow dir="left" onClick={() => scroll(-1)} label={t('popular.previous')} />
          <Arrow dir="right" onClick={() => scroll(1)} label={t('popular.next')} />
        </div>
      </div>
      <ul
        ref={row}
        className="-mx-3 flex snap-x snap-mandatory gap-2.5 overflow-x-auto px-3 pb-2 [scrollbar-width:none] sm:mx-0 sm:gap-3 sm:px-0 [&::-webkit-scrollbar]:hidden"
      >
        {isPending
          ? Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <li key={i} className="w-[42%] shrink-0 sm:w-44">
                <Skeleton className="aspect-[4/3] w-full" rounded="rounded-2xl" />
              </li>
            ))
          : data.list.slice(0, POPULAR_SIZE).map((g) => (
              <li key={g.nodeId} className="w-[42%] shrink-0 snap-start sm:w-44" data-testid="popular-game">
                <GameTile game={g} onPlay={() => void launchGame(g)} text={tileText} />
              </li>
            ))}
      </ul>
    </section>
  );
}
