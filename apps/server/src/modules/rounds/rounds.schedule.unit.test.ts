import { describe, expect, it } from 'vitest';
import { isRoundSchedule, localParts, nextWindow, zonedInstant } from './rounds.schedule.js';

const VN = 'Asia/Ho_Chi_Minh';
const weekly = (weekdays: number[], time = '18:15') => ({ kind: 'weekly' as const, time, weekdays, timeZone: VN });

describe('round schedules', () => {
  it('interval: the next round runs the interval from the last draw (dice, unchanged)', () => {
    const now = new Date('2026-11-25T10:00:07.500Z');
    const w = nextWindow({
      schedule: { kind: 'interval' },
      intervalSeconds: 45,
      lockSeconds: 5,
      lastDrawsAt: null,
      now,
    });
    expect(w).toEqual({
      opensAt: now,
      closesAt: new Date('2026-11-25T10:00:47.500Z'),
      drawsAt: new Date('2026-11-25T10:00:52.500Z'),
    });
    const last = new Date('2026-11-25T10:00:30Z');
    const next = nextWindow({
      schedule: { kind: 'interval' },
      intervalSeconds: 45,
      lockSeconds: 5,
      lastDrawsAt: last,
      now: new Date('2026-11-25T10:00:10Z'),
    });
    expect(next.opensAt).toEqual(last);
    expect(next.drawsAt).toEqual(new Date('2026-11-25T10:01:15Z'));
  });

  it('aligned interval: draws on the minute marks, skipping one whose lock is past', () => {
    const s = { kind: 'interval' as const, align: true };
    const a = nextWindow({
      schedule: s,
      intervalSeconds: 60,
      lockSeconds: 10,
      lastDrawsAt: null,
      now: new Date('2026-11-25T10:00:20Z'),
    });
    expect(a.drawsAt).toEqual(new Date('2026-11-25T10:01:00Z'));
    expect(a.closesAt).toEqual(new Date('2026-11-25T10:00:50Z'));
    const b = nextWindow({
      schedule: s,
      intervalSeconds: 60,
      lockSeconds: 10,
      lastDrawsAt: null,
      now: new Date('2026-11-25T10:00:55Z'),
    });
    expect(b.drawsAt).toEqual(new Date('2026-11-25T10:02:00Z'));
    const c = nextWindow({
      schedule: s,
      intervalSeconds: 300,
      lockSeconds: 30,
      lastDrawsAt: new Date('2026-11-25T10:05:00Z'),
      now: new Date('2026-11-25T10:04:59Z'),
    });
    expect(c).toEqual({
      opensAt: new Date('2026-11-25T10:05:00Z'),
      closesAt: new Date('2026-11-25T10:09:30Z'),
      drawsAt: new Date('2026-11-25T10:10:00Z'),
    });
  });

  it('weekly: 18:15 Vietnam time on its weekdays (1 = Sunday … 7 = Saturday)', () => {
    // Wednesday 25 November 2026, 10:00 in Vietnam (03:00 UTC).
    const now = new Date('2026-11-25T03:00:00Z');
    const daily = nextWindow({
      schedule: weekly([1, 2, 3, 4, 5, 6, 7]),
      intervalSeconds: 86400,
      lockSeconds: 900,
      lastDrawsAt: null,
      now,
    });
    expect(daily.drawsAt).toEqual(new Date('2026-11-25T11:15:00Z'));
    expect(daily.closesAt).toEqual(new Date('2026-11-25T11:00:00Z'));
    // Mondays and Saturdays (TP.HCM, 16:15): next is Saturday 28th.
    const hcm = nextWindow({
      schedule: weekly([2, 7], '16:15'),
      intervalSeconds: 86400,
      lockSeconds: 900,
      lastDrawsAt: null,
      now,
    });
    expect(hcm.drawsAt).toEqual(new Date('2026-11-28T09:15:00Z'));
    // After Saturday's draw: the Monday after.
    const after = nextWindow({
      schedule: weekly([2, 7], '16:15'),
      intervalSeconds: 86400,
      lockSeconds: 900,
      lastDrawsAt: hcm.drawsAt,
      now,
    });
    expect(after.opensAt).toEqual(hcm.drawsAt);
    expect(after.drawsAt).toEqual(new Date('2026-11-30T09:15:00Z'));
    // Inside today's lock (18:05 local): today's draw is skipped.
    const late = nextWindow({
      schedule: weekly([4, 5]),
      intervalSeconds: 86400,
      lockSeconds: 900,
      lastDrawsAt: null,
      now: new Date('2026-11-25T11:05:00Z'),
    });
    expect(late.drawsAt).toEqual(new Date('2026-11-26T11:15:00Z'));
  });

  it('time zone helpers and schedule checks', () => {
    expect(zonedInstant(2026, 11, 25, 18, 15, VN)).toEqual(new Date('2026-11-25T11:15:00Z'));
    expect(localParts(new Date('2026-11-25T17:30:00Z'), VN)).toMatchObject({ day: 26, hour: 0, minute: 30 });
    expect(isRoundSchedule(weekly([2, 7]))).toBe(true);
    expect(isRoundSchedule({ kind: 'interval', align: true })).toBe(true);
    expect(isRoundSchedule(weekly([0]))).toBe(false);
    expect(isRoundSchedule(weekly([2, 2]))).toBe(false);
    expect(isRoundSchedule({ ...weekly([2]), time: '24:00' })).toBe(false);
    expect(isRoundSchedule({ ...weekly([2]), timeZone: 'Mars/Base' })).toBe(false);
    expect(isRoundSchedule({ kind: 'daily' })).toBe(false);
  });
});
