import type { GameType } from '@app/contracts';
import type { CategoryKey } from '../../../shared/catalogue/categories';

/** The lobby (route segment) of each game type; /elott serves both lotteries (spec §2). */
export const CATEGORY_OF_TYPE: Readonly<Record<GameType, CategoryKey>> = {
  RNG: 'rng',
  LIVE: 'live',
  FISH: 'fish',
  PVP: 'pvp',
  SPORTS: 'sports',
  ESPORTS: 'esports',
  ELOTT: 'elott',
  LOTT: 'elott',
  COCKFIGHT: 'cockfight',
};

/** Spec §3 vendor groups: cockfight vendors belong to sports in the menus but play on /cockfight. */
export const COCKFIGHT_VENDORS: readonly string[] = ['DS88', 'DIG', 'WS168'];

/** Sports vendors with a page of their own (spec §2 /fbsports "a sports vendor page"). */
export const SPORTS_VENDOR_ROUTES: Readonly<Record<string, string>> = { FB: '/fbsports' };

/**
 * Where a vendor click of the bottom navigation goes (spec §2): the lobby of the vendor's category
 * with the vendor selected; slot vendors through ?vassalage= (the RNG start stores the vendor
 * first); cockfight vendors to /cockfight; a sports vendor with its own page to that page.
 */
export function vendorRoute(gameType: GameType, vassalage: string): string {
  const code = vassalage.toUpperCase();
  const q = encodeURIComponent(vassalage);
  if (gameType === 'COCKFIGHT' || COCKFIGHT_VENDORS.includes(code)) return `/cockfight?page=${q}`;
  if (gameType === 'SPORTS' || gameType === 'ESPORTS') {
    const own = SPORTS_VENDOR_ROUTES[code];
    if (own) return own;
  }
  if (gameType === 'RNG') return `/rng?vassalage=${q}`;
  return `/${CATEGORY_OF_TYPE[gameType]}?page=${q}`;
}
