import { useUnreadMessage } from '../../shared/inbox/unread-messages';
import { useMissionSummary } from '../../shared/missions';
import { usePromoSummary } from '../../shared/promotions/promo-summary';
import type { BadgedPage } from './centre-pages';

/**
 * Unread counts for the badged menu entries (spec §2: a badge only above zero), each a live server figure:
 * missions complete and not yet claimed (shared/missions), unread messages (shared/inbox: pushed on a new
 * message, dropped on read) and rewards waiting to be claimed (shared/promotions).
 */
export function useUnreadCounts(): Record<BadgedPage, number> {
  const { rewardCount } = usePromoSummary();
  const { count: missions } = useMissionSummary();
  const messages = useUnreadMessage();
  return { missionLeaderboard: missions, messageV2: messages, rewardCenter: rewardCount };
}
