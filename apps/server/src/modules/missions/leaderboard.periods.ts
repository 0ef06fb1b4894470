import type { LeaderboardPeriod } from '@app/contracts';
import { periodOf } from '../promotions/periods.js';
import { localDay } from './missions.progress.js';

/** A leaderboard period: [start, end) instants and its local days [fromDay, toDay]. */
export interface BoardSpan {
  key: string;
  start: Date;
  end: Date;
  fromDay: string;
  toDay: string;
}

/** The period of a board holding `at` (promotions' periods: local days, ISO weeks from Monday, months). */
export function boardSpan(period: LeaderboardPeriod, at: Date, timeZone: string): BoardSpan {
  const p = periodOf(period, at, timeZone);
  const end = p.end as Date;
  return {
    key: p.key,
    start: p.start,
    end,
    fromDay: localDay(p.start, timeZone),
    toDay: localDay(new Date(end.getTime() - 1), timeZone),
  };
}

/**
 * Closed periods whose prizes are due at `now`: up to `catchUp` periods before the current one that ended at
 * least `graceMs` ago (late bet reports land first) and did not end before the board existed; oldest first.
 */
export function duePeriods(
  period: LeaderboardPeriod,
  now: Date,
  timeZone: string,
  opts: { createdAt: Date; graceMs: number; catchUp: number },
): BoardSpan[] {
  const out: BoardSpan[] = [];
  let span = boardSpan(period, now, timeZone);
  for (let i = 0; i < opts.catchUp; i += 1) {
    span = boardSpan(period, new Date(span.start.getTime() - 1), timeZone);
    if (span.end <= opts.createdAt) break;
    if (span.end.getTime() + opts.graceMs <= now.getTime()) out.push(span);
  }
  return out.reverse();
}

/** The prize of a rank (1-based): the board's list, 0 past its end. */
export const prizeOf = (prizes: readonly number[], rank: number): number => prizes[rank - 1] ?? 0;

/**
 * The member's 1-based place with `value` among standings (best first, ties to the older account = lower id);
 * null when the member has nothing positive to rank with.
 */
export function placeOf(
  standings: readonly { memberId: number; value: number }[],
  memberId: number,
  value: number,
): number | null {
  if (value <= 0) return null;
  let ahead = 0;
  for (const s of standings) {
    if (s.memberId !== memberId && (s.value > value || (s.value === value && s.memberId < memberId))) ahead += 1;
  }
  return ahead + 1;
}
