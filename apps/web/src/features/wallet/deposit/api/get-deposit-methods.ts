import { depositsContract } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../../shared/api/client';
import { depositKeys } from './deposit-keys';

/** GET /wps/deposits/methods: the enabled methods, names in `language`, min/max in minor units. */
export function getDepositMethods(language: 'vi' | 'en', signal?: AbortSignal) {
  return request(depositsContract.methods, { query: { language }, signal });
}

export function depositMethodsQueryOptions(language: 'vi' | 'en') {
  return queryOptions({
    queryKey: depositKeys.methods(language),
    queryFn: ({ signal }) => getDepositMethods(language, signal),
    staleTime: 60_000,
  });
}
