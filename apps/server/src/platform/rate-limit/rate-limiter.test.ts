import { describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/harness.js';
import { ManualClock } from '../clock.js';
import { createRateLimiter } from './rate-limiter.js';

describe('rate limiter', () => {
  it('fixed windows allow the limit per window and reset with the next', async () => {
    const db = await createTestDb();
    const clock = new ManualClock('2026-11-22T05:00:00Z');
    const rl = createRateLimiter(db, clock);
    const l = { limit: 3, windowMs: 60_000 };
    const hits = [];
    for (let i = 0; i < 5; i++) hits.push((await rl.hit('b', 'k', l)).allowed);
    expect(hits).toEqual([true, true, true, false, false]);
    expect(await rl.peek('b', 'k', l)).toBe(3);
    expect((await rl.hit('b', 'other', l)).allowed).toBe(true);
    clock.advance(60_000);
    expect((await rl.hit('b', 'k', l)).allowed).toBe(true);
    await expect(rl.consume('b', 'k', { limit: 1, windowMs: 60_000 })).rejects.toMatchObject({
      code: 'too_many_requests',
      status: 429,
    });
  });

  it('sliding windows carry the previous window, so the edge allows no double burst', async () => {
    const db = await createTestDb();
    const clock = new ManualClock('2026-11-22T05:00:50Z');
    const rl = createRateLimiter(db, clock);
    const l = { limit: 10, windowMs: 60_000, mode: 'sliding' as const };
    for (let i = 0; i < 10; i++) expect((await rl.hit('s', 'k', l)).allowed).toBe(true);
    clock.advance(15_000); // 5 s into the next window: 10 * 55/60 = 9 still count
    const after = [];
    for (let i = 0; i < 3; i++) after.push((await rl.hit('s', 'k', l)).allowed);
    expect(after).toEqual([true, false, false]);
  });

  it('never lets concurrent hits overshoot the limit', async () => {
    const db = await createTestDb();
    const rl = createRateLimiter(db, new ManualClock());
    const results = await Promise.all(
      Array.from({ length: 20 }, () => rl.hit('c', 'k', { limit: 5, windowMs: 60_000 })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });
});
