import { promotionsContract, type RewardSource } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { withPathParams } from '../../../shared/api/path-params';
import type { SupportedLanguage } from '../../../shared/i18n/languages';

/** Query key prefix of the reward centre's lists (refreshed together after a claim). */
export const REWARDS_KEY = ['promotions', 'rewards'] as const;
export const REWARDS_PAGE_SIZE = 20;

/** GET /wps/member/rewards: waiting to be claimed ('claim') or the recent others ('done'), paged. */
export function rewardsQueryOptions(
  token: string | null,
  language: SupportedLanguage,
  status: 'claim' | 'done',
  page: number,
) {
  return queryOptions({
    queryKey: [...REWARDS_KEY, 'list', token, language, status, page] as const,
    queryFn: ({ signal }) =>
      request(promotionsContract.rewards, {
        query: { language, status, page, pageSize: REWARDS_PAGE_SIZE },
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export function claimReward(id: number, language: SupportedLanguage) {
  return request(withPathParams(promotionsContract.claimReward, { id }), { query: { language } });
}

export function claimAllRewards(language: SupportedLanguage) {
  return request(promotionsContract.claimAllRewards, { query: { language } });
}

export interface BonusFilter {
  source: RewardSource | null;
  from: string;
  to: string;
  page: number;
}

export const BONUS_PAGE_SIZE = 20;

/** GET /wps/member/bonus-details: rebate and bonus history with totals over the whole filter. */
export function bonusDetailsQueryOptions(
  token: string | null,
  language: SupportedLanguage,
  f: BonusFilter,
  enabled: boolean,
) {
  return queryOptions({
    queryKey: [...REWARDS_KEY, 'bonus-details', token, language, f] as const,
    queryFn: ({ signal }) =>
      request(promotionsContract.bonusDetails, {
        query: {
          language,
          ...(f.source ? { source: f.source } : {}),
          from: f.from,
          to: f.to,
          page: f.page,
          pageSize: BONUS_PAGE_SIZE,
        },
        signal,
      }),
    enabled: enabled && token !== null,
    placeholderData: keepPreviousData,
  });
}
