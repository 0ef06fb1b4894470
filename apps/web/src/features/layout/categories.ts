/** A game category of the bottom navigation (spec §1, §2). */
export interface NavCategory {
  /** Route segment and i18n key. */
  key: CategoryKey;
  path: string;
  /** Game type the vendors declare (footer vendor gameTypes). */
  gameType: string;
}

export type CategoryKey = 'live' | 'sports' | 'rng' | 'fish' | 'pvp' | 'esports' | 'elott' | 'cockfight';

/** Order follows what players look for first on Vietnamese lobbies: live casino, sports, slots. */
export const NAV_CATEGORIES: readonly NavCategory[] = [
  { key: 'live', path: '/live', gameType: 'LIVE' },
  { key: 'sports', path: '/sports', gameType: 'SPORTS' },
  { key: 'rng', path: '/rng', gameType: 'RNG' },
  { key: 'fish', path: '/fish', gameType: 'FISH' },
  { key: 'pvp', path: '/pvp', gameType: 'PVP' },
  { key: 'esports', path: '/esports', gameType: 'ESPORTS' },
  // /elott serves both electronic lottery and the lottery lobby (spec §2).
  { key: 'elott', path: '/elott', gameType: 'ELOTT' },
  { key: 'cockfight', path: '/cockfight', gameType: 'COCKFIGHT' },
];
