import { catalogueContract } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import type { SupportedLanguage } from '../../../shared/i18n/languages';

/** Spec §9: the winner board lists 50 wins. */
export const WINNER_BOARD_SIZE = 50;

/** Winner board (GET /wps/game/winners): gameCategory ALL, limitNum 50; items carry a 'vo'. Refreshed each minute. */
export function winnerBoardQueryOptions(language: SupportedLanguage) {
  return queryOptions({
    queryKey: ['games', 'winners', language] as const,
    queryFn: ({ signal }) =>
      request(catalogueContract.winnerBoard, {
        query: { gameCategory: 'ALL', limitNum: WINNER_BOARD_SIZE, language },
        signal,
      }),
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}
