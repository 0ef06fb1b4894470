import { type ConsolidatedFunds, walletContract } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../../shared/api/client';
import { transferFundKeys } from './transfer-fund-keys';

/** GET /wps/member/info/funds/consolidated: every wallet of the caller, one line each (minor units). */
export function fetchConsolidatedFunds(signal?: AbortSignal): Promise<ConsolidatedFunds> {
  return request(walletContract.consolidatedFunds, { signal });
}

export function consolidatedFundsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: transferFundKeys.funds(token),
    queryFn: ({ signal }) => fetchConsolidatedFunds(signal),
    enabled: token !== null,
    staleTime: 5_000,
  });
}
