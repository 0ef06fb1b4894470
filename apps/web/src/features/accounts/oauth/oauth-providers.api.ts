import { type OauthProvider, oauthContract } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

export const oauthKeys = { providers: ['oauth', 'providers'] as const };

/** The sign-in providers the operator configured (ids only); they change only with a server restart. */
export function oauthProvidersQueryOptions() {
  return queryOptions({
    queryKey: oauthKeys.providers,
    queryFn: async ({ signal }): Promise<OauthProvider[]> =>
      (await request(oauthContract.providers, { signal })).providers.map((p) => p.id),
    staleTime: 60 * 60_000,
    retry: 1,
  });
}

/** Where the browser goes to start a sign-in (a full navigation: the provider's page replaces ours). */
export function oauthStartUrl(provider: OauthProvider, popup: boolean): string {
  return `${oauthContract.start.path.replace(':provider', provider)}${popup ? '?popup=1' : ''}`;
}
