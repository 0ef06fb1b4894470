import { withdrawalsContract } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../../shared/api/client';
import { uplineKeys } from './upline-info.api';

/** GET /wps/member/payment-password: whether the caller has one (transfers need it). */
export function fetchPaymentPasswordStatus(signal?: AbortSignal) {
  return request(withdrawalsContract.paymentPassword, { signal });
}

export function paymentPasswordStatusQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: uplineKeys.paymentPassword(token),
    queryFn: ({ signal }) => fetchPaymentPasswordStatus(signal),
    enabled: token !== null,
  });
}
