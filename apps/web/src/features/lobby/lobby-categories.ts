import type { GameType } from '@app/contracts';

/** Lobby routes (spec §2); /elott serves both electronic lottery and the lottery vendors. */
export const LOBBY_CATEGORIES = ['live', 'sports', 'rng', 'fish', 'pvp', 'esports', 'elott', 'cockfight'] as const;
export type LobbyCategory = (typeof LOBBY_CATEGORIES)[number];

/** Game types whose vendors a lobby lists. */
export const LOBBY_GAME_TYPES: Record<LobbyCategory, readonly GameType[]> = {
  live: ['LIVE'],
  sports: ['SPORTS'],
  rng: ['RNG'],
  fish: ['FISH'],
  pvp: ['PVP'],
  esports: ['ESPORTS'],
  elott: ['ELOTT', 'LOTT'],
  cockfight: ['COCKFIGHT'],
};

/**
 * The route's 'games' parameter is its first path segment, upper-cased into the game category
 * (spec §2). Unknown segments give null.
 */
export function categoryFromPath(pathname: string): LobbyCategory | null {
  const segment = pathname.split('/').filter(Boolean)[0]?.toLowerCase() ?? '';
  return (LOBBY_CATEGORIES as readonly string[]).includes(segment) ? (segment as LobbyCategory) : null;
}

/** Vendors serving a category, hot ones first, then by name. */
export function vendorsFor<V extends { gameTypes: readonly string[]; isHot: boolean; name: string }>(
  vendors: readonly V[],
  category: LobbyCategory,
): V[] {
  const types: readonly string[] = LOBBY_GAME_TYPES[category];
  return vendors
    .filter((v) => v.gameTypes.some((g) => types.includes(g)))
    .sort((a, b) => Number(b.isHot) - Number(a.isHot) || a.name.localeCompare(b.name));
}

/** Motif of the generated art per category (the server's art motifs). */
export const CATEGORY_MOTIF: Record<LobbyCategory, string> = {
  live: 'chips',
  sports: 'ball',
  rng: 'slot',
  fish: 'fish',
  pvp: 'cards',
  esports: 'controller',
  elott: 'lotto',
  cockfight: 'rooster',
};

/** The slug form the art route accepts: lower-case letters, digits and dashes. */
export function artSlug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 64) || 'art'
  );
}

/** Square category artwork with the (translated) title drawn in. */
export function categoryArtUrl(category: LobbyCategory, title: string): string {
  return `/media/art/category/${category}.svg?${new URLSearchParams({ t: title })}`;
}

/** 4:3 scene for a vendor card: colours from the vendor, motif from the category, its name as title. */
export function vendorArtUrl(code: string, name: string, category: LobbyCategory): string {
  return `/media/art/game/${artSlug(code)}.svg?${new URLSearchParams({ t: name, m: CATEGORY_MOTIF[category] })}`;
}
