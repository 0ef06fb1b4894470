import { afterEach, describe, expect, it, vi } from 'vitest';
import { tickerOf, whenPassed } from './use-now';

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

describe('a deadline timer (the betting page shows the draw closed at its lock)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls once when the clock reaches the deadline, not before, and not after a cancel', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T09:00:00Z'));
    const at = Date.parse('2026-11-25T09:00:30Z');
    let calls = 0;
    whenPassed(at, () => calls++);
    vi.advanceTimersByTime(29_999);
    expect(calls).toBe(0);
    vi.advanceTimersByTime(1);
    expect(calls).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(calls).toBe(1);
    expect(vi.getTimerCount()).toBe(0);

    const cancel = whenPassed(Date.now() + 5_000, () => calls++);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(calls).toBe(1);
  });

  it('calls at once for a deadline already passed, and waits out one longer than a timer can hold', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T09:00:00Z'));
    let calls = 0;
    whenPassed(Date.now() - 1, () => calls++);
    expect(calls).toBe(1);
    // 40 days: past setTimeout's limit (~24.8 days), which would otherwise fire at once.
    const far = Date.now() + 40 * 86_400_000;
    whenPassed(far, () => calls++);
    vi.advanceTimersByTime(30 * 86_400_000);
    expect(calls).toBe(1);
    vi.advanceTimersByTime(10 * 86_400_000);
    expect(calls).toBe(2);
  });
});
