/**
 * "27000" or "27000.5" (the currency unit, as the operator types it) → minor units (×100) without a float;
 * NaN for anything else, which the server then refuses as invalid input.
 */
export function toMinor(text: string): number {
  const m = /^\s*(\d{1,13})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Minor units → the plain text an input holds ("27000", "27000.50"). */
export const fromMinor = (minor: number): string =>
  minor % 100 === 0
    ? String(minor / 100)
    : `${Math.trunc(minor / 100)}.${String(Math.abs(minor % 100)).padStart(2, '0')}`;
