import type { GameListItem, GameType } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import type { SupportedLanguage } from '../../../shared/i18n/languages';
import { favouriteListQueryOptions } from '../api/favourites.api';
import { gameListQueryOptions } from '../api/game-list.api';
import { hotListQueryOptions } from '../api/hot-list.api';
import { recentListQueryOptions } from '../api/recent-list.api';
import { LOBBY_PAGE_SIZE, type LobbyState } from '../lib/lobby-state';

export interface LobbyGames {
  games: GameListItem[];
  totalPages: number;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * The games of the lobby's current list: only the query of the selected mode runs (the others stay
 * disabled), each normalised to games + total pages.
 */
export function useLobbyGames(
  gameType: GameType | undefined,
  vassalage: string | null,
  state: LobbyState,
  loggedIn: boolean,
  language: SupportedLanguage,
): LobbyGames {
  const ready = gameType !== undefined && vassalage !== null;
  const pageNo = state.page;
  const all = useQuery({
    ...gameListQueryOptions({
      gameType,
      vassalage,
      gameClassify: state.classify,
      gameName: state.term,
      minBet: state.minBet,
      pageNo,
      language,
    }),
    enabled: ready && state.mode === 'all',
  });
  const hot = useQuery({
    ...hotListQueryOptions({ gameType, vassalage, pageNo, language }),
    enabled: ready && state.mode === 'hot',
  });
  const fav = useQuery({
    ...favouriteListQueryOptions({ gameType: gameType ?? 'RNG', vassalage, pageNo, language }),
    enabled: ready && loggedIn && state.mode === 'fav',
  });
  const recent = useQuery({
    ...recentListQueryOptions({ gameType, vassalage, pageNo, pageSize: LOBBY_PAGE_SIZE, language }),
    enabled: ready && loggedIn && state.mode === 'recent',
  });
  const pick = () => {
    switch (state.mode) {
      case 'all':
        return { q: all, games: all.data?.games, total: all.data?.totalPages };
      case 'hot':
        return { q: hot, games: hot.data?.list, total: hot.data?.totalPages };
      case 'fav':
        return { q: fav, games: fav.data?.content, total: fav.data?.totalPages };
      case 'recent':
        return { q: recent, games: recent.data?.list, total: recent.data?.totalPages };
    }
  };
  const { q, games, total } = pick();
  return {
    games: games ?? [],
    totalPages: total ?? 0,
    isPending: q.isPending,
    isError: q.isError,
    error: q.error,
    refetch: () => void q.refetch(),
  };
}
