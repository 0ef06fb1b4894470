import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '../../../shared/session/session';
import { balanceQueryOptions } from '../../../shared/wallet/balance-query';

/** Balance of the logged-in player in minor units, or the 'updating' placeholder state. */
export type BalanceState = { status: 'pending' } | { status: 'ready'; minor: number; currencySymbol: string };

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
