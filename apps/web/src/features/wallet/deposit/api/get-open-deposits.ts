import { queryOptions } from '@tanstack/react-query';
import { depositKeys } from './deposit-keys';
import { getDepositHistory } from './get-deposit-history';

/**
 * The member's pending deposits that still have a payment page (gateway deposits): the ones to resume
 * or cancel. Pending bank transfers wait for the operator and are only listed in the history.
 */
export function openDepositsQueryOptions() {
  return queryOptions({
    queryKey: depositKeys.open(),
    queryFn: async ({ signal }) => {
      const page = await getDepositHistory(1, signal, 'pending');
      return page.items.filter((d) => d.paymentUrl !== null);
    },
  });
}
