import { walletContract } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { request } from '../../../shared/api/client';
import { useSession } from '../../../shared/session/session';
import { BALANCE_QUERY_KEY } from '../../../shared/wallet/balance-query';

/** Balance of the logged-in player in minor units, or the 'updating' placeholder state. */
export type BalanceState = { status: 'pending' } | { status: 'ready'; minor: number; currencySymbol: string };

/** GET /wps/v2/wallets/balance (value.sumBalance, minor units) for this session's token. */
export function balanceQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...BALANCE_QUERY_KEY, token] as const,
    queryFn: ({ signal }) => request(walletContract.balance, { signal }),
    enabled: token !== null,
    staleTime: 30_000,
    retry: false,
  });
}

/**
 * The top bar's balance (spec §2): 'pending' (the 'updating' placeholder) until the wallet answers
 * and whenever it cannot; `refresh` asks the wallet again.
 */
export function useBalance(): { balance: BalanceState; refresh: () => Promise<void>; refreshing: boolean } {
  const token = useSession((s) => s.token);
  const q = useQuery(balanceQueryOptions(token));
  const { refetch } = q;
  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);
  const balance: BalanceState = q.data
    ? { status: 'ready', minor: q.data.sumBalance, currencySymbol: q.data.currencySymbol }
    : { status: 'pending' };
  return { balance, refresh, refreshing: q.isFetching };
}
