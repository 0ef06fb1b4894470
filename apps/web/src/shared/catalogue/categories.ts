import type { GameType } from '@app/contracts';

/** The game categories of the navigation, lobbies and home page (spec §1, §2), one table for all. */
export const CATEGORY_KEYS = ['live', 'sports', 'rng', 'fish', 'pvp', 'esports', 'elott', 'cockfight'] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

export interface GameCategory {
  /** Route segment and i18n key. */
  key: CategoryKey;
  path: string;
  /** Game types whose vendors the category lists. */
  gameTypes: readonly GameType[];
}

/**
 * Order follows what players look for first on Vietnamese lobbies: live casino, sports, slots.
 * /elott serves both electronic lottery and the classic lottery vendors (spec §2).
 */
export const GAME_CATEGORIES: readonly GameCategory[] = [
  { key: 'live', path: '/live', gameTypes: ['LIVE'] },
  { key: 'sports', path: '/sports', gameTypes: ['SPORTS'] },
  { key: 'rng', path: '/rng', gameTypes: ['RNG'] },
  { key: 'fish', path: '/fish', gameTypes: ['FISH'] },
  { key: 'pvp', path: '/pvp', gameTypes: ['PVP'] },
  { key: 'esports', path: '/esports', gameTypes: ['ESPORTS'] },
  { key: 'elott', path: '/elott', gameTypes: ['ELOTT', 'LOTT'] },
  { key: 'cockfight', path: '/cockfight', gameTypes: ['COCKFIGHT'] },
];

const BY_KEY = new Map(GAME_CATEGORIES.map((c) => [c.key, c]));
export const categoryByKey = (key: CategoryKey): GameCategory => BY_KEY.get(key)!;

/**
 * The route's 'games' parameter is its first path segment, upper-cased into the game category
 * (spec §2). Unknown segments give null.
 */
export function categoryFromPath(pathname: string): CategoryKey | null {
  const segment = pathname.split('/').filter(Boolean)[0]?.toLowerCase() ?? '';
  return BY_KEY.has(segment as CategoryKey) ? (segment as CategoryKey) : null;
}

/** Whether a vendor serves a category (any of its game types is one of the category's). */
function serves(vendor: { gameTypes: readonly string[] }, key: CategoryKey): boolean {
  const types: readonly string[] = categoryByKey(key).gameTypes;
  return vendor.gameTypes.some((g) => types.includes(g));
}

/** How many vendors serve a category (a count needs no sorting). */
export function vendorCountFor(vendors: readonly { gameTypes: readonly string[] }[], key: CategoryKey): number {
  return vendors.reduce((n, v) => (serves(v, key) ? n + 1 : n), 0);
}

/**
 * Vendor names (brands in Latin letters) in alphabetical order, case aside. Compared by code point rather than
 * by locale: the first locale comparison (localeCompare or a new collator) loads ICU's collation data,
 * 12–30 ms of a phone's main thread, for the home page's eight category counts and its vendor strip.
 */
function byName(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Vendors serving a category, hot ones first, then by name. */
export function vendorsFor<V extends { gameTypes: readonly string[]; isHot: boolean; name: string }>(
  vendors: readonly V[],
  key: CategoryKey,
): V[] {
  return vendors
    .filter((v) => serves(v, key))
    .sort((a, b) => Number(b.isHot) - Number(a.isHot) || byName(a.name, b.name));
}

/** Where a vendor click goes: its category lobby with the vendor selected (?page=, spec §2). */
export function vendorLink(key: CategoryKey, code: string): string {
  return `${categoryByKey(key).path}?page=${encodeURIComponent(code)}`;
}

/** Motif of the generated art per category (the server's art motifs). */
export const CATEGORY_MOTIF: Record<CategoryKey, string> = {
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
export function categoryArtUrl(key: CategoryKey, title: string): string {
  return `/media/art/category/${key}.svg?${new URLSearchParams({ t: title })}`;
}

/** 4:3 scene for a vendor card: colours from the vendor, motif from the category, its name as title. */
export function vendorArtUrl(code: string, name: string, key: CategoryKey): string {
  return `/media/art/game/${artSlug(code)}.svg?${new URLSearchParams({ t: name, m: CATEGORY_MOTIF[key] })}`;
}
