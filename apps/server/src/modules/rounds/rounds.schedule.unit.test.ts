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

  it('local wall-clock fields match the time zone database across offset changes (kept offsets stay exact)', () => {
    const zones = ['Asia/Ho_Chi_Minh', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu'];
    // Around 2026's changes (New York and London in March, Lord Howe's half-hour one in April) and the
    // Vietnamese zone's change from Phu Lien mean time (+07:06:30) in 1911, at 16:53:30 UTC: inside a quarter hour.
    const spans = ['2026-03-08T05:00:00Z', '2026-03-29T00:00:00Z', '2026-04-04T14:00:00Z', '1911-04-30T14:00:00Z'];
    for (const timeZone of zones) {
      const f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
      for (const from of spans) {
        // Every 7 minutes and 13.5 seconds over 6 hours, each instant asked twice (formatted, then kept).
        const every = Array.from({ length: 50 }, (_, i) => Date.parse(from) + i * 433_500);
        // And each side of the 1911 change, in its quarter hour's order (16:45 first: a quarter's offset kept
        // from its start would label 16:58 with the old one).
        const around = ['16:45:00', '16:53:29', '16:53:31', '16:58:00'].map((t) => Date.parse(`1911-04-30T${t}Z`));
        for (const ms of [...every, ...around]) {
          const at = new Date(ms);
          const p = Object.fromEntries(
            f
              .formatToParts(at)
              .filter((x) => x.type !== 'literal')
              .map((x) => [x.type, Number(x.value)]),
          );
          const expected = {
            year: p.year,
            month: p.month,
            day: p.day,
            hour: p.hour,
            minute: p.minute,
            second: p.second,
          };
          expect(localParts(at, timeZone)).toEqual(expected);
          expect(localParts(at, timeZone)).toEqual(expected);
        }
      }
    }
  });
});
