import { beforeAll, describe, expect, it } from 'vitest';
import { type CashoutHarness, cashoutApp } from '../../withdrawals/test/cashout.fixtures.js';
import { createSnapshotSource } from './lobby.snapshot.js';
import { insertDraw } from './test/lobby.fixtures.js';

// Wednesday 25 November 2026, 16:00 in Vietnam (09:00 UTC).
const NOW = new Date('2026-11-25T09:00:00Z');
const GAME = 'sieutoc-1m-n';
let h: CashoutHarness;
let seq = 0;

beforeAll(async () => {
  h = await cashoutApp();
  h.clock.set(NOW);
});

/** A new open draw of the fast game, drawing `minutes` from now: the snapshot's open draw once it is read. */
async function openDrawIn(minutes: number): Promise<number> {
  const { id } = await insertDraw(h.db, {
    game: GAME,
    seq: 1000 + ++seq,
    state: 'open',
    drawsAt: new Date(h.clock.now().getTime() + minutes * 60_000),
    lockSeconds: 10,
  });
  return id;
}

/** Lets a load started in the background finish (a few queries on the test database). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('the lobby snapshot', () => {
  it('answers from the previous snapshot while it loads again, for one more ttl; past that, callers wait', async () => {
    const source = createSnapshotSource({ db: h.db, clock: h.clock, ttlMs: 1_000 });
    const first = await openDrawIn(30);
    const s1 = await source.get();
    expect(s1.open.get(GAME)?.id).toBe(first);
    // A nearer draw appears; the snapshot is out of date after its second.
    const second = await openDrawIn(10);
    h.clock.advance(1_500);
    // Within the second ttl: the old snapshot answers at once, and a load starts behind it…
    expect(await source.get()).toBe(s1);
    await settle();
    // …whose snapshot answers the next caller.
    const s2 = await source.get();
    expect(s2).not.toBe(s1);
    expect(s2.at).toBe(h.clock.now().getTime());
    expect(s2.open.get(GAME)?.id).toBe(second);
    // Past the second ttl a caller waits for a snapshot of its own moment.
    const third = await openDrawIn(5);
    h.clock.advance(2_500);
    const s3 = await source.get();
    expect(s3.at).toBe(h.clock.now().getTime());
    expect(s3.open.get(GAME)?.id).toBe(third);
  });

  it('never hands a later caller a load that began more than a ttl before it, and forgets on invalidate()', async () => {
    const source = createSnapshotSource({ db: h.db, clock: h.clock, ttlMs: 1_000 });
    const s1 = await source.get();
    h.clock.advance(1_500);
    // Stale answer; a load for this moment is under way and not awaited.
    expect(await source.get()).toBe(s1);
    const early = h.clock.now().getTime();
    // The clock jumps a minute before that load ends: this caller gets a load of its own moment.
    h.clock.advance(60_000);
    const later = await source.get();
    expect(later.at).toBe(early + 60_000);
    await settle();
    // The earlier load ended after it: the newer snapshot stays.
    expect(await source.get()).toBe(later);
    source.invalidate();
    const fourth = await openDrawIn(1);
    // Nothing stale after invalidate(): the caller waits for a fresh snapshot.
    expect((await source.get()).open.get(GAME)?.id).toBe(fourth);
  });
});
