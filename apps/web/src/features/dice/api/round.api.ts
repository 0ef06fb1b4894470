import { roundsContract } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { withPathParams } from '../../../shared/api/path-params';
import { diceKeys } from './dice-keys';

/** GET /wps/rounds/:id: one round, with its server seed once drawn (the verify page's input). */
export function fetchRound(id: number, signal?: AbortSignal) {
  return request(withPathParams(roundsContract.round, { id }), { signal });
}

export function roundQueryOptions(id: number) {
  return queryOptions({
    queryKey: diceKeys.round(id),
    queryFn: ({ signal }) => fetchRound(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}
