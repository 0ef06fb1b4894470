import {
  type PromotionAction,
  type PromotionView,
  promotionsContract,
  promotionsRebateContract,
  type Reward,
} from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { withPathParams } from '../../../shared/api/path-params';
import type { SupportedLanguage } from '../../../shared/i18n/languages';

/** Query key prefix of every promotion view (list and detail), refreshed together after an action. */
export const PROMOTIONS_KEY = ['promotions', 'views'] as const;

/**
 * The visible promotions: with the member's status and action when logged in (GET /wps/member/promotions),
 * the visitor's view otherwise (GET /wps/promotions). All categories at once: the tabs filter and count locally.
 */
export function promotionsQueryOptions(token: string | null, language: SupportedLanguage) {
  return queryOptions({
    queryKey: [...PROMOTIONS_KEY, 'list', token, language] as const,
    queryFn: async ({ signal }): Promise<PromotionView[]> => {
      const query = { language };
      const value = token
        ? await request(promotionsContract.memberList, { query, signal })
        : await request(promotionsContract.list, { query, signal });
      return value.items;
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** One promotion with its rules, status, progress and period countdown. */
export function promotionQueryOptions(token: string | null, language: SupportedLanguage, id: number) {
  return queryOptions({
    queryKey: [...PROMOTIONS_KEY, 'detail', token, language, id] as const,
    queryFn: ({ signal }): Promise<PromotionView> => {
      const input = { query: { language }, signal };
      return token
        ? request(withPathParams(promotionsContract.memberDetail, { id }), input)
        : request(withPathParams(promotionsContract.detail, { id }), input);
    },
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** What an action answers: the promotion as it is now, and the reward it paid or offered (if any). */
export interface ActionOutcome {
  promotion: PromotionView;
  reward: Reward | null;
}

/** Presses a promotion's button: join, apply, claim or daily sign-in. */
export async function runPromotionAction(
  action: PromotionAction,
  id: number,
  language: SupportedLanguage,
): Promise<ActionOutcome> {
  const query = { language };
  switch (action) {
    case 'join':
      return { promotion: await request(withPathParams(promotionsContract.join, { id }), { query }), reward: null };
    case 'apply':
      return {
        promotion: await request(withPathParams(promotionsContract.apply, { id }), { query, body: {} }),
        reward: null,
      };
    case 'claim':
      return request(withPathParams(promotionsContract.claim, { id }), { query });
    case 'signin':
      return request(withPathParams(promotionsContract.signin, { id }), { query });
  }
}

/** The member's rebate and cashback earned so far this period (an estimate until the period closes). */
export function rebateEstimatesQueryOptions(token: string | null, enabled: boolean) {
  return queryOptions({
    queryKey: ['promotions', 'rebate-estimates', token] as const,
    queryFn: ({ signal }) => request(promotionsRebateContract.estimates, { signal }),
    enabled: enabled && token !== null,
    staleTime: 30_000,
  });
}
