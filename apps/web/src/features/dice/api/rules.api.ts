import { roundsContract } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { withPathParams } from '../../../shared/api/path-params';
import { diceKeys } from './dice-keys';

const endpoint = withPathParams(roundsContract.rules, { game: 'dice' });

/** GET /wps/round-games/dice/rules: timing, stake limits (minor units) and the odds of each spot. */
export function fetchRules(signal?: AbortSignal) {
  return request(endpoint, { signal });
}

export function rulesQueryOptions() {
  // The operator's changes apply from the next round: a minute-old copy is good enough.
  return queryOptions({ queryKey: diceKeys.rules, queryFn: ({ signal }) => fetchRules(signal), staleTime: 60_000 });
}
