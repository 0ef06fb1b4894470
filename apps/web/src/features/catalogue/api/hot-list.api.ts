import { catalogueContract, type GameType } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import type { SupportedLanguage } from '../../../shared/i18n/languages';
import { LOBBY_PAGE_SIZE } from '../lib/lobby-state';

/** getHotGameList (GET /wps/game/hot): isPlatform 2, value.list (games) and value.footer (hot vendors). */
export function hotListQueryOptions(p: {
  gameType?: GameType;
  vassalage?: string | null;
  pageNo: number;
  language: SupportedLanguage;
}) {
  return queryOptions({
    queryKey: ['games', 'hot', p] as const,
    queryFn: ({ signal }) =>
      request(catalogueContract.hotList, {
        query: {
          isPlatform: '2',
          platform: 'html5-desktop',
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
