import { accountsContract, type MemberInfo } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

/** Keys of the accounts feature's server state. The token is in the key: a new session is new data. */
export const accountKeys = {
  memberInfo: (token: string | null) => ['accounts', 'memberInfo', token] as const,
  countryCodes: ['accounts', 'countryCodes'] as const,
};

/** GET /wps/member/info (spec §3 member info), for the token of this session. */
export function memberInfoQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: accountKeys.memberInfo(token),
    queryFn: ({ signal }): Promise<MemberInfo> => request(accountsContract.memberInfo, { signal }),
    enabled: token !== null,
    staleTime: 60_000,
    // A 401 means the session ended: retrying cannot help, the bootstrap signs out instead.
    retry: false,
  });
}
