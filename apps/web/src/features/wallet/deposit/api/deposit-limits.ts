import { depositsContract } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../../shared/api/client';
import { depositKeys } from './deposit-keys';

/** GET /wps/deposits/limits: limits in force, increases waiting out 24 h, what is used. */
export function getDepositLimits(signal?: AbortSignal) {
  return request(depositsContract.limits, { signal });
}

export function depositLimitsQueryOptions() {
  return queryOptions({ queryKey: depositKeys.limits(), queryFn: ({ signal }) => getDepositLimits(signal) });
}
