import { contentContract, type Footer, type NoticeList } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { sessionCached } from '../../../shared/api/session-cache';
import type { SupportedLanguage } from '../../../shared/i18n/languages';

/*
 * The home page reads the same two calls as the layout (features may not import each other).
 * Keys and session-cache names are identical to the layout's, so the page shares their fetch
 * instead of repeating it.
 */

/** GET /wps/notice/list: the home page uses its promotions. */
export function fetchHomeNotices(language: SupportedLanguage, signal?: AbortSignal): Promise<NoticeList> {
  return request(contentContract.notices, {
    query: { types: 'B,PL,PU,PR', platform: 'W', execution: 'B', language },
    signal,
  });
}

export function homeNoticesQueryOptions(language: SupportedLanguage) {
  return queryOptions({
    queryKey: ['content', 'notices', language] as const,
    ...sessionCached(`notices:${language}`, (signal) => fetchHomeNotices(language, signal)),
    staleTime: 5 * 60_000,
  });
}

/** GET /wps/content/footer: the vendor catalogue (with the categories each serves). */
export function fetchHomeVendors(signal?: AbortSignal): Promise<Footer> {
  return request(contentContract.footer, { signal });
}

export function homeVendorsQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'footer'] as const,
    queryFn: ({ signal }) => fetchHomeVendors(signal),
    staleTime: 30 * 60_000,
  });
}
