import { catalogueContract } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import type { SupportedLanguage } from '../../../shared/i18n/languages';

/** Spec §7: popular asks for 20 games. */
export const POPULAR_SIZE = 20;

/** Popular games (GET /lgw/games/popular): count 20, prizeMode, device WEB, language; most played first. */
export function popularQueryOptions(language: SupportedLanguage) {
  return queryOptions({
    queryKey: ['games', 'popular', language] as const,
    queryFn: ({ signal }) =>
      request(catalogueContract.popular, {
        query: { count: POPULAR_SIZE, prizeMode: 'Lott', device: 'WEB', language },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}
