import type { MissionKind, MissionPeriod } from '@app/contracts';
import { periodOf } from '../promotions/periods.js';

/** What the progress maths needs of a mission (the repository's row, parsed). */
export interface MissionDef {
  id: number;
  period: MissionPeriod;
  kind: MissionKind;
  category: string | null;
  target: number;
  activeFrom: Date | null;
  createdAt: Date;
}

/** The span a mission counts over now: [start, end) in instants, [fromDay, toDay] as local days. */
export interface MissionWindow {
  key: string;
  start: Date;
  end: Date | null;
  fromDay: string;
  toDay: string;
}

/** One member's rollup row (member_day_stats): a local day and category ('' = money rows). */
export interface DayFacts {
  day: string;
  category: string;
  turnover: number;
  bets: number;
  deposits: number;
}

/** What one member did, read once for every mission shown (missions.facts.ts). */
export interface MemberFacts {
  days: readonly DayFacts[];
  /** Local days ('YYYY-MM-DD') with at least one login. */
  loginDays: readonly string[];
  /** When each invited friend qualified. */
  invites: readonly Date[];
}

/** The local day of an instant in `timeZone`, as 'YYYY-MM-DD' (member_day_stats' days). */
export function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * Daily and weekly missions count over the current period in the operator's zone (promotions' periodOf: the
 * same day and ISO week as every promotion); a one-off mission counts from the day it became active (its
 * active_from, else its creation) with no end. Day bounds are local days: the rollup keeps days, not instants.
 */
export function missionWindow(m: MissionDef, now: Date, timeZone: string): MissionWindow {
  if (m.period === 'once') {
    const start = m.activeFrom ?? m.createdAt;
    return { key: 'once', start, end: null, fromDay: localDay(start, timeZone), toDay: localDay(now, timeZone) };
  }
  const p = periodOf(m.period, now, timeZone);
  const end = p.end as Date;
  return {
    key: p.key,
    start: p.start,
    end,
    fromDay: localDay(p.start, timeZone),
    toDay: localDay(new Date(end.getTime() - 1), timeZone),
  };
}

/** Whether a rollup row counts for a rounds / wager mission of `category` (null: every game, never money rows). */
const gameRow = (category: string | null, row: DayFacts) =>
  row.category !== '' && (category === null || row.category === category);

/** The mission's count so far in the window (rounds, minor units, days or friends), capped at its target. */
export function missionProgress(m: MissionDef, w: MissionWindow, f: MemberFacts): number {
  const inDays = (day: string) => day >= w.fromDay && day <= w.toDay;
  let count = 0;
  switch (m.kind) {
    case 'rounds':
      for (const r of f.days) if (inDays(r.day) && gameRow(m.category, r)) count += r.bets;
      break;
    case 'wager':
      for (const r of f.days) if (inDays(r.day) && gameRow(m.category, r)) count += r.turnover;
      break;
    case 'deposit':
      for (const r of f.days) if (inDays(r.day) && r.category === '') count += r.deposits;
      break;
    case 'login_days':
      count = new Set(f.loginDays.filter(inDays)).size;
      break;
    case 'invite':
      count = f.invites.filter((at) => at >= w.start && (w.end === null || at < w.end)).length;
      break;
  }
  return Math.min(count, m.target);
}

/** The earliest local day any of these windows reads (one rollup read serves every mission). */
export function earliestDay(windows: readonly MissionWindow[]): string | null {
  let min: string | null = null;
  for (const w of windows) if (min === null || w.fromDay < min) min = w.fromDay;
  return min;
}
