/** Why an amount typed by a member was refused. */
export type AmountError = 'empty' | 'format' | 'decimals' | 'zero';

export type ParsedAmount = { ok: true; minor: number } | { ok: false; error: AmountError };

/** Largest amount any money endpoint accepts (contracts: 1,000,000,000,000 minor units). */
const MAX_MINOR = 1_000_000_000_000;

/**
 * Reads an amount typed in currency units ("1,234.5", "1234.56") into integer minor units without ever
 * going through a float: the integer and fraction parts are read as digit strings. Thousands separators
 * (',') and spaces are allowed; at most 2 decimals (spec §9).
 */
export function parseAmount(text: string): ParsedAmount {
  const cleaned = text.replace(/[\s,]/g, '');
  if (cleaned === '') return { ok: false, error: 'empty' };
  const m = /^(\d*)(?:\.(\d*))?$/.exec(cleaned);
  if (!m || (m[1] === '' && (m[2] ?? '') === '')) return { ok: false, error: 'format' };
  const fraction = m[2] ?? '';
  if (fraction.length > 2) return { ok: false, error: 'decimals' };
  const units = m[1] === '' ? '0' : m[1]!;
  // More digits than the largest amount could have is refused before Number() can lose precision.
  if (units.replace(/^0+/, '').length > 13) return { ok: false, error: 'format' };
  const minor = Number(units) * 100 + Number(fraction.padEnd(2, '0'));
  if (minor === 0) return { ok: false, error: 'zero' };
  if (minor > MAX_MINOR) return { ok: false, error: 'format' };
  return { ok: true, minor };
}

/** Minor units as the plain text an amount field holds ("1234.5" → "1234.50"; no separators). */
export function minorToInput(minor: number): string {
  const units = Math.trunc(minor / 100);
  const cents = Math.abs(minor % 100);
  return `${units}.${cents.toString().padStart(2, '0')}`;
}

/** Checks a parsed amount against a rule's bounds (minor units, inclusive). */
export function amountInRange(minor: number, range: { min: number; max: number }): 'below' | 'above' | null {
  if (minor < range.min) return 'below';
  if (minor > range.max) return 'above';
  return null;
}
