import type { GameListItem } from '@app/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../shared/format/use-money';
import { LazyImage } from '../../../shared/ui/lazy-image';
import { Spinner } from '../../../shared/ui/spinner';

export interface FavouriteControl {
  isFavourite: boolean;
  pending: boolean;
  onToggle: () => void;
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C.9 8.5 3 5 6.4 5c2 0 3.3 1 4.1 2.2l1.5 2 1.5-2C14.3 6 15.6 5 17.6 5 21 5 23.1 8.5 21.6 11.8 19.5 16.4 12 21 12 21z"
        fill={filled ? '#ef4444' : 'none'}
        stroke={filled ? '#ef4444' : 'currentColor'}
        strokeWidth="2"
      />
    </svg>
  );
}

/** What every tile of a list writes: read once by the list (useGameTileText), not by each of its tiles. */
export interface GameTileText {
  t: TFunction<'games'>;
  money: (minor: number) => string;
}

/**
 * The tiles' translations and money format, for a list to hand to each of its tiles: a list of 20–60 tiles
 * then subscribes to the language and the site settings once, not once per tile.
 */
export function useGameTileText(): GameTileText {
  const { t } = useTranslation('games');
  const money = useFormatMoney();
  return { t, money };
}

/**
 * A game tile (LOOK.md): 4:3 art, vendor badge, HOT marker, favourite heart (with a loader while
 * the toggle runs), play button on hover; the whole tile launches the game.
 */
export function GameTile({
  game,
  vendorName,
  favourite,
  onPlay,
  text,
}: {
  game: GameListItem;
  vendorName?: string;
  favourite?: FavouriteControl;
  onPlay: () => void;
  text: GameTileText;
}) {
  const { t, money } = text;
  return (
    <article
      data-testid="game-tile"
      data-node-id={game.nodeId}
      data-vendor={game.vassalage}
      className="group relative overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition hover:-translate-y-0.5 hover:border-primary hover:shadow-lg"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-primary-soft">
        <LazyImage
          src={game.imageUrl}
          alt={game.gameName}
          className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
        />
        {game.isHot ? (
          <span className="absolute top-2 right-2 rounded-full bg-gradient-to-r from-[#ef4444] to-[#f97316] px-2 py-0.5 font-black text-[10px] text-white uppercase shadow">
            {t('hot')}
          </span>
        ) : null}
        <button
          type="button"
          onClick={onPlay}
          data-testid="game-play"
          aria-label={`${t('play')}: ${game.gameName}`}
          className="absolute inset-0 flex items-center justify-center bg-black/0 transition hover:bg-black/35 focus-visible:bg-black/35 focus-visible:outline-none"
        >
          <span className="hidden rounded-full bg-accent px-5 py-1.5 font-bold text-[#1c1530] text-sm shadow-lg group-focus-within:inline group-hover:inline">
            {t('play')}
          </span>
        </button>
        {favourite ? (
          <button
            type="button"
            data-testid="favourite-toggle"
            aria-pressed={favourite.isFavourite}
            aria-busy={favourite.pending}
            disabled={favourite.pending}
            onClick={favourite.onToggle}
            aria-label={t(favourite.isFavourite ? 'favouriteRemove' : 'favouriteAdd', { game: game.gameName })}
            className="absolute right-2 bottom-2 grid size-8 place-items-center rounded-full bg-white/90 text-text-muted shadow hover:text-[#ef4444] focus-visible:outline-2 focus-visible:outline-primary"
          >
            {favourite.pending ? <Spinner size="sm" /> : <Heart filled={favourite.isFavourite} />}
          </button>
        ) : null}
      </div>
      <div className="px-3 py-2">
        <h3 className="truncate font-semibold text-sm text-text" data-testid="game-name">
          {game.gameName}
        </h3>
        <p className="flex items-center justify-between gap-2 text-[11px] text-text-muted">
          <span className="truncate">{vendorName ?? game.vassalage}</span>
          <span className="tabular shrink-0">{t('minBet', { amount: money(game.minBet) })}</span>
        </p>
      </div>
    </article>
  );
}
