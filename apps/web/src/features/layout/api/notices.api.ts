import { contentContract, type NoticeList } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { sessionCached } from '../../../shared/api/session-cache';
import type { SupportedLanguage } from '../../../shared/i18n/languages';

/** GET /wps/notice/list with the spec's constants (types B,PL,PU,PR; platform W; execution B). */
export function fetchNotices(language: SupportedLanguage, signal?: AbortSignal): Promise<NoticeList> {
  return request(contentContract.notices, {
    query: { types: 'B,PL,PU,PR', platform: 'W', execution: 'B', language },
    signal,
  });
}

/**
 * Notices, banners, popups and promotions of one language. The language is in the key so a
 * switch refetches; the value is kept in sessionStorage as the spec asks (spec §9).
 */
export function noticesQueryOptions(language: SupportedLanguage) {
  return queryOptions({
    queryKey: ['content', 'notices', language] as const,
    ...sessionCached(`notices:${language}`, (signal) => fetchNotices(language, signal)),
    staleTime: 5 * 60_000,
  });
}
