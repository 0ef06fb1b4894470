import { transfersContract } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../../shared/api/client';
import { transferFundKeys } from './transfer-fund-keys';

export const VENDOR_TRANSFERS_PAGE_SIZE = 10;

/** GET /wps/v2/wallets/transfers: the caller's vendor transfers, newest first, paged. */
export function fetchVendorTransfers(page: number, signal?: AbortSignal) {
  return request(transfersContract.vendorTransfers, { query: { page, pageSize: VENDOR_TRANSFERS_PAGE_SIZE }, signal });
}

export function vendorTransfersQueryOptions(token: string | null, page: number) {
  return queryOptions({
    queryKey: transferFundKeys.transfers(token, page),
    queryFn: ({ signal }) => fetchVendorTransfers(page, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
