import { contentContract, type Footer, type NoticeList } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../api/client';
import { sessionCached } from '../api/session-cache';
import type { SupportedLanguage } from '../i18n/languages';
import { useLanguage } from '../i18n/use-language';

/*
 * The two content calls that the layout, the home page and the notice/promotion pages all read. One
 * definition, one query key: whichever screen asks first fetches, the others reuse it.
 */

/** GET /wps/notice/list with the spec's constants (types B,PL,PU,PR; platform W; execution B). */
export function fetchNotices(language: SupportedLanguage, signal?: AbortSignal): Promise<NoticeList> {
  return request(contentContract.notices, {
    query: { types: 'B,PL,PU,PR', platform: 'W', execution: 'B', language },
    signal,
  });
}

/**
 * Notices, banners, popups and promotions of one language. The language is in the key so a switch
 * refetches; the value is kept in sessionStorage as the spec asks (spec §9).
 */
export function noticesQueryOptions(language: SupportedLanguage) {
  return queryOptions({
    queryKey: ['content', 'notices', language] as const,
    ...sessionCached(`notices:${language}`, (signal) => fetchNotices(language, signal)),
    staleTime: 5 * 60_000,
  });
}

/** Notices of the current language. */
export function useNoticeList() {
  const { language } = useLanguage();
  return useQuery(noticesQueryOptions(language));
}

export type Promotion = NoticeList['promotion'][number];

/** GET /wps/content/footer: vendors (with the categories they serve) and licences; one fetch per visit. */
export function footerQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'footer'] as const,
    queryFn: ({ signal }): Promise<Footer> => request(contentContract.footer, { signal }),
    staleTime: 30 * 60_000,
  });
}
