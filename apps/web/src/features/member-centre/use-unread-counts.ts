import { usePromoSummary } from '../../shared/promotions/promo-summary';
import type { BadgedPage } from './centre-pages';

/**
 * Unread counts for the badged menu entries. The reward centre's is the number of rewards waiting to be
 * claimed (issue 16; it drops as soon as a claim succeeds). Missions and inbox arrive with their own
 * issues and feed their counts here; until then they are 0, so no badge shows (only above zero).
 */
export function useUnreadCounts(): Record<BadgedPage, number> {
  const { rewardCount } = usePromoSummary();
  return { missionLeaderboard: 0, messageV2: 0, rewardCenter: rewardCount };
}
