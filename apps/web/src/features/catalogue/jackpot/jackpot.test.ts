import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatJackpot, JACKPOT_INTERVAL_MS, startJackpotTicker, stepJackpot } from './jackpot';

describe('jackpot counter', () => {
  afterEach(() => vi.useRealTimers());

  it('rises by exactly 165.11 a step, without float drift', () => {
    expect(stepJackpot(0)).toBe(16_511);
    expect(formatJackpot(stepJackpot(0, 1000))).toBe('165,110.00');
    expect(formatJackpot(stepJackpot(100_000, 3))).toBe('1,495.33');
    expect(stepJackpot(10, 2, 5)).toBe(20);
  });

  it('formats with 2 decimals and thousands separators', () => {
    expect(formatJackpot(12_888_888_888)).toBe('128,888,888.88');
    expect(formatJackpot(5)).toBe('0.05');
  });

  it('starts from the given pool, ticks every 3000 ms by default, and stops when stopped', () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    const stop = startJackpotTicker(100, (v) => seen.push(v));
    vi.advanceTimersByTime(JACKPOT_INTERVAL_MS - 1);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([16_611]);
    vi.advanceTimersByTime(3000);
    expect(seen).toEqual([16_611, 33_122]);
    stop();
    vi.advanceTimersByTime(30_000);
    expect(seen).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("follows the server's pace when it sends one", () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    const stop = startJackpotTicker(1_000, (v) => seen.push(v), { stepMinor: 7, intervalMs: 500 });
    vi.advanceTimersByTime(1_000);
    expect(seen).toEqual([1_007, 1_014]);
    stop();
  });
});
