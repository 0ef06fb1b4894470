import { describe, expect, it } from 'vitest';
import { ManualClock } from './clock.js';
import { createRevalidatingCache } from './revalidating-cache.js';

/** A load the test ends by hand, counting how many were started. */
function loads() {
  const started: { at: number; resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const load = (now: Date) =>
    new Promise<string>((resolve, reject) => {
      started.push({ at: now.getTime(), resolve, reject });
    });
  return { started, load };
}

const TTL = 100;
const flush = () => new Promise((r) => setImmediate(r));

describe('revalidating cache', () => {
  it('loads a key once for every caller of the moment, then answers from memory within the ttl', async () => {
    const clock = new ManualClock();
    const cache = createRevalidatingCache<string, string>({ clock });
    const { started, load } = loads();
    const a = cache.get('k', TTL, load);
    const b = cache.get('k', TTL, load);
    expect(started).toHaveLength(1);
    started[0]!.resolve('v1');
    expect(await a).toBe('v1');
    expect(await b).toBe('v1');
    clock.advance(TTL - 1);
    expect(await cache.get('k', TTL, load)).toBe('v1');
    expect(started).toHaveLength(1);
    // Another key is loaded on its own.
    void cache.get('other', TTL, load);
    expect(started).toHaveLength(2);
  });

  it('answers the stale value at once for one more ttl while it loads again, then waits', async () => {
    const clock = new ManualClock();
    const cache = createRevalidatingCache<string, string>({ clock });
    const { started, load } = loads();
    const first = cache.get('k', TTL, load);
    started[0]!.resolve('v1');
    await first;
    clock.advance(TTL + 10);
    // Stale: answered at once, and one reload began (shared by the next caller).
    expect(await cache.get('k', TTL, load)).toBe('v1');
    expect(await cache.get('k', TTL, load)).toBe('v1');
    expect(started).toHaveLength(2);
    expect(started[1]!.at).toBe(clock.now().getTime());
    // Past two ttls with the reload still under way: a caller waits for it.
    clock.advance(TTL);
    const waiting = cache.get('k', TTL, load);
    let answered: string | null = null;
    void waiting.then((v) => {
      answered = v;
    });
    await flush();
    expect(answered).toBeNull();
    // That reload began over a ttl before this caller: it gets a load of its own, not the old one.
    expect(started).toHaveLength(3);
    started[1]!.resolve('v2');
    await flush();
    expect(answered).toBeNull();
    started[2]!.resolve('v3');
    expect(await waiting).toBe('v3');
  });

  it('keeps the load that began last when loads end out of order', async () => {
    const clock = new ManualClock();
    const cache = createRevalidatingCache<string, string>({ clock });
    const { started, load } = loads();
    void cache.get('k', TTL, load);
    clock.advance(3 * TTL);
    void cache.get('k', TTL, load);
    expect(started).toHaveLength(2);
    started[1]!.resolve('newer');
    await flush();
    started[0]!.resolve('older');
    await flush();
    expect(await cache.get('k', TTL, load)).toBe('newer');
    expect(started).toHaveLength(2);
  });

  it('forgets values and drops what loads under way return after invalidate', async () => {
    const clock = new ManualClock();
    const cache = createRevalidatingCache<string, string>({ clock });
    const { started, load } = loads();
    const first = cache.get('k', TTL, load);
    cache.invalidate();
    started[0]!.resolve('before');
    // The caller that asked before still gets its answer, but it is not kept.
    expect(await first).toBe('before');
    const next = cache.get('k', TTL, load);
    expect(started).toHaveLength(2);
    started[1]!.resolve('after');
    expect(await next).toBe('after');
    expect(await cache.get('k', TTL, load)).toBe('after');
    expect(started).toHaveLength(2);
  });

  it('does not hand a caller a value from its future (a clock moved back)', async () => {
    const clock = new ManualClock('2026-01-01T00:00:10Z');
    const cache = createRevalidatingCache<string, string>({ clock });
    const { started, load } = loads();
    const first = cache.get('k', TTL, load);
    started[0]!.resolve('later');
    await first;
    clock.advance(-5_000);
    const again = cache.get('k', TTL, load);
    expect(started).toHaveLength(2);
    started[1]!.resolve('now');
    expect(await again).toBe('now');
  });

  it('shows a failed load to the caller that waits for it, and loads again for the next', async () => {
    const clock = new ManualClock();
    const cache = createRevalidatingCache<string, string>({ clock });
    const { started, load } = loads();
    const first = cache.get('k', TTL, load);
    started[0]!.reject(new Error('database away'));
    await expect(first).rejects.toThrow('database away');
    const second = cache.get('k', TTL, load);
    expect(started).toHaveLength(2);
    started[1]!.resolve('back');
    expect(await second).toBe('back');
  });

  it('keeps at most `max` keys, the oldest stored going first', async () => {
    const clock = new ManualClock();
    const cache = createRevalidatingCache<string, string>({ clock, max: 2 });
    let count = 0;
    const load = async () => `v${++count}`;
    await cache.get('a', TTL, load);
    await cache.get('b', TTL, load);
    await cache.get('c', TTL, load);
    expect(count).toBe(3);
    expect(await cache.get('b', TTL, load)).toBe('v2');
    expect(await cache.get('c', TTL, load)).toBe('v3');
    expect(count).toBe(3);
    expect(await cache.get('a', TTL, load)).toBe('v4');
  });
});
