/**
 * The product categories promotions speak of (rebate rates, wagering weights, estimates), and how a bet's
 * catalogue game type maps to one. The same mapping is the `category` column of the SQL view
 * settled_wagers (migration 0195): change both together.
 */
export const WAGER_CATEGORIES = ['slots', 'live', 'fish', 'sports', 'esports', 'lottery', 'pvp', 'cockfight'] as const;
export type WagerCategory = (typeof WAGER_CATEGORIES)[number];

/** The category of a bet whose `bets.category` (catalogue game type: RNG, LIVE, LOTT…) is `gameType`. */
export function wagerCategoryOf(gameType: string): string {
  switch (gameType) {
    case 'RNG':
      return 'slots';
    case 'LOTT':
    case 'ELOTT':
      return 'lottery';
    default:
      return gameType.toLowerCase();
  }
}
