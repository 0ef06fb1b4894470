/** "1.5" (percent as typed) → 150 basis points without a float; NaN for anything else (the server refuses it). */
export function toBp(text: string): number {
  const m = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Basis points → percent text ("1.5"). */
export const fromBp = (bp: number): string => {
  const frac = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return frac ? `${Math.trunc(bp / 100)}.${frac}` : String(bp / 100);
};

/** "27000" or "27000.50" (currency units) → minor units without a float; NaN for anything else. */
export function toMinor(text: string): number {
  const m = /^\s*(\d{1,13})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Minor units → the plain text an input holds ("27000", "-27000.50"). */
export function fromMinorText(minor: number): string {
  const abs = Math.abs(minor);
  const text = abs % 100 === 0 ? String(abs / 100) : `${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return minor < 0 ? `-${text}` : text;
}
