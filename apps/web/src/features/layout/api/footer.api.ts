import { contentContract, type Footer } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

/** GET /wps/content/footer: vendors (with the categories they serve) and licences. */
export function fetchFooter(signal?: AbortSignal): Promise<Footer> {
  return request(contentContract.footer, { signal });
}

/** Vendors and licences change rarely; one fetch per visit is plenty. */
export function footerQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'footer'] as const,
    queryFn: ({ signal }) => fetchFooter(signal),
    staleTime: 30 * 60_000,
  });
}
