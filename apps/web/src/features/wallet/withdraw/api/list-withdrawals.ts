import { withdrawalsContract } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../../shared/api/client';
import { withdrawKeys } from './withdraw-keys';

export const WITHDRAWAL_PAGE_SIZE = 10;

/** GET /wps/withdrawals: the member's withdrawals, newest first. */
export function listWithdrawals(page: number, signal?: AbortSignal) {
  return request(withdrawalsContract.list, { query: { page, pageSize: WITHDRAWAL_PAGE_SIZE }, signal });
}

export function withdrawalsQueryOptions(page: number) {
  return queryOptions({
    queryKey: withdrawKeys.list(page),
    queryFn: ({ signal }) => listWithdrawals(page, signal),
    placeholderData: keepPreviousData,
  });
}
