import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { invalidateBalance } from '../../../shared/wallet/balance-query';
import { withdrawKeys } from './api/withdraw-keys';

/** After any withdrawal event: the page's lists and info, and the top bar balance, are asked again. */
export function useWithdrawRefresh(): () => void {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: withdrawKeys.all });
    void invalidateBalance(client);
  }, [client]);
}
