import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { buildGamesIndex, type GamesIndex, loadIndexedGames } from './catalogue.games-index.js';
import {
  type CatalogueVendorRow,
  countGames,
  type GameCountRow,
  listMenus,
  listVendors,
  type MenuRow,
} from './catalogue.repository.js';

/**
 * Menus, vendors, game counts and the enabled games (indexed for getGameList): small, read on every
 * lobby call, changed only by an import or an operator's edit.
 */
export interface CatalogueSnapshot {
  menus: MenuRow[];
  vendors: CatalogueVendorRow[];
  counts: GameCountRow[];
  vendorByCode: Map<string, CatalogueVendorRow>;
  games: GamesIndex;
}

/** Postgres channel an import notifies so every server process drops its cached snapshot. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';
/** Upper bound on staleness when a notification is missed (e.g. an operator's manual SQL edit). */
const MAX_AGE_MS = 60_000;
/** Game-list pages kept as ready bytes (a page is ~15 small rows): enough for every category × vendor first page. */
const MAX_PAGES = 2000;
/**
 * Search answers kept apart from the pages, fewer of them: the terms many players type (a popular game's
 * name, the prefixes typed on the way to it) are answered as ready bytes, and random terms only push out
 * other searches, never the hot pages.
 */
const MAX_SEARCHES = 500;

/**
 * The snapshot cached in memory. Concurrent callers during a reload share one load; invalidate() is
 * called by an in-process import and by the LISTEN handler for imports run from the CLI.
 */
export function createCatalogueCache(deps: { db: Db; clock: Clock }) {
  let current: { snap: CatalogueSnapshot; at: number } | null = null;
  let loading: Promise<CatalogueSnapshot> | null = null;
  let generation = 0;
  // Game-list pages by their normalised filter. They change only when the catalogue does (an import or
  // an operator's edit), never by play, so they share the snapshot's invalidation and maximum age.
  const pages = new Map<string, { value: Promise<unknown>; at: number }>();
  const searches = new Map<string, { value: Promise<unknown>; at: number }>();

  async function load(): Promise<CatalogueSnapshot> {
    const gen = generation;
    const [menus, vendors, counts, games] = await Promise.all([
      listMenus(deps.db),
      listVendors(deps.db),
      countGames(deps.db),
      loadIndexedGames(deps.db),
    ]);
    const snap = {
      menus,
      vendors,
      counts,
      vendorByCode: new Map(vendors.map((v) => [v.code, v])),
      games: buildGamesIndex(games),
    };
    // An invalidation during the load means this snapshot may already be stale: serve it, keep none.
    if (gen === generation) current = { snap, at: deps.clock.now().getTime() };
    return snap;
  }

  async function get(): Promise<CatalogueSnapshot> {
    if (current && deps.clock.now().getTime() - current.at < MAX_AGE_MS) return current.snap;
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  }

  function invalidate(): void {
    generation += 1;
    current = null;
    loading = null;
    pages.clear();
    searches.clear();
  }

  /**
   * A cached page for `key`, loaded once by concurrent callers; a failed load is not kept. `search`
   * answers go to their own, smaller pool (the oldest out first in both).
   */
  function page<T>(key: string, loadPage: () => Promise<T>, opts: { search?: boolean } = {}): Promise<T> {
    const pool = opts.search ? searches : pages;
    const now = deps.clock.now().getTime();
    const hit = pool.get(key);
    if (hit && now - hit.at < MAX_AGE_MS) return hit.value as Promise<T>;
    if (hit) pool.delete(key);
    else if (pool.size >= (opts.search ? MAX_SEARCHES : MAX_PAGES)) pool.delete(pool.keys().next().value!);
    const value = loadPage();
    pool.set(key, { value, at: now });
    value.catch(() => {
      if (pool.get(key)?.value === value) pool.delete(key);
    });
    return value;
  }

  /** Subscribes to import notifications; returns the unsubscribe for app shutdown. */
  async function listen(): Promise<() => Promise<void>> {
    const sub = await deps.db.listen(CATALOGUE_CHANNEL, () => invalidate());
    return () => sub.unlisten();
  }

  return { get, invalidate, listen, page };
}
export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
