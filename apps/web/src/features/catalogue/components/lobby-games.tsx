import type { GameClassify, VendorCard } from '@app/contracts';
import type { Dispatch, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../shared/router/app-navigator';
import { useIsLoggedIn } from '../../../shared/session/session';
import { useQueryLanguage } from '../../../shared/system';
import { LoadError } from '../../../shared/ui/load-error';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useFavourites } from '../hooks/use-favourites';
import { useLobbyGames } from '../hooks/use-lobby-games';
import { launchGame } from '../launch/launch-game';
import { clampPage, type LobbyAction, type LobbyState } from '../lib/lobby-state';
import { GameTile, useGameTileText } from './game-tile';
import { LobbyFilters } from './lobby-filters';
import { LobbyPager } from './lobby-pager';
import { ModeTabs } from './mode-tabs';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';

/** The selected vendor's games: mode tabs, filters, the grid of tiles and the pager. */
export function LobbyGames({
  vendor,
  classifies,
  state,
  dispatch,
}: {
  vendor: VendorCard;
  classifies: readonly GameClassify[];
  state: LobbyState;
  dispatch: Dispatch<LobbyAction>;
}) {
  const { t } = useTranslation('lobby');
  const tileText = useGameTileText();
  const loggedIn = useIsLoggedIn();
  const language = useQueryLanguage();
  // Favourites disappear with the session: the list falls back to all games.
  const effective: LobbyState = !loggedIn && state.mode === 'fav' ? { ...state, mode: 'all' } : state;
  const list = useLobbyGames(vendor.gameType, vendor.vassalage, effective, loggedIn, language);
  const favourites = useFavourites();
  const page = clampPage(effective.page, list.totalPages);

  let body: ReactNode;
  if (effective.mode === 'recent' && !loggedIn) {
    body = (
      <div
        className="flex flex-col items-center gap-3 rounded-2xl bg-surface py-10 text-center"
        data-testid="lobby-login"
      >
        <p className="text-sm text-text-muted">{t('recentLogin')}</p>
        <button
          type="button"
          onClick={() => navigateTo('/login')}
          className="rounded-full bg-primary px-5 py-2 font-semibold text-sm text-white hover:bg-primary-strong"
        >
          {t('login')}
        </button>
      </div>
    );
  } else if (list.isPending) {
    body = (
      <div className={GRID} data-testid="lobby-loading">
        {Array.from({ length: 10 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Skeleton key={i} className="aspect-[4/3.6] w-full" rounded="rounded-2xl" />
        ))}
      </div>
    );
  } else if (list.isError) {
    body = <LoadError error={list.error} onRetry={list.refetch} testId="lobby-error" />;
  } else if (list.games.length === 0) {
    body = (
      <p className="rounded-2xl bg-surface py-10 text-center text-sm text-text-muted" data-testid="lobby-empty">
        {t('noGames')}
      </p>
    );
  } else {
    body = (
      <div className={GRID} data-testid="game-grid">
        {list.games.map((g) => (
          <GameTile
            key={g.nodeId}
            game={g}
            vendorName={vendor.displayName}
            favourite={favourites.control(g)}
            text={tileText}
            onPlay={() => void launchGame(g)}
          />
        ))}
      </div>
    );
  }

  return (
    <section
      className="flex flex-col gap-4"
      data-testid="lobby-games"
      data-vendor={vendor.vassalage}
      data-mode={effective.mode}
      aria-label={vendor.displayName}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ModeTabs mode={effective.mode} loggedIn={loggedIn} onMode={(mode) => dispatch({ type: 'mode', mode })} />
        <LobbyFilters state={effective} classifies={classifies} dispatch={dispatch} />
      </div>
      {body}
      <LobbyPager
        page={page}
        total={list.totalPages}
        onPage={(p) => dispatch({ type: 'page', page: p, totalPages: list.totalPages })}
      />
    </section>
  );
}
