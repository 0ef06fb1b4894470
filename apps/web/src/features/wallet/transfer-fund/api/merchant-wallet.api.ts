import { type MerchantWallet, walletContract } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../../shared/api/client';
import { transferFundKeys } from './transfer-fund-keys';

/** GET /wps/v2/wallets/merchant: single (seamless) wallet or vendor wallets, and which vendors. */
export function fetchMerchantWallet(signal?: AbortSignal): Promise<MerchantWallet> {
  return request(walletContract.merchantWallet, { signal });
}

export function merchantWalletQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: transferFundKeys.merchant(token),
    queryFn: ({ signal }) => fetchMerchantWallet(signal),
    enabled: token !== null,
    // The wallet model is a site setting: it does not change during a visit.
    staleTime: 10 * 60_000,
  });
}
