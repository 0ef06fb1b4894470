import { describe, expect, it } from 'vitest';
import { duePeriods, placeOf, prizeOf } from './leaderboard.periods.js';
import { type MemberFacts, type MissionDef, missionProgress, missionWindow } from './missions.progress.js';

const TZ = 'Asia/Ho_Chi_Minh';
const def = (over: Partial<MissionDef>): MissionDef => ({
  id: 1,
  period: 'daily',
  kind: 'rounds',
  category: null,
  target: 5,
  activeFrom: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  ...over,
});
const facts = (over: Partial<MemberFacts>): MemberFacts => ({ days: [], loginDays: [], invites: [], ...over });
const day = (d: string, category: string, n: { turnover?: number; bets?: number; deposits?: number }) => ({
  day: d,
  category,
  turnover: n.turnover ?? 0,
  bets: n.bets ?? 0,
  deposits: n.deposits ?? 0,
});

describe('mission windows (operator time zone)', () => {
  it('a daily mission runs from local midnight to the next one (UTC+7)', () => {
    const w = missionWindow(def({}), new Date('2026-11-24T17:30:00Z'), TZ); // 00:30 on the 25th local
    expect(w).toMatchObject({ key: '2026-11-25', fromDay: '2026-11-25', toDay: '2026-11-25' });
    expect(w.start.toISOString()).toBe('2026-11-24T17:00:00.000Z');
    expect(w.end?.toISOString()).toBe('2026-11-25T17:00:00.000Z');
    // 23:59 local on the 24th is still the 24th.
    expect(missionWindow(def({}), new Date('2026-11-24T16:59:59Z'), TZ).key).toBe('2026-11-24');
  });
  it('a weekly mission runs Monday to Sunday local, keyed by the ISO week', () => {
    const w = missionWindow(def({ period: 'weekly' }), new Date('2026-11-25T05:00:00Z'), TZ);
    expect(w).toMatchObject({ key: '2026-W48', fromDay: '2026-11-23', toDay: '2026-11-29' });
    // Sunday 23:30 local is the same week; Monday 00:10 local the next.
    expect(missionWindow(def({ period: 'weekly' }), new Date('2026-11-29T16:30:00Z'), TZ).key).toBe('2026-W48');
    expect(missionWindow(def({ period: 'weekly' }), new Date('2026-11-29T17:10:00Z'), TZ).key).toBe('2026-W49');
  });
  it('a one-off mission counts from its start (active_from, else creation) with no end', () => {
    const m = def({ period: 'once', activeFrom: new Date('2026-11-20T18:00:00Z') });
    const w = missionWindow(m, new Date('2026-11-25T05:00:00Z'), TZ);
    expect(w).toMatchObject({ key: 'once', end: null, fromDay: '2026-11-21', toDay: '2026-11-25' });
  });
});

describe('mission progress', () => {
  const now = new Date('2026-11-25T05:00:00Z'); // 12:00 local, Wednesday of ISO week 48
  it('rounds: counts settled rounds of the category in the window only, capped at the target', () => {
    const f = facts({
      days: [
        day('2026-11-25', 'RNG', { bets: 2, turnover: 100 }),
        day('2026-11-25', 'LIVE', { bets: 1, turnover: 50 }),
        day('2026-11-24', 'RNG', { bets: 9 }), // yesterday: not today's mission
        day('2026-11-25', '', { deposits: 1000 }), // money row: never a round
      ],
    });
    const any = def({});
    expect(missionProgress(any, missionWindow(any, now, TZ), f)).toBe(3);
    const rng = def({ category: 'RNG' });
    expect(missionProgress(rng, missionWindow(rng, now, TZ), f)).toBe(2);
    const weekly = def({ period: 'weekly', category: 'RNG', target: 5 });
    expect(missionProgress(weekly, missionWindow(weekly, now, TZ), f)).toBe(5); // 11 capped at 5
  });
  it('wager and deposit: minor units from the rollup', () => {
    const f = facts({
      days: [
        day('2026-11-25', 'RNG', { turnover: 300 }),
        day('2026-11-23', 'LOTT', { turnover: 200 }),
        day('2026-11-22', 'LOTT', { turnover: 999 }), // Sunday: last week
        day('2026-11-24', '', { deposits: 700 }),
      ],
    });
    const wager = def({ period: 'weekly', kind: 'wager', target: 10_000 });
    expect(missionProgress(wager, missionWindow(wager, now, TZ), f)).toBe(500);
    const deposit = def({ period: 'weekly', kind: 'deposit', target: 500 });
    expect(missionProgress(deposit, missionWindow(deposit, now, TZ), f)).toBe(500);
    const today = def({ kind: 'deposit', target: 500 });
    expect(missionProgress(today, missionWindow(today, now, TZ), f)).toBe(0);
  });
  it('login days: distinct local days in the window', () => {
    const m = def({ period: 'weekly', kind: 'login_days', target: 5 });
    const f = facts({ loginDays: ['2026-11-22', '2026-11-23', '2026-11-23', '2026-11-25'] });
    expect(missionProgress(m, missionWindow(m, now, TZ), f)).toBe(2);
  });
  it('invite: friends who qualified within the window', () => {
    const m = def({ period: 'once', kind: 'invite', target: 3, activeFrom: new Date('2026-11-20T00:00:00Z') });
    const f = facts({
      invites: [new Date('2026-11-19T23:59:59Z'), new Date('2026-11-20T00:00:00Z'), new Date('2026-11-24T10:00:00Z')],
    });
    expect(missionProgress(m, missionWindow(m, now, TZ), f)).toBe(2);
  });
});

describe('leaderboard periods and prizes', () => {
  it('pays closed periods after the grace, never one that ended before the board existed, oldest first', () => {
    const createdAt = new Date('2026-11-22T00:00:00Z');
    const at = new Date('2026-11-24T17:02:00Z'); // 00:02 local on the 25th: the 24th ended 2 minutes ago
    const early = duePeriods('daily', at, TZ, { createdAt, graceMs: 5 * 60_000, catchUp: 3 });
    expect(early.map((p) => p.key)).toEqual(['2026-11-22', '2026-11-23']);
    const later = duePeriods('daily', new Date(at.getTime() + 5 * 60_000), TZ, {
      createdAt,
      graceMs: 5 * 60_000,
      catchUp: 3,
    });
    expect(later.map((p) => p.key)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']);
    const weekly = duePeriods('weekly', new Date('2026-11-25T05:00:00Z'), TZ, { createdAt, graceMs: 0, catchUp: 3 });
    expect(weekly.map((p) => [p.key, p.fromDay, p.toDay])).toEqual([['2026-W47', '2026-11-16', '2026-11-22']]);
  });
  it('prize per rank (0 past the list) and own rank', () => {
    expect([1, 2, 3, 4].map((r) => prizeOf([100, 50, 0], r))).toEqual([100, 50, 0, 0]);
    const board = [
      { memberId: 7, value: 900 },
      { memberId: 3, value: 500 },
      { memberId: 9, value: 500 },
    ];
    expect(placeOf(board, 3, 500)).toBe(2);
    expect(placeOf(board, 9, 500)).toBe(3); // a tie goes to the older account
    expect(placeOf(board, 3, 950)).toBe(1); // fresher than the cached standings
    expect(placeOf(board, 4, 0)).toBeNull();
  });
});
