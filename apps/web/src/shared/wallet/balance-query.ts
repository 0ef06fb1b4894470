import { walletContract } from '@app/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { request } from '../api/client';

/**
 * Query key prefix of the top bar's balance (the session token is added). It lives in shared/ so that
 * money features can refresh the balance after a money event without importing the accounts feature.
 */
export const BALANCE_QUERY_KEY = ['wallet', 'balance'] as const;

/**
 * GET /wps/v2/wallets/balance (value.sumBalance, minor units) for this session's token: the one balance
 * query of the site. The top bar shows it, games framed without the top bar show it in their own bar, and
 * the live socket (shared/realtime) patches it in place on every balance event.
 */
export function balanceQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...BALANCE_QUERY_KEY, token] as const,
    queryFn: ({ signal }) => request(walletContract.balance, { signal }),
    enabled: token !== null,
    staleTime: 30_000,
    retry: false,
  });
}

/** Asks the wallet again for the balance shown in the top bar (after a deposit, withdrawal or transfer). */
export function invalidateBalance(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
}
