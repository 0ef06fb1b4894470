import { withdrawalsContract } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../../shared/api/client';
import { withdrawKeys } from '../../withdraw/api/withdraw-keys';

/** GET /wps/member/payment-password: whether one is set, and until when it is locked after wrong tries. */
export function getPaymentPassword(signal?: AbortSignal) {
  return request(withdrawalsContract.paymentPassword, { signal });
}

export function paymentPasswordQueryOptions() {
  return queryOptions({
    queryKey: withdrawKeys.paymentPassword(),
    queryFn: ({ signal }) => getPaymentPassword(signal),
  });
}
