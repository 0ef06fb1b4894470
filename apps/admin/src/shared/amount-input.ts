/**
 * Amounts typed by an operator in đồng ("18000", "18,000.50") → integer minor units, read from the text
 * (never through a float), or null when it is not an amount with at most 2 decimals.
 */
export function minorOf(text: string): number | null {
  const s = text.trim().replace(/[,\s_]/g, '');
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** As minorOf, for fields where only an amount above zero makes sense (stakes, adjustments, limits, methods). */
export function positiveMinorOf(text: string): number | null {
  const minor = minorOf(text);
  return minor !== null && minor > 0 ? minor : null;
}

/** Minor units → the text an amount field starts with ("18000", "18000.5" → "18000.50"). */
export function textOfMinor(minor: number): string {
  const whole = Math.trunc(minor / 100);
  const cents = Math.abs(minor % 100);
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}

/** "1, 2,3" → [1, 2, 3]; null when an item is not a whole number. */
export function intsOf(text: string): number[] | null {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.some((p) => !/^-?\d{1,9}$/.test(p))) return null;
  return parts.map(Number);
}

/** "a, b" → ['a', 'b'] (empty items dropped). */
export const wordsOf = (text: string): string[] =>
  text
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');

/** Minor units → "18000.50" (always 2 decimals, no separators): amounts in CSV files. */
export function plainAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
