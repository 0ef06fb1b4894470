import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/connect.js';
import { createRevalidatingCache } from '../../../platform/revalidating-cache.js';
import type { DrawnDraw, LobbyGame, OpenDraw } from './lobby.items.js';
import { searchTextOf } from './lobby.items.js';
import { loadGames, loadLastDrawn, loadOpenDraws } from './lobby.repository.js';

/**
 * What every lobby answer is built from, held in memory per node: the games, each game's open draw and its
 * newest result. The lobby's open-number call is repeated by every visitor every few seconds; answering
 * it from this snapshot (three small queries at most once per `ttlMs`, however many requests wait) is
 * what keeps it fast under load. Countdowns are computed per request from the clock, so a snapshot up to
 * `ttlMs` old only delays a new draw or result by that much, never a countdown. Past `ttlMs` it is loaded
 * again while it still answers, for up to one more `ttlMs` (platform/revalidating-cache.ts); after
 * invalidate() callers wait for the load.
 */
export interface LobbySnapshot {
  at: number;
  games: (LobbyGame & { minStake: number; searchText: string })[];
  byGame: Map<string, LobbyGame & { minStake: number; searchText: string }>;
  open: Map<string, OpenDraw>;
  last: Map<string, DrawnDraw>;
}

export interface SnapshotSource {
  get(): Promise<LobbySnapshot>;
  /** Forget the snapshot (a test that changed the tables, an operator's change on this node). */
  invalidate(): void;
}

export function createSnapshotSource(deps: { db: Db; clock: Clock; ttlMs?: number }): SnapshotSource {
  const ttl = deps.ttlMs ?? 1_000;
  // One key: the snapshot is the whole lobby.
  const cache = createRevalidatingCache<'lobby', LobbySnapshot>({ clock: deps.clock });

  async function load(now: Date): Promise<LobbySnapshot> {
    const games = (await loadGames(deps.db)).map((g) => ({ ...g, searchText: searchTextOf(g) }));
    const codes = games.map((g) => g.game);
    const [open, last] = await Promise.all([loadOpenDraws(deps.db, codes, now), loadLastDrawn(deps.db, codes)]);
    return {
      at: now.getTime(),
      games,
      byGame: new Map(games.map((g) => [g.game, g])),
      open: new Map(open.map((d) => [d.game, d])),
      last: new Map(last.map((d) => [d.game, d])),
    };
  }

  return {
    get: () => cache.get('lobby', ttl, load),
    invalidate: () => cache.invalidate(),
  };
}
