import type { BadgedPage } from './centre-pages';

/**
 * Unread counts for the badged menu entries. No unread API exists yet: missions, inbox and the
 * reward centre arrive with their own issues, and each will feed its count here. Until then the
 * counts are 0, so no badge shows (a badge shows only above zero).
 */
export function useUnreadCounts(): Record<BadgedPage, number> {
  return { missionLeaderboard: 0, messageV2: 0, rewardCenter: 0 };
}
