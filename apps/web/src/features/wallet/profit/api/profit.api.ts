import { historyContract, type ProfitReport } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../../shared/api/client';

/** GET /wps/member/profit: profit and loss by day and by product for days from/to (operator zone). */
export function fetchProfit(range: { from: string; to: string }, signal?: AbortSignal): Promise<ProfitReport> {
  return request(historyContract.profit, { query: range, signal });
}

export function profitQueryOptions(token: string | null, range: { from: string; to: string }, enabled: boolean) {
  return queryOptions({
    queryKey: ['wallet', 'profit', token, range] as const,
    queryFn: ({ signal }) => fetchProfit(range, signal),
    enabled: enabled && token !== null,
    placeholderData: keepPreviousData,
  });
}
