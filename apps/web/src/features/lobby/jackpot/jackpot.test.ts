import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatJackpot,
  JACKPOT_BASE_MINOR,
  JACKPOT_INTERVAL_MS,
  jackpotStart,
  startJackpotTicker,
  stepJackpot,
} from './jackpot';

describe('jackpot counter', () => {
  afterEach(() => vi.useRealTimers());

  it('rises by exactly 165.11 a step, without float drift', () => {
    expect(stepJackpot(0)).toBe(16_511);
    expect(formatJackpot(stepJackpot(0, 1000))).toBe('165,110.00');
    expect(formatJackpot(stepJackpot(100_000, 3))).toBe('1,495.33');
  });

  it('formats with 2 decimals and thousands separators', () => {
    expect(formatJackpot(12_888_888_888)).toBe('128,888,888.88');
    expect(formatJackpot(5)).toBe('0.05');
  });

  it('starts from the base at midnight in Vietnam and continues through the day', () => {
    const midnightVn = Date.UTC(2025, 0, 1, 17, 0, 0); // 00:00 on 2 Jan in UTC+7
    expect(jackpotStart(midnightVn)).toBe(JACKPOT_BASE_MINOR);
    expect(jackpotStart(midnightVn + 2 * JACKPOT_INTERVAL_MS + 10)).toBe(stepJackpot(JACKPOT_BASE_MINOR, 2));
  });

  it('ticks every 3000 ms and stops when stopped', () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    const stop = startJackpotTicker(100, (v) => seen.push(v));
    vi.advanceTimersByTime(2999);
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
});
