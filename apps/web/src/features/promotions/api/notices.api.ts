import { contentContract, type NoticeList } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { sessionCached } from '../../../shared/api/session-cache';
import type { SupportedLanguage } from '../../../shared/i18n/languages';
import { useLanguage } from '../../../shared/i18n/use-language';

/**
 * GET /wps/notice/list (types B,PL,PU,PR; platform W; execution B). Same query key and session
 * cache key as the layout's notices query, so the pages reuse what the banner area fetched.
 */
export function noticesQueryOptions(language: SupportedLanguage) {
  return queryOptions({
    queryKey: ['content', 'notices', language] as const,
    ...sessionCached(`notices:${language}`, (signal) =>
      request(contentContract.notices, {
        query: { types: 'B,PL,PU,PR', platform: 'W', execution: 'B', language },
        signal,
      }),
    ),
    staleTime: 5 * 60_000,
  });
}

/** Notices of the current language. */
export function useNoticeList() {
  const { language } = useLanguage();
  return useQuery(noticesQueryOptions(language));
}

export type Promotion = NoticeList['promotion'][number];
