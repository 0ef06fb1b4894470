import { type BettingHistory, type BettingHistoryQuery, vendorContract } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

/** GET /wps/member/bets: the member's bets of every vendor (personalHistoryCopy). */
export function fetchBettingHistory(query: BettingHistoryQuery, signal?: AbortSignal): Promise<BettingHistory> {
  return request(vendorContract.bettingHistory, { query, signal });
}

export function bettingHistoryQueryOptions(query: BettingHistoryQuery) {
  return queryOptions({
    queryKey: ['bets', 'history', query] as const,
    queryFn: ({ signal }) => fetchBettingHistory(query, signal),
    // Paging keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
