import { catalogueContract, type GameType } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import type { SupportedLanguage } from '../../../shared/i18n/languages';

/** getRecentGameList (GET /wps/game/recent, token): clientType 3, optional vendor, paged. */
export function recentListQueryOptions(p: {
  gameType?: GameType;
  vassalage?: string | null;
  pageNo: number;
  pageSize: number;
  language: SupportedLanguage;
}) {
  return queryOptions({
    queryKey: ['games', 'recent', p] as const,
    queryFn: ({ signal }) =>
      request(catalogueContract.recentList, {
        query: {
          clientType: '3',
          gameType: p.gameType,
          vassalage: p.vassalage ?? undefined,
          pageNo: p.pageNo,
          pageSize: p.pageSize,
          language: p.language,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every recent-list query (a launch makes them stale). */
export const RECENT_KEY = ['games', 'recent'] as const;
