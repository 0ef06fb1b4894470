import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../shared/session/session';
import { balanceQueryOptions } from '../../../shared/wallet/balance-query';

/**
 * The currency symbol of the operator (spec §2 default 'P'). It comes with the balance, so this reads the
 * top bar's balance query (same key, same call: one request serves both); '' until it answers.
 */
export function useCurrencySymbol(): string {
  const token = useSession((s) => s.token);
  const q = useQuery({ ...balanceQueryOptions(token), select: (b) => b.currencySymbol });
  return q.data ?? '';
}
