import { contentContract, type Footer } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

/**
 * The vendor catalogue comes with the footer call (GET /wps/content/footer) until the games
 * issue adds a vendor list. Same key as the layout's footer query so both share one fetch.
 */
export function fetchFooterVendors(signal?: AbortSignal): Promise<Footer> {
  return request(contentContract.footer, { signal });
}

export function footerVendorsQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'footer'] as const,
    queryFn: ({ signal }) => fetchFooterVendors(signal),
    staleTime: 30 * 60_000,
  });
}
