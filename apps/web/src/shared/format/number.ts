/** Spec §9: 2 decimals with thousands separators. Money arrives in minor units (1/100). */
const formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatAmount(value: number): string {
  return formatter.format(value);
}

/** Formats an integer amount in minor units as currency units with 2 decimals. */
export function formatMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const units = Math.trunc(abs / 100);
  const cents = abs % 100;
  return `${sign}${new Intl.NumberFormat('en-US').format(units)}.${cents.toString().padStart(2, '0')}`;
}
