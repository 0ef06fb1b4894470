import { accountsContract } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { sessionCached } from '../../../shared/api/session-cache';
import { accountKeys } from './member-info.api';

/** Dialing codes offered by the SMS login (fetched on start, spec §4; cheap and cached for the tab). */
export function countryCodesQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.countryCodes,
    ...sessionCached('countryCodes', (signal) => request(accountsContract.countryCodes, { signal })),
    staleTime: 60 * 60_000,
  });
}
