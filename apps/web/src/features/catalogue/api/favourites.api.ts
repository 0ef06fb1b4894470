import { catalogueContract, type FavouriteRequest, type GameType } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import type { SupportedLanguage } from '../../../shared/i18n/languages';
import { LOBBY_PAGE_SIZE } from '../lib/lobby-state';

/** Key of the caller's favourite node ids (flipped locally after a toggle, spec §4). */
export const FAVOURITE_IDS_KEY = ['games', 'favourites', 'ids'] as const;
/** Prefix of every favourite-list query (stale after a toggle). */
export const FAVOURITE_LIST_KEY = ['games', 'favourites', 'list'] as const;

/** Node ids of the caller's favourites (GET /wps/game/favourites, token). */
export function favouriteIdsQueryOptions() {
  return queryOptions({
    queryKey: FAVOURITE_IDS_KEY,
    queryFn: async ({ signal }) => (await request(catalogueContract.favouriteIds, { signal })).ids,
    staleTime: 5 * 60_000,
  });
}

/** The caller's favourite games of a category (GET /wps/game/favourite/list: content, totalPages). */
export function favouriteListQueryOptions(p: {
  gameType: GameType;
  vassalage: string | null;
  pageNo: number;
  language: SupportedLanguage;
}) {
  return queryOptions({
    queryKey: [...FAVOURITE_LIST_KEY, p] as const,
    queryFn: ({ signal }) =>
      request(catalogueContract.favouriteList, {
        query: {
          gameType: p.gameType,
          vassalage: p.vassalage ?? undefined,
          pageNo: p.pageNo,
          pageSize: LOBBY_PAGE_SIZE,
          language: p.language,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Adds or removes one favourite (both idempotent on the server). */
export function setFavourite(
  body: FavouriteRequest,
  favourite: boolean,
): Promise<{ nodeId: string; favourite: boolean }> {
  return request(favourite ? catalogueContract.addFavourite : catalogueContract.removeFavourite, { body });
}
