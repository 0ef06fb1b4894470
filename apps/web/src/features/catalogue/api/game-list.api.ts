import { catalogueContract, type GameType, type PagedGames } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import type { SupportedLanguage } from '../../../shared/i18n/languages';
import { LOBBY_PAGE_SIZE } from '../lib/lobby-state';

export interface GameListParams {
  gameType: GameType | undefined;
  vassalage: string | null;
  gameClassify: string | null;
  gameName: string;
  minBet: number | null;
  pageNo: number;
  language: SupportedLanguage;
}

/** getGameList (GET /wps/game/list): clientType 3, platform 'flash,html5-desktop', paged by 15. */
export function gameListQueryOptions(p: GameListParams) {
  return queryOptions({
    queryKey: ['games', 'list', p] as const,
    queryFn: ({ signal }): Promise<PagedGames> =>
      request(catalogueContract.gameList, {
        query: {
          clientType: '3',
          platform: 'flash,html5-desktop',
          gameType: p.gameType,
          vassalage: p.vassalage ?? undefined,
          gameClassify: p.gameClassify ?? undefined,
          gameName: p.gameName || undefined,
          minBet: p.minBet ?? undefined,
          pageNo: p.pageNo,
          pageSize: LOBBY_PAGE_SIZE,
          language: p.language,
        },
        signal,
      }),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
