import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/connect.js';
import type { DrawnDraw, LobbyGame, OpenDraw } from './lobby.items.js';
import { searchTextOf } from './lobby.items.js';
import { loadGames, loadLastDrawn, loadOpenDraws } from './lobby.repository.js';

/**
 * What every lobby answer is built from, held in memory per node: the games, each game's open draw and its
 * newest result. The lobby's open-number call is repeated by every visitor every few seconds; answering
 * it from this snapshot (three small queries at most once per `ttlMs`, however many requests wait) is
 * what keeps it fast under load. Countdowns are computed per request from the clock, so a snapshot up to
 * `ttlMs` old only delays a new draw or result by that much, never a countdown. Past `ttlMs` it is loaded
 * again while it still answers, for up to one more `ttlMs`; after invalidate() callers wait for the load.
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
  let current: LobbySnapshot | null = null;
  /** The load under way, and when it began. */
  let loading: { at: number; done: Promise<LobbySnapshot> } | null = null;
  let generation = 0;
  let started = 0;
  let applied = 0;

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

  /** A load that began at most `ttl` before `now` (the one under way, or a new one). */
  function refresh(now: number): Promise<LobbySnapshot> {
    if (loading && now >= loading.at && now - loading.at < ttl) return loading.done;
    const gen = generation;
    const seq = ++started;
    const done: Promise<LobbySnapshot> = load(new Date(now))
      .then((s) => {
        // The newest load wins, whatever order they end in; none from before invalidate().
        if (gen === generation && seq > applied) {
          current = s;
          applied = seq;
        }
        return s;
      })
      .finally(() => {
        if (loading?.done === done) loading = null;
      });
    // Nobody may await it (the stale snapshot answers): a failure is the next caller's to see.
    done.catch(() => {});
    loading = { at: now, done };
    return done;
  }

  return {
    get() {
      const now = deps.clock.now().getTime();
      // Not from the future (a test clock moved back), and not forgotten by invalidate().
      const age = current && now >= current.at ? now - current.at : Number.POSITIVE_INFINITY;
      if (age < ttl) return Promise.resolve(current!);
      const next = refresh(now);
      // Stale while it loads again: up to one more ttl, the snapshot just out of date answers at once instead
      // of every request of that moment waiting for the queries (a stall every ttl, the p99 under load).
      return age < 2 * ttl ? Promise.resolve(current!) : next;
    },
    invalidate() {
      generation++;
      current = null;
      loading = null;
    },
  };
}
