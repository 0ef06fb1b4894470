import type { TFunction } from 'i18next';
import { formatMinor } from '../../../shared/format/number';
import { type AmountError, amountInRange, parseAmount } from './amount';

export type AmountProblem = AmountError | 'below' | 'above';
export type AmountCheck = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

/** Reads a typed amount and checks it against a rule's min/max (minor units, inclusive). */
export function checkAmount(text: string, range: { min: number; max: number }): AmountCheck {
  const parsed = parseAmount(text);
  if (!parsed.ok) return { ok: false, problem: parsed.error };
  const out = amountInRange(parsed.minor, range);
  return out ? { ok: false, problem: out } : parsed;
}

/** The translated message of an amount problem (the range bounds in spec §9 format). */
export function amountProblemText(
  t: TFunction,
  problem: AmountProblem,
  range: { min: number; max: number },
  symbol: string,
): string {
  return t(`wallet:components.amount.${problem}`, {
    min: `${symbol} ${formatMinor(range.min)}`.trim(),
    max: `${symbol} ${formatMinor(range.max)}`.trim(),
  });
}

/** "Min … – Max …" hint shown under an amount field. */
export function amountRangeHint(t: TFunction, range: { min: number; max: number }, symbol: string): string {
  return t('wallet:components.amount.range', {
    min: `${symbol} ${formatMinor(range.min)}`.trim(),
    max: `${symbol} ${formatMinor(range.max)}`.trim(),
  });
}
