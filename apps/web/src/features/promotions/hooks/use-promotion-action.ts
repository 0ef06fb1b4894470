import type { PromotionAction, PromotionView } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../../shared/i18n/use-language';
import { invalidatePromoSummary } from '../../../shared/promotions/promo-summary';
import { invalidateBalance } from '../../../shared/wallet/balance-query';
import { type ActionOutcome, PROMOTIONS_KEY, runPromotionAction } from '../api/promotions.api';

/**
 * Presses a promotion's button for the logged-in member. On success the promotion's views, the header's
 * counters and the balance (a claim pays at once) are asked again; the caller shows the outcome.
 */
export function usePromotionAction(promo: Pick<PromotionView, 'id'>) {
  const { language } = useLanguage();
  const client = useQueryClient();
  return useMutation<ActionOutcome, Error, PromotionAction>({
    mutationFn: (action) => runPromotionAction(action, promo.id, language),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
        invalidatePromoSummary(client),
        invalidateBalance(client),
      ]);
    },
  });
}
