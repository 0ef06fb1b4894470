import { roundsContract } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { withPathParams } from '../../../shared/api/path-params';
import { diceKeys } from './dice-keys';

/** How many drawn rounds the bead road shows. */
export const ROAD_LENGTH = 50;

const endpoint = withPathParams(roundsContract.results, { game: 'dice' });

/** GET /wps/round-games/dice/results?limit=50: the last drawn rounds, newest first. */
export function fetchResults(signal?: AbortSignal) {
  return request(endpoint, { query: { limit: ROAD_LENGTH }, signal });
}

export function resultsQueryOptions() {
  return queryOptions({ queryKey: diceKeys.results, queryFn: ({ signal }) => fetchResults(signal), staleTime: 5_000 });
}
