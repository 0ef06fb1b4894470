import type { PromotionPeriod } from '@app/contracts';
import { periodOf } from './periods.js';

/** A period of a rebate/cashback promotion, clipped to the promotion's active window: [start, end). */
export interface SettleSpan {
  key: string;
  start: Date;
  end: Date;
}

interface Windowed {
  period: string;
  active_from: Date;
  active_until: Date | null;
}

/** After downtime, how many missed periods one run settles (older ones wait for an operator). */
const CATCH_UP: Record<Exclude<PromotionPeriod, 'once'>, number> = { daily: 7, weekly: 4, semimonthly: 4, monthly: 3 };
/** 'once' without an end: a span far enough to hold every wager. */
const OPEN_END = new Date('9999-01-01T00:00:00Z');

const later = (a: Date, b: Date) => (a > b ? a : b);
const earlier = (a: Date, b: Date) => (a < b ? a : b);

/** The promotion's period holding `at`, boundaries in `timeZone`, clipped to its active window. */
export function spanOf(p: Windowed, at: Date, timeZone: string): SettleSpan {
  if (p.period === 'once') return { key: 'once', start: p.active_from, end: p.active_until ?? OPEN_END };
  const s = periodOf(p.period as PromotionPeriod, at, timeZone);
  const end = s.end ?? OPEN_END;
  return {
    key: s.key,
    start: later(s.start, p.active_from),
    end: p.active_until ? earlier(end, p.active_until) : end,
  };
}

/**
 * The periods a run at `now` settles, oldest first: those that ended at least `graceMs` ago (a bet settled
 * late still falls in its period) and overlap the active window, at most CATCH_UP of them. A 'once'
 * promotion is one period, its whole window, settled once the window is over.
 */
export function periodPayoutsToSettle(p: Windowed, now: Date, timeZone: string, graceMs: number): SettleSpan[] {
  const cutoff = new Date(now.getTime() - graceMs);
  if (p.period === 'once') return p.active_until && p.active_until <= cutoff ? [spanOf(p, cutoff, timeZone)] : [];
  const period = p.period as Exclude<PromotionPeriod, 'once'>;
  const out: SettleSpan[] = [];
  // An ended promotion: its last period ends with it (clipped). Otherwise the period holding the cutoff is
  // still open and the one before it is the last closed.
  let at =
    p.active_until && p.active_until <= cutoff
      ? new Date(p.active_until.getTime() - 1)
      : new Date(periodOf(period, cutoff, timeZone).start.getTime() - 1);
  for (let i = 0; i < CATCH_UP[period]; i++) {
    const s = periodOf(period, at, timeZone);
    if (s.end! <= p.active_from) break;
    if (!p.active_until || s.start < p.active_until) out.push(spanOf(p, at, timeZone));
    at = new Date(s.start.getTime() - 1);
  }
  return out.reverse();
}
