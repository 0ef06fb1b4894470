import { walletContract } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { useSession } from '../../../shared/session/session';
import { BALANCE_QUERY_KEY } from '../../../shared/wallet/balance-query';

/**
 * The currency symbol of the operator (spec §2 default 'P'). It comes with the balance, so this reads the
 * top bar's balance query (same key, same call: one request serves both); '' until it answers.
 */
export function useCurrencySymbol(): string {
  const token = useSession((s) => s.token);
  const q = useQuery({
    queryKey: [...BALANCE_QUERY_KEY, token],
    queryFn: ({ signal }) => request(walletContract.balance, { signal }),
    enabled: token !== null,
    staleTime: 30_000,
    retry: false,
    select: (b) => b.currencySymbol,
  });
  return q.data ?? '';
}
