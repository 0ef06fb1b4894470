import { queryOptions } from '@tanstack/react-query';
import { depositKeys } from './deposit-keys';
import { getDepositHistory } from './get-deposit-history';

/**
 * The member's pending deposits that can still be cancelled (gateway deposits, VietQR transfers): the
 * ones to resume (those with a payment page) or cancel. Other pending ones (a plain bank transfer the
 * operator confirms, a phone card being checked) are listed in the history only.
 */
export function openDepositsQueryOptions() {
  return queryOptions({
    queryKey: depositKeys.open(),
    queryFn: async ({ signal }) => {
      const page = await getDepositHistory(1, signal, 'pending');
      return page.items.filter((d) => d.cancellable);
    },
  });
}
