import type { PromotionPeriod } from '@app/contracts';
import { periodAt } from '../agents/settlement.periods.js';

/** A promotion period: [start, end) in UTC instants, named by a key in the site's local time. */
export interface PromotionPeriodSpan {
  key: string;
  start: Date;
  /** null: 'once' never ends (the promotion's own window bounds it). */
  end: Date | null;
}

const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The period of `period` holding `at`, boundaries in `timeZone`. Daily, semimonthly (1st–15th, 16th–end)
 * and monthly are the agent settlement's own periods (agents/settlement.periods.ts), so a promotion's
 * "day" or "half month" is the same span as an agent's; weekly starts Monday 00:00 local (ISO week key).
 */
export function periodOf(period: PromotionPeriod, at: Date, timeZone: string): PromotionPeriodSpan {
  switch (period) {
    case 'once':
      return { key: 'once', start: new Date(0), end: null };
    case 'daily': {
      const p = periodAt('daily', at, timeZone);
      return { key: p.key, start: p.start, end: p.end };
    }
    case 'semimonthly': {
      const p = periodAt('dividend', at, timeZone, 'semimonthly');
      return { key: p.key, start: p.start, end: p.end };
    }
    case 'monthly': {
      const p = periodAt('dividend', at, timeZone, 'monthly');
      return { key: p.key, start: p.start, end: p.end };
    }
    case 'weekly':
      return weekOf(at, timeZone);
  }
}

/** Monday 00:00 local to the next Monday, keyed by the ISO week ('2026-W48'). */
function weekOf(at: Date, timeZone: string): PromotionPeriodSpan {
  const day = periodAt('daily', at, timeZone);
  const [y, m, d] = day.key.split('-').map(Number) as [number, number, number];
  const sinceMonday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  // Step by whole days from the middle of a day, so a daylight-saving shift can never skip a day.
  const dayAround = (offsetDays: number) =>
    periodAt('daily', new Date(day.start.getTime() + offsetDays * DAY + DAY / 2), timeZone).start;
  const start = dayAround(-sinceMonday);
  const end = dayAround(7 - sinceMonday);
  // ISO week: the week belongs to the year of its Thursday.
  const thursday = new Date(Date.UTC(y, m - 1, d - sinceMonday + 3));
  const isoYear = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(isoYear, 0, 1)) / (7 * DAY)) + 1;
  return { key: `${isoYear}-W${pad(week)}`, start, end };
}

/** The period just before the one holding `at` (sign-in streaks: was yesterday signed?). */
export function previousPeriod(period: PromotionPeriod, at: Date, timeZone: string): PromotionPeriodSpan | null {
  if (period === 'once') return null;
  return periodOf(period, new Date(periodOf(period, at, timeZone).start.getTime() - 1), timeZone);
}
