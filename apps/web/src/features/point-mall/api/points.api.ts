import { type PointsRewardKind, pointsContract, type RedeemStatus, withdrawalsContract } from '@app/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import type { SupportedLanguage } from '../../../shared/i18n/languages';

/** Every points query starts with this key: a redeem or a conversion asks all of them again. */
export const POINTS_KEY = ['points'] as const;
export const RECORDS_PAGE_SIZE = 10;

/** GET /wps/points/config: earning rates and conversion (public). */
export function pointsConfigQueryOptions() {
  return queryOptions({
    queryKey: [...POINTS_KEY, 'config'] as const,
    queryFn: ({ signal }) => request(pointsContract.config, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /wps/points/rewards: the mall's catalogue in the page's language, optionally one kind. */
export function rewardsQueryOptions(language: SupportedLanguage, kind: PointsRewardKind | null) {
  return queryOptions({
    queryKey: [...POINTS_KEY, 'rewards', language, kind] as const,
    queryFn: ({ signal }) => request(pointsContract.rewards, { query: { language, kind: kind ?? undefined }, signal }),
    staleTime: 30_000,
  });
}

/** GET /wps/member/points: the member's balance (refetched on focus: bets and deposits earn points). */
export function pointsBalanceQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...POINTS_KEY, 'balance', token] as const,
    queryFn: ({ signal }) => request(pointsContract.balance, { signal }),
    enabled: token !== null,
    staleTime: 10_000,
  });
}

export function redemptionsQueryOptions(
  token: string | null,
  language: SupportedLanguage,
  page: number,
  status: RedeemStatus | null,
) {
  return queryOptions({
    queryKey: [...POINTS_KEY, 'redemptions', token, language, page, status] as const,
    queryFn: ({ signal }) =>
      request(pointsContract.redemptions, {
        query: { language, page, pageSize: RECORDS_PAGE_SIZE, status: status ?? undefined },
        signal,
      }),
    enabled: token !== null,
  });
}

export function changesQueryOptions(token: string | null, page: number) {
  return queryOptions({
    queryKey: [...POINTS_KEY, 'changes', token, page] as const,
    queryFn: ({ signal }) => request(pointsContract.changes, { query: { page, pageSize: RECORDS_PAGE_SIZE }, signal }),
    enabled: token !== null,
  });
}

/** GET /wps/member/payment-password: redeem and convert need one. */
export function paymentPasswordQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...POINTS_KEY, 'payment-password', token] as const,
    queryFn: ({ signal }) => request(withdrawalsContract.paymentPassword, { signal }),
    enabled: token !== null,
  });
}

export interface RedeemInput {
  rewardId: number;
  quantity: string;
  password: string;
  address: { name: string; phone: string; address: string } | null;
}

export function redeem(input: RedeemInput, language: SupportedLanguage) {
  return request(pointsContract.redeem, { query: { language }, body: input });
}

export function convertPoints(points: string, password: string) {
  return request(pointsContract.convert, { body: { points, password } });
}

export function invalidatePoints(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: POINTS_KEY });
}
