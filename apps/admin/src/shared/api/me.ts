import { operatorContract } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useToken } from '../session/session';
import { call } from './client';

/** The operator behind the session: role, permissions, TOTP state (GET /wps/operator/session). */
export const meQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['me', token],
    queryFn: ({ signal }) => call(operatorContract.me, { signal }),
    enabled: !!token,
    staleTime: 60_000,
    retry: false,
  });

export function useMe() {
  const token = useToken();
  return useQuery(meQuery(token));
}
