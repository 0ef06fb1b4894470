import { depositsContract } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../../shared/api/client';
import { withPathParams } from '../../../../shared/api/path-params';
import { depositKeys } from './deposit-keys';

/** GET /wps/deposits/:id: one deposit of the member (the return from the payment page). */
export function getDeposit(id: number, signal?: AbortSignal) {
  return request(withPathParams(depositsContract.one, { id }), { signal });
}

/**
 * Asks again every 2 s while the deposit is still open: the gateway's signed callback arrives a moment
 * after the payer returns, so the first answer is often 'pending'.
 */
export function depositQueryOptions(id: number) {
  return queryOptions({
    queryKey: depositKeys.one(id),
    queryFn: ({ signal }) => getDeposit(id, signal),
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? 2_000 : false),
    retry: false,
  });
}
