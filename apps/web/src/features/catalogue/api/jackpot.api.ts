import { catalogueContract } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

/**
 * The jackpot pool now (GET /wps/game/jackpot). Read afresh each time the counter mounts (no cache kept):
 * the counter starts from the server's figure and a remembered one would be behind.
 */
export function jackpotQueryOptions() {
  return queryOptions({
    queryKey: ['games', 'jackpot'] as const,
    queryFn: ({ signal }) => request(catalogueContract.jackpot, { signal }),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
