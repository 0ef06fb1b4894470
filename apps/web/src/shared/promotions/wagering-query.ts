import { promotionsContract } from '@app/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { request } from '../api/client';
import { withPathParams } from '../api/path-params';
import type { SupportedLanguage } from '../i18n/languages';

/** The member's turnover still required (deposits, and each bonus's weighted wagering). */
export const WAGERING_KEY = ['promotions', 'wagering'] as const;

export function wageringQueryOptions(token: string | null, language: SupportedLanguage) {
  return queryOptions({
    queryKey: [...WAGERING_KEY, token, language] as const,
    queryFn: ({ signal }) => request(promotionsContract.wagering, { query: { language }, signal }),
    enabled: token !== null,
    staleTime: 10_000,
  });
}

/** Gives up a bonus: its remaining bonus money is taken back and its requirement removed. */
export function forfeitBonus(id: number, language: SupportedLanguage) {
  return request(withPathParams(promotionsContract.forfeit, { id }), { query: { language } });
}

/** Asks the wagering figures again (after a claim adds a requirement, or a forfeit removes one). */
export function invalidateWagering(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: WAGERING_KEY });
}
