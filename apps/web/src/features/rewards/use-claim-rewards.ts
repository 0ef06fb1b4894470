import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../shared/i18n/use-language';
import { afterRewardsClaimed } from '../../shared/promotions/promo-summary';
import { invalidateWagering } from '../../shared/promotions/wagering-query';
import { invalidateBalance } from '../../shared/wallet/balance-query';
import { claimAllRewards, claimReward, REWARDS_KEY } from './api/rewards.api';

/**
 * Claim one reward or all of them. The badge drops at once by the number claimed (no reload), then the
 * lists, the counters, the balance and the wagering figures are asked again.
 */
export function useClaimRewards() {
  const { language } = useLanguage();
  const client = useQueryClient();
  const refresh = (claimed: number) =>
    Promise.all([
      afterRewardsClaimed(client, claimed),
      client.invalidateQueries({ queryKey: REWARDS_KEY }),
      invalidateBalance(client),
      invalidateWagering(client),
    ]);
  const one = useMutation({
    mutationFn: (id: number) => claimReward(id, language),
    onSuccess: () => refresh(1),
    // A reward that expired or was claimed elsewhere meanwhile: the list is stale either way.
    onError: () => client.invalidateQueries({ queryKey: REWARDS_KEY }),
  });
  const all = useMutation({
    mutationFn: () => claimAllRewards(language),
    onSuccess: (res) => refresh(res.claimed),
    onError: () => client.invalidateQueries({ queryKey: REWARDS_KEY }),
  });
  return { one, all };
}
