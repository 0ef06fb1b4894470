import { transfersContract, type UplineInfo } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../../shared/api/client';

/** Query keys of the transfer-to-agent page (the token in the key: another session is other data). */
export const uplineKeys = {
  all: ['wallet', 'transferUpline'] as const,
  info: (token: string | null) => ['wallet', 'transferUpline', 'info', token] as const,
  paymentPassword: (token: string | null) => ['wallet', 'transferUpline', 'paymentPassword', token] as const,
};

/** GET /wps/transfers/upline: the upline, downline (agents), the operator's rules, available, recent transfers. */
export function fetchUplineInfo(signal?: AbortSignal): Promise<UplineInfo> {
  return request(transfersContract.uplineInfo, { signal });
}

export function uplineInfoQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: uplineKeys.info(token),
    queryFn: ({ signal }) => fetchUplineInfo(signal),
    enabled: token !== null,
    staleTime: 5_000,
  });
}
