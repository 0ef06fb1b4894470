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
