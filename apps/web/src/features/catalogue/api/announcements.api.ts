import { catalogueContract } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import type { SupportedLanguage } from '../../../shared/i18n/languages';

/** Games announcements (GET /wps/game/announcements): the lobby's promotions, value.promotion. */
export function announcementsQueryOptions(language: SupportedLanguage) {
  return queryOptions({
    queryKey: ['games', 'announcements', language] as const,
    queryFn: ({ signal }) => request(catalogueContract.announcements, { query: { language }, signal }),
    staleTime: 5 * 60_000,
  });
}
