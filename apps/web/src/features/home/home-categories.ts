import type { GameType } from '@app/contracts';

/** A category tile of the home page. */
export interface HomeCategory {
  key: 'live' | 'sports' | 'rng' | 'fish' | 'pvp' | 'esports' | 'elott' | 'cockfight';
  path: string;
  gameTypes: readonly GameType[];
}

/** Same order as the navigation; /elott lists electronic and classic lottery vendors. */
export const HOME_CATEGORIES: readonly HomeCategory[] = [
  { key: 'live', path: '/live', gameTypes: ['LIVE'] },
  { key: 'sports', path: '/sports', gameTypes: ['SPORTS'] },
  { key: 'rng', path: '/rng', gameTypes: ['RNG'] },
  { key: 'fish', path: '/fish', gameTypes: ['FISH'] },
  { key: 'pvp', path: '/pvp', gameTypes: ['PVP'] },
  { key: 'esports', path: '/esports', gameTypes: ['ESPORTS'] },
  { key: 'elott', path: '/elott', gameTypes: ['ELOTT', 'LOTT'] },
  { key: 'cockfight', path: '/cockfight', gameTypes: ['COCKFIGHT'] },
];

/** Motif of the generated art per category (the server's art motifs). */
const MOTIF: Record<HomeCategory['key'], string> = {
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
function artSlug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 64) || 'art'
  );
}

/** Square category artwork with the (translated) title drawn in. */
export function categoryArtUrl(key: HomeCategory['key'], title: string): string {
  return `/media/art/category/${key}.svg?${new URLSearchParams({ t: title })}`;
}

/** 4:3 vendor scene: colours from the vendor, motif from the category, the vendor's name as title. */
export function vendorArtUrl(code: string, name: string, key: HomeCategory['key']): string {
  return `/media/art/game/${artSlug(code)}.svg?${new URLSearchParams({ t: name, m: MOTIF[key] })}`;
}

/** Where a vendor click goes: its category lobby with the vendor selected (?page=, spec §2). */
export function vendorLink(category: HomeCategory, code: string): string {
  return `${category.path}?page=${encodeURIComponent(code)}`;
}

/** Vendors of a category, hot first. */
export function vendorsOf<V extends { gameTypes: readonly string[]; isHot: boolean }>(
  vendors: readonly V[],
  category: HomeCategory,
): V[] {
  const types: readonly string[] = category.gameTypes;
  return vendors
    .filter((v) => v.gameTypes.some((g) => types.includes(g)))
    .sort((a, b) => Number(b.isHot) - Number(a.isHot));
}
