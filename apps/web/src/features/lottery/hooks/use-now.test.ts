import { afterEach, describe, expect, it, vi } from 'vitest';
import { tickerOf } from './use-now';

describe('the shared countdown ticker', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs one timer for all its subscribers, ticks them together, and stops when the last one leaves', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T09:00:00Z'));
    const ticker = tickerOf(1_000);
    const seen: [string, number][] = [];
    const a = ticker.subscribe(() => seen.push(['a', ticker.read()]));
    const b = ticker.subscribe(() => seen.push(['b', ticker.read()]));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1_000);
    const t1 = Date.parse('2026-11-25T09:00:01Z');
    expect(seen).toEqual([
      ['a', t1],
      ['b', t1],
    ]);
    a();
    vi.advanceTimersByTime(1_000);
    expect(seen.at(-1)).toEqual(['b', t1 + 1_000]);
    expect(seen).toHaveLength(3);
    b();
    expect(vi.getTimerCount()).toBe(0);
    // Idle a minute: whatever asks next starts from the present, not from its last tick.
    vi.advanceTimersByTime(60_000);
    expect(tickerOf(1_000).read()).toBe(t1 + 61_000);
    expect(tickerOf(1_000)).toBe(ticker);
  });
});
