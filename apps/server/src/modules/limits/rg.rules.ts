import {
  type RgLimitKind,
  RgLimitKinds,
  type RgMoneyPeriod,
  RgMoneyPeriods,
  RgRealityIntervals,
  type RgSelfExclusionLength,
  RgSelfExclusionLengths,
} from '@app/contracts';
import { AppError } from '../../platform/http/app-error.js';

/** Pure rules of safer gambling: limit changes, exclusion lengths, the stake check. No I/O. */

/** One limit as stored: the value in force as last written, and a waiting increase or removal. */
export interface LimitSlot {
  value: number | null;
  next: number | null;
  nextAt: Date | null;
}
export const EMPTY_SLOT: LimitSlot = { value: null, next: null, nextAt: null };

/** null (no limit) is above every number. */
const isLower = (a: number | null, b: number | null) => a !== null && (b === null || a < b);

/** The value in force at `now` (a waiting change whose time has come applies) and what still waits. */
export function slotAt(
  slot: LimitSlot,
  now: Date,
): { value: number | null; pending: { value: number | null; at: Date } | null } {
  if (slot.nextAt && slot.nextAt <= now) return { value: slot.next, pending: null };
  return { value: slot.value, pending: slot.nextAt ? { value: slot.next, at: slot.nextAt } : null };
}

/**
 * The slot after the member asks for `wanted`: a decrease (or the same value) applies at once and drops a
 * waiting change; an increase or a removal waits `delayMs`. Asking again for the same waiting change keeps
 * its time, so re-sending a form never restarts the clock.
 */
export function applySlot(slot: LimitSlot, wanted: number | null, now: Date, delayMs: number): LimitSlot {
  const { value, pending } = slotAt(slot, now);
  if (wanted === value || isLower(wanted, value)) return { value: wanted, next: null, nextAt: null };
  const at = pending && pending.value === wanted ? pending.at : new Date(now.getTime() + delayMs);
  return { value, next: wanted, nextAt: at };
}

export const MAX_MONEY_LIMIT = 1_000_000_000_000;
export const MAX_SESSION_MINUTES = 24 * 60;

export interface LimitChange {
  kind: RgLimitKind;
  period: RgMoneyPeriod | 'session';
  value: number | null;
}

const invalid = (kind: unknown, period: unknown, message: string) =>
  new AppError('rg_limit_invalid', 400, message, { kind, period });

/**
 * Validates one requested change: a known kind and period, and a value that is null (no limit) or a whole
 * positive number of minor units (minutes for the session limit) within bounds.
 */
export function parseLimitChange(raw: { kind: string; period: string; value: number | null }): LimitChange {
  const { kind, period, value } = raw;
  if (!(RgLimitKinds as readonly string[]).includes(kind)) throw invalid(kind, period, 'Unknown limit kind');
  const periods: readonly string[] = kind === 'session' ? ['session'] : RgMoneyPeriods;
  if (!periods.includes(period)) throw invalid(kind, period, 'Unknown limit period');
  const max = kind === 'session' ? MAX_SESSION_MINUTES : MAX_MONEY_LIMIT;
  if (value !== null && !(Number.isSafeInteger(value) && value > 0 && value <= max)) {
    throw invalid(kind, period, 'A limit is a whole positive amount');
  }
  return { kind: kind as RgLimitKind, period: period as LimitChange['period'], value };
}

/** Limits must nest: a day's cannot exceed the week's, nor the week's the month's. */
export function checkNested(kind: RgLimitKind, v: Record<RgMoneyPeriod, number | null>): void {
  const order = [v.daily, v.weekly, v.monthly];
  for (let i = 0; i < order.length; i++) {
    for (let j = i + 1; j < order.length; j++) {
      const a = order[i];
      const b = order[j];
      if (a != null && b != null && a > b) {
        throw new AppError('rg_limit_invalid', 400, 'A shorter period cannot have a higher limit', {
          kind,
          period: RgMoneyPeriods[i],
        });
      }
    }
  }
}

export type PerPeriod = Record<RgMoneyPeriod, number | null>;
export type UsedPerPeriod = Record<RgMoneyPeriod, number>;

/**
 * Refuses a stake of `amount` that could take the period's net loss (stakes minus wins, every product
 * together: the whole stake is counted as lost until it settles) or the amount wagered past a limit.
 */
export function checkStake(
  limits: { loss: PerPeriod; wager: PerPeriod },
  used: { loss: UsedPerPeriod; wager: UsedPerPeriod },
  amount: number,
): void {
  for (const kind of ['loss', 'wager'] as const) {
    for (const p of RgMoneyPeriods) {
      const limit = limits[kind][p];
      if (limit !== null && used[kind][p] + amount > limit) {
        const code = kind === 'loss' ? 'rg_loss_limit_reached' : 'rg_wager_limit_reached';
        throw new AppError(code, 422, `The ${p} ${kind} limit would be exceeded`, {
          period: p,
          limit,
          used: used[kind][p],
          remaining: Math.max(0, limit - used[kind][p]),
        });
      }
    }
  }
}

export const MIN_TIMEOUT_HOURS = 24;
export const MAX_TIMEOUT_HOURS = 6 * 7 * 24;

/** Adds calendar months in UTC (the 31st of a short month lands on its last day). */
function addMonths(at: Date, months: number): Date {
  const d = new Date(at.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

export interface ExclusionRequest {
  kind: 'timeout' | 'self_exclusion';
  endsAt: Date | null;
}

/** Validates a time-out (whole hours, 24 h to 6 weeks) or self-exclusion length and gives its end. */
export function exclusionEnd(raw: { kind: string; hours?: number; length?: string }, now: Date): ExclusionRequest {
  if (raw.kind === 'timeout') {
    const h = raw.hours;
    if (h === undefined || !Number.isInteger(h) || h < MIN_TIMEOUT_HOURS || h > MAX_TIMEOUT_HOURS) {
      throw new AppError('rg_exclusion_invalid', 400, 'A time-out lasts from 24 hours to 6 weeks');
    }
    return { kind: 'timeout', endsAt: new Date(now.getTime() + h * 3_600_000) };
  }
  if (raw.kind === 'self_exclusion') {
    const len = raw.length as RgSelfExclusionLength;
    if (!RgSelfExclusionLengths.includes(len)) {
      throw new AppError('rg_exclusion_invalid', 400, 'Self-exclusion is for 6 months, 1 year, 5 years or indefinite');
    }
    const months = { '6m': 6, '1y': 12, '5y': 60, indefinite: null }[len];
    return { kind: 'self_exclusion', endsAt: months === null ? null : addMonths(now, months) };
  }
  throw new AppError('rg_exclusion_invalid', 400, 'Unknown exclusion kind');
}

/** The reality-check intervals offered (seconds); a test configuration may add a short one. */
export const realityOptions = (extraSeconds: number | undefined): number[] =>
  extraSeconds ? [extraSeconds, ...RgRealityIntervals] : [...RgRealityIntervals];

/** A reality-check interval offered (or null: off). */
export function parseRealityInterval(seconds: number | null, options: readonly number[]): number | null {
  if (seconds === null) return null;
  if (!options.includes(seconds)) {
    throw new AppError('rg_reality_interval_invalid', 400, 'Choose one of the intervals offered');
  }
  return seconds;
}

/** When the next reminder is due: one interval after the later of the session start and the last "keep playing". */
export function realityDueAt(startedAt: Date, ackedAt: Date | null, seconds: number | null): Date | null {
  if (seconds === null) return null;
  const from = ackedAt && ackedAt > startedAt ? ackedAt : startedAt;
  return new Date(from.getTime() + seconds * 1000);
}
