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
