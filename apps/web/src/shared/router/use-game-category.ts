import { useLocation } from 'react-router';

/** Game categories a lobby route can stand for (spec §1); /elott serves ELOTT and LOTT. */
export const GAME_CATEGORIES = ['LIVE', 'SPORTS', 'ESPORTS', 'PVP', 'RNG', 'FISH', 'COCKFIGHT', 'ELOTT'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/**
 * The route parameter 'games' (the first path segment of a lobby route) upper-cased into the
 * game category, or null when the segment is not a category.
 */
export function gameCategoryFromPath(pathname: string): GameCategory | null {
  const games = (pathname.split('/')[1] ?? '').toUpperCase();
  return (GAME_CATEGORIES as readonly string[]).includes(games) ? (games as GameCategory) : null;
}

/** The game category of the current lobby route (e.g. /live → 'LIVE'). */
export function useGameCategory(): GameCategory | null {
  return gameCategoryFromPath(useLocation().pathname);
}
