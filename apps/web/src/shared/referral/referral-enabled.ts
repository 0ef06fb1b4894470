import { referralContract } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../api/client';

/**
 * Public state availablePromo (spec §3): whether "invite friends" (REFERRAL) is on. Read by the member centre's
 * menu and the referral page, so it lives in shared/ (features never import each other).
 */
export const availablePromoQueryOptions = () =>
  queryOptions({
    queryKey: ['referral', 'available-promo'] as const,
    queryFn: ({ signal }) => request(referralContract.available, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Whether REFERRAL is enabled: null while the server has not answered yet. */
export function useReferralState(): boolean | null {
  const { data, isError } = useQuery(availablePromoQueryOptions());
  if (isError) return false;
  return data ? data.availablePromo.some((p) => p.type === 'REFERRAL' && p.enabled) : null;
}

/** True once the server says REFERRAL is enabled; false while unknown or off (menus hide the entry). */
export function useReferralEnabled(): boolean {
  return useReferralState() === true;
}
