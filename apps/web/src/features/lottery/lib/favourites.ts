/**
 * Favourite lotteries, kept in this browser per username (spec §3: the lobby's Favourites list is local,
 * not a server list). Visitors keep theirs under the empty name.
 */
export const FAVOURITES_KEY_PREFIX = 'lotteryFavourites:';
const MAX_FAVOURITES = 100;

export const favouritesKey = (account: string | null) => `${FAVOURITES_KEY_PREFIX}${account ?? ''}`;

/** The saved game ids, or none when nothing (or something unreadable) is stored. */
export function readFavourites(storage: Pick<Storage, 'getItem'>, account: string | null): string[] {
  try {
    const raw: unknown = JSON.parse(storage.getItem(favouritesKey(account)) ?? '[]');
    return Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string').slice(0, MAX_FAVOURITES) : [];
  } catch {
    return [];
  }
}

/** Adds the game (first) or removes it, stores the list and returns it. */
export function toggleFavourite(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  account: string | null,
  gameId: string,
): string[] {
  const cur = readFavourites(storage, account);
  const next = cur.includes(gameId) ? cur.filter((g) => g !== gameId) : [gameId, ...cur].slice(0, MAX_FAVOURITES);
  try {
    storage.setItem(favouritesKey(account), JSON.stringify(next));
  } catch {
    // Storage full or refused (private mode): the list still changes for this page.
  }
  return next;
}
