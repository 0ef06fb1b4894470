import type { Clock } from './clock.js';

/**
 * Values kept per key for a moment, for reads that many requests repeat (the lottery lobby's snapshot and its
 * rendered answers). A key's value is loaded at most once per `ttlMs`, however many callers ask meanwhile.
 * Stale while revalidating: once a value is older than `ttlMs` it is loaded again in the background, and the
 * old value still answers at once for up to one more `ttlMs`, instead of every caller of that moment waiting for
 * the load (a stall every ttl: the p99 under load); past that, callers wait for the load.
 *
 * - A load under way is shared only if it began at most `ttlMs` before the caller (and not after it: a test's
 *   clock can move back): a caller never gets a value older than its own ttl allows.
 * - Loads can end out of order: the one that began last wins.
 * - A load nobody waits for may fail unseen; the next caller that has to wait sees its own load's failure.
 */
export interface RevalidatingCache<K, V> {
  get(key: K, ttlMs: number, load: (now: Date) => Promise<V>): Promise<V>;
  /** Forgets every value, and the loads under way: what they return is dropped. */
  invalidate(): void;
}

export function createRevalidatingCache<K, V>(deps: {
  clock: Clock;
  /** Most keys kept (the oldest stored goes first). */
  max?: number;
}): RevalidatingCache<K, V> {
  const max = deps.max ?? Number.POSITIVE_INFINITY;
  /** Each key's value, when its load began, and which load it was. */
  const kept = new Map<K, { at: number; seq: number; value: V }>();
  /** The load under way per key, and when it began. */
  const loading = new Map<K, { at: number; done: Promise<V> }>();
  let generation = 0;
  let started = 0;

  function startLoad(key: K, now: number, load: (now: Date) => Promise<V>): Promise<V> {
    const gen = generation;
    const seq = ++started;
    const done: Promise<V> = load(new Date(now))
      .then((value) => {
        if (gen === generation && (kept.get(key)?.seq ?? 0) < seq) {
          kept.delete(key);
          kept.set(key, { at: now, seq, value });
          if (kept.size > max) kept.delete(kept.keys().next().value as K);
        }
        return value;
      })
      .finally(() => {
        if (loading.get(key)?.done === done) loading.delete(key);
      });
    done.catch(() => {});
    loading.set(key, { at: now, done });
    return done;
  }

  return {
    get(key, ttlMs, load) {
      const now = deps.clock.now().getTime();
      const hit = kept.get(key);
      const age = hit && now >= hit.at ? now - hit.at : Number.POSITIVE_INFINITY;
      if (age < ttlMs) return Promise.resolve(hit!.value);
      const under = loading.get(key);
      const next = under && now >= under.at && now - under.at < ttlMs ? under.done : startLoad(key, now, load);
      return age < 2 * ttlMs ? Promise.resolve(hit!.value) : next;
    },
    invalidate() {
      generation++;
      kept.clear();
      loading.clear();
    },
  };
}
