import { describe, expect, it } from 'vitest';
import { vnWeekday, WEEKLY_SCHEDULE } from './vn-schedule';

describe('vn lottery schedule', () => {
  it('uses Vietnam time for the weekday', () => {
    // Sunday 20:00 UTC is already Monday 03:00 in Vietnam.
    expect(vnWeekday(new Date('2025-06-15T20:00:00Z'))).toBe(2);
    expect(vnWeekday(new Date('2025-06-15T10:00:00Z'))).toBe(1);
  });
  it('has one North station a day and every weekday once', () => {
    expect(WEEKLY_SCHEDULE.map((d) => d.weekday).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const d of WEEKLY_SCHEDULE) expect(d.stations.north).toHaveLength(1);
  });
});
