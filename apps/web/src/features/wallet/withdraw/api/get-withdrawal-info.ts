import { withdrawalsContract } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../../shared/api/client';
import { withdrawKeys } from './withdraw-keys';

/** GET /wps/withdrawals/info: available money, limits, turnover still required, bound accounts. */
export function getWithdrawalInfo(signal?: AbortSignal) {
  return request(withdrawalsContract.info, { signal });
}

export function withdrawalInfoQueryOptions() {
  return queryOptions({ queryKey: withdrawKeys.info(), queryFn: ({ signal }) => getWithdrawalInfo(signal) });
}
