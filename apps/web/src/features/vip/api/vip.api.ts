import { vipContract } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import type { SupportedLanguage } from '../../../shared/i18n/languages';

/** GET /wps/vip/levels: the levels table and the rolling window (public). */
export function vipLevelsQueryOptions() {
  return queryOptions({
    queryKey: ['vip', 'levels'] as const,
    queryFn: ({ signal }) => request(vipContract.levels, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /wps/member/vip: the member's level and progress (refetched on focus: deposits and bets move it). */
export function memberVipQueryOptions(token: string | null, language: SupportedLanguage) {
  return queryOptions({
    queryKey: ['vip', 'member', token, language] as const,
    queryFn: ({ signal }) => request(vipContract.member, { query: { language }, signal }),
    enabled: token !== null,
    staleTime: 10_000,
  });
}
