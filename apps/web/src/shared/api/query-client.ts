import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { systemKeys } from '../system/system-keys';
import { ApiError } from './client';

/** Codes with which guarded calls are refused while the site is under maintenance or blocked. */
const STATUS_CODES = new Set(['maintenance', 'region_restricted']);

/** True for an API error telling the site is now under maintenance or region-restricted. */
export function isSystemStatusError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 503 && STATUS_CODES.has(error.code);
}

/**
 * The app's QueryClient. Any query or mutation refused with 503 maintenance/region_restricted
 * refetches the system status, which swaps the whole app for the matching screen.
 */
export function createAppQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isSystemStatusError(error) && query.queryKey[1] !== systemKeys.status[1]) {
          void client.invalidateQueries({ queryKey: systemKeys.status });
        }
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isSystemStatusError(error)) void client.invalidateQueries({ queryKey: systemKeys.status });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A refused (4xx/503) call will not succeed by asking again; network blips may.
        retry: (failures, error) =>
          failures < 2 &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          !isSystemStatusError(error),
        refetchOnWindowFocus: false,
      },
    },
  });
  return client;
}

/** The single client of this browser tab, shared by the app and by plain functions (openCustomerService). */
export const queryClient = createAppQueryClient();
