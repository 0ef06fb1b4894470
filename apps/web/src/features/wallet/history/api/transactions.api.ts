import { historyContract, type TransactionType } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../../shared/api/client';

export const TRANSACTIONS_PAGE_SIZE = 20;

export interface TransactionFilter {
  type: TransactionType | null;
  from: string;
  to: string;
  page: number;
}

/** GET /wps/member/transactions: main-wallet transactions, newest first (type, days from/to, paged). */
export function fetchTransactions(f: TransactionFilter, signal?: AbortSignal) {
  return request(historyContract.transactions, {
    query: {
      ...(f.type ? { type: f.type } : {}),
      from: f.from,
      to: f.to,
      page: f.page,
      pageSize: TRANSACTIONS_PAGE_SIZE,
    },
    signal,
  });
}

export function transactionsQueryOptions(token: string | null, f: TransactionFilter, enabled: boolean) {
  return queryOptions({
    queryKey: ['wallet', 'history', 'transactions', token, f] as const,
    queryFn: ({ signal }) => fetchTransactions(f, signal),
    enabled: enabled && token !== null,
    placeholderData: keepPreviousData,
  });
}
