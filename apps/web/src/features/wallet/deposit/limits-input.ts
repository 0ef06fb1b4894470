import { type DepositLimitPeriod, DepositLimitPeriods, type DepositLimits } from '@app/contracts';
import { type AmountError, minorToInput, parseAmount } from '../components/amount';

export type LimitTexts = Record<DepositLimitPeriod, string>;
export type LimitValues = Record<DepositLimitPeriod, number | null>;
export type LimitsCheck =
  | { ok: true; values: LimitValues }
  | { ok: false; period: DepositLimitPeriod; error: AmountError };

/** The fields as they start: each limit in force (the pending increase is shown beside, not typed in). */
export function limitTexts(limits: DepositLimits): LimitTexts {
  const text = (v: number | null) => (v === null ? '' : minorToInput(v));
  return { daily: text(limits.daily), weekly: text(limits.weekly), monthly: text(limits.monthly) };
}

/** Reads the three fields: an empty field means "no limit" (null); anything else must be an amount. */
export function readLimits(texts: LimitTexts): LimitsCheck {
  const values: LimitValues = { daily: null, weekly: null, monthly: null };
  for (const period of DepositLimitPeriods) {
    if (texts[period].trim() === '') continue;
    const parsed = parseAmount(texts[period]);
    if (!parsed.ok) return { ok: false, period, error: parsed.error };
    values[period] = parsed.minor;
  }
  return { ok: true, values };
}
