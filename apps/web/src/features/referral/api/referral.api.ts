import { referralContract } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import type { SupportedLanguage } from '../../../shared/i18n/languages';

export const REFERRAL_KEY = ['referral', 'member'] as const;
export const FRIENDS_PAGE_SIZE = 10;

/** GET /wps/member/referral: the member's code, link path, rules and totals. */
export function referralQueryOptions(token: string | null, language: SupportedLanguage) {
  return queryOptions({
    queryKey: [...REFERRAL_KEY, 'me', token, language] as const,
    queryFn: ({ signal }) => request(referralContract.member, { query: { language }, signal }),
    enabled: token !== null,
  });
}

/** GET /wps/member/referral/friends: friends newest first, masked. */
export function friendsQueryOptions(token: string | null, page: number) {
  return queryOptions({
    queryKey: [...REFERRAL_KEY, 'friends', token, page] as const,
    queryFn: ({ signal }) =>
      request(referralContract.friends, { query: { page, pageSize: FRIENDS_PAGE_SIZE }, signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    // A friend's deposit or bets qualify them by a job: looked at again while the page is open.
    refetchInterval: 60_000,
  });
}

export function bindCode(code: string) {
  return request(referralContract.bind, { body: { code } });
}
