import { roundsContract } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { withPathParams } from '../../../shared/api/path-params';
import { diceKeys } from './dice-keys';

/** GET /wps/rounds/:id/bets: the signed-in member's bets on a round, oldest first. */
export function fetchMyBets(roundId: number, signal?: AbortSignal) {
  return request(withPathParams(roundsContract.myBets, { id: roundId }), { signal });
}

export function myBetsQueryOptions(roundId: number | null, token: string | null) {
  return queryOptions({
    queryKey: diceKeys.myBets(roundId ?? 0, token),
    queryFn: ({ signal }) => fetchMyBets(roundId ?? 0, signal),
    enabled: roundId !== null && token !== null,
    staleTime: 5_000,
    retry: false,
  });
}
