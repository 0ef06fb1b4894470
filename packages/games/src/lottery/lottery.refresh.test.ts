import { describe, expect, it } from 'vitest';
import { nextOpenNumberRefreshMs } from './lottery.refresh.js';

describe('open-number refresh delay (spec §4)', () => {
  it('waits the smallest remaining time, each draw offset by its lockTime', () => {
    // 20 s left, lock 5 s → 15 s; 12 s left, lock 3 s → 9 s: the smallest is 9 s.
    expect(
      nextOpenNumberRefreshMs([
        { remainTimeMs: 20_000, lockTimeSec: 5 },
        { remainTimeMs: 12_000, lockTimeSec: 3 },
      ]),
    ).toBe(9_000);
    expect(nextOpenNumberRefreshMs([{ remainTimeMs: 1_500, lockTimeSec: 1 }])).toBe(500);
  });

  it('waits 7000 ms when the smallest is zero or less, or nothing is open', () => {
    expect(nextOpenNumberRefreshMs([{ remainTimeMs: 5_000, lockTimeSec: 5 }])).toBe(7_000);
    expect(
      nextOpenNumberRefreshMs([
        { remainTimeMs: 60_000, lockTimeSec: 5 },
        { remainTimeMs: 2_000, lockTimeSec: 5 },
      ]),
    ).toBe(7_000);
    expect(nextOpenNumberRefreshMs([])).toBe(7_000);
    expect(nextOpenNumberRefreshMs([{ remainTimeMs: Number.NaN, lockTimeSec: 5 }])).toBe(7_000);
  });

  it('never waits more than 30000 ms', () => {
    expect(nextOpenNumberRefreshMs([{ remainTimeMs: 3_600_000, lockTimeSec: 60 }])).toBe(30_000);
    expect(nextOpenNumberRefreshMs([{ remainTimeMs: 35_000, lockTimeSec: 5 }])).toBe(30_000);
    expect(nextOpenNumberRefreshMs([{ remainTimeMs: 34_999, lockTimeSec: 5 }])).toBe(29_999);
  });
});
