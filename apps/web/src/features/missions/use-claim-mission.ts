import { useMutation, useQueryClient } from '@tanstack/react-query';
import { afterMissionClaimed, MISSIONS_KEY } from '../../shared/missions';
import { invalidatePromoSummary } from '../../shared/promotions/promo-summary';
import { invalidateBalance } from '../../shared/wallet/balance-query';
import { claimMission } from './api/missions.api';

/**
 * Claims a complete mission. The badge drops at once; the list, the balance (bonus rewards are paid to the
 * wallet) and the promotion counters are asked again. A refusal (already claimed elsewhere, not complete
 * any more after a reset) refreshes the list too.
 */
export function useClaimMission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => claimMission(id),
    onSuccess: () =>
      Promise.all([afterMissionClaimed(client), invalidateBalance(client), invalidatePromoSummary(client)]),
    onError: () => client.invalidateQueries({ queryKey: MISSIONS_KEY }),
  });
}
