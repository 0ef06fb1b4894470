import { promotionsContract } from '@app/contracts';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '../api/client';
import { realtime } from '../realtime/realtime-store';
import { useIsTrial, useSession } from '../session/session';

/**
 * The member's promotion counters (spec §3 availablePromoCount, and the reward centre's badge): one
 * query read by the header and the member-centre menu. It lives in shared/ so the layout, the member
 * centre and the promotion screens read and refresh it without importing each other.
 */
export const PROMO_SUMMARY_KEY = ['promotions', 'summary'] as const;

export type PromoSummary = { availablePromoCount: number; rewardCount: number };

export function promoSummaryQueryOptions(token: string | null, enabled = true) {
  return queryOptions({
    queryKey: [...PROMO_SUMMARY_KEY, token] as const,
    queryFn: ({ signal }): Promise<PromoSummary> => request(promotionsContract.summary, { signal }),
    enabled: enabled && token !== null,
    // New rewards come from jobs (rebate after a period closes) and deposits: looked at again now and then.
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    retry: false,
  });
}

/** The counters of the logged-in real account; zeros for visitors and trial accounts (no request). */
export function usePromoSummary(): PromoSummary {
  const token = useSession((s) => s.token);
  const trial = useIsTrial();
  const client = useQueryClient();
  const { data } = useQuery(promoSummaryQueryOptions(token || null, !trial));
  useEffect(() => followNotices(client), [client]);
  return data ?? { availablePromoCount: 0, rewardCount: 0 };
}

// Every mounted reader of the counters shares one listener (the header has two: desktop and phone bars).
let listeners = 0;
let stop: (() => void) | null = null;

/**
 * A personal notice (a deposit credited, a withdrawal decided …) is when rewards are offered and promotions
 * change: the counters and every promotion view are read again at once, not minutes later.
 */
function followNotices(client: QueryClient): () => void {
  listeners += 1;
  stop ??= realtime.onPersonal((event) => {
    if (event.type === 'notice') void client.invalidateQueries({ queryKey: ['promotions'] });
  });
  return () => {
    listeners -= 1;
    if (listeners === 0) {
      stop?.();
      stop = null;
    }
  };
}

/**
 * After claiming `claimed` rewards: the badge drops at once (the answer is known), then both counters are
 * asked again (a claim can change what promotions offer too).
 */
export function afterRewardsClaimed(client: QueryClient, claimed: number): Promise<void> {
  client.setQueriesData<PromoSummary>({ queryKey: PROMO_SUMMARY_KEY }, (old) =>
    old ? { ...old, rewardCount: Math.max(0, old.rewardCount - claimed) } : old,
  );
  return invalidatePromoSummary(client);
}

/** Asks both counters again (after joining, claiming or signing in to a promotion). */
export function invalidatePromoSummary(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: PROMO_SUMMARY_KEY });
}
