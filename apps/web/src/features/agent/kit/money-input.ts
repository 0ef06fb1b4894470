/**
 * A typed amount in currency units ('1,234.5', '1234,50' is not accepted: the site writes a dot for
 * decimals and commas between thousands) → integer minor units, exactly; null when not an amount.
 */
export function parseMinor(text: string): number | null {
  const clean = text.trim().replaceAll(',', '');
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(clean);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Minor units → the text an amount field starts with, exactly (parseMinor's inverse): 123450 → '1234.50', 100000 → '1000'. */
export function minorToInputText(minor: number): string {
  const whole = Math.trunc(minor / 100);
  const cents = Math.abs(minor % 100);
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}
