import { contentContract, type Footer } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

/**
 * Vendor choices of the filter: the footer's vendor catalogue (code, name, categories). Same key as
 * the layout's footer query, so the page reuses the fetch the footer already made.
 */
export function vendorOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'footer'] as const,
    queryFn: ({ signal }): Promise<Footer> => request(contentContract.footer, { signal }),
    staleTime: 30 * 60_000,
  });
}
