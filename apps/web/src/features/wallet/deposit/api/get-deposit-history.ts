import { type DepositStatus, depositsContract } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../../shared/api/client';
import { depositKeys } from './deposit-keys';

export const DEPOSIT_PAGE_SIZE = 10;

/** GET /wps/deposits: the member's deposits, newest first. */
export function getDepositHistory(page: number, signal?: AbortSignal, status?: DepositStatus) {
  return request(depositsContract.history, { query: { page, pageSize: DEPOSIT_PAGE_SIZE, status }, signal });
}

export function depositHistoryQueryOptions(page: number) {
  return queryOptions({
    queryKey: depositKeys.history(page),
    queryFn: ({ signal }) => getDepositHistory(page, signal),
    placeholderData: keepPreviousData,
  });
}
