import { type DepositLimitPeriod, DepositLimitPeriods } from '@app/contracts';
import { AppError } from '../../platform/http/app-error.js';

/** A cooling delay before an increase (or removal) of a limit applies. */
export const INCREASE_DELAY_MS = 24 * 3_600_000;

export type LimitValues = Record<DepositLimitPeriod, number | null>;
export interface PendingIncrease {
  period: DepositLimitPeriod;
  value: number | null;
  effectiveAt: Date;
}

/** The stored row: the limits as last written, and increases that wait for their time. */
export interface LimitsRow {
  daily: number | null;
  weekly: number | null;
  monthly: number | null;
  daily_next: number | null;
  daily_next_at: Date | null;
  weekly_next: number | null;
  weekly_next_at: Date | null;
  monthly_next: number | null;
  monthly_next_at: Date | null;
}

export const NO_LIMITS: LimitsRow = {
  daily: null,
  weekly: null,
  monthly: null,
  daily_next: null,
  daily_next_at: null,
  weekly_next: null,
  weekly_next_at: null,
  monthly_next: null,
  monthly_next_at: null,
};

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** Limits in force at `now` (a pending increase whose time has come counts) and the increases still waiting. */
export function effectiveLimits(row: LimitsRow, now: Date): { limits: LimitValues; pending: PendingIncrease[] } {
  const limits = {} as LimitValues;
  const pending: PendingIncrease[] = [];
  for (const p of DepositLimitPeriods) {
    const at = row[`${p}_next_at`];
    if (at && at <= now) limits[p] = num(row[`${p}_next`]);
    else {
      limits[p] = num(row[p]);
      if (at) pending.push({ period: p, value: num(row[`${p}_next`]), effectiveAt: at });
    }
  }
  return { limits, pending };
}

/** null (no limit) is above every number. */
const isLower = (a: number | null, b: number | null) => a !== null && (b === null || a < b);

/**
 * The row after a member asks for `wanted`: a decrease (or the same value) applies at once and drops any
 * waiting increase; an increase waits the cooling delay (24 hours unless the operator set another). Asking again for the same increase keeps its original time,
 * so re-sending the form never restarts the clock.
 */
export function applyRequest(row: LimitsRow, wanted: LimitValues, now: Date, delayMs = INCREASE_DELAY_MS): LimitsRow {
  const { limits, pending } = effectiveLimits(row, now);
  const next = { ...NO_LIMITS };
  for (const p of DepositLimitPeriods) {
    const current = limits[p];
    next[p] = current;
    if (wanted[p] === current || isLower(wanted[p], current)) {
      next[p] = wanted[p];
      continue;
    }
    const waiting = pending.find((x) => x.period === p);
    next[`${p}_next`] = wanted[p];
    next[`${p}_next_at`] =
      waiting && waiting.value === wanted[p] ? waiting.effectiveAt : new Date(now.getTime() + delayMs);
  }
  return next;
}

/** Limits must nest: a day's cannot exceed the week's, nor the week's the month's. */
export function checkNesting(v: LimitValues): void {
  const order = [v.daily, v.weekly, v.monthly];
  for (let i = 0; i < order.length; i++) {
    for (let j = i + 1; j < order.length; j++) {
      const a = order[i];
      const b = order[j];
      if (a != null && b != null && a > b) {
        throw new AppError('deposit_limit_invalid', 400, 'A shorter period cannot have a higher limit');
      }
    }
  }
}

/** Refuses a deposit of `amount` that would take any period over its limit. */
export function checkDeposit(limits: LimitValues, used: Record<DepositLimitPeriod, number>, amount: number): void {
  for (const p of DepositLimitPeriods) {
    const limit = limits[p];
    if (limit !== null && used[p] + amount > limit) {
      throw new AppError('deposit_limit_exceeded', 422, `The ${p} deposit limit would be exceeded`, {
        period: p,
        limit,
        used: used[p],
        remaining: Math.max(0, limit - used[p]),
      });
    }
  }
}
