/**
 * Amounts, one way for the whole site (spec §9, issue 12): 2 decimals, thousands separators, and the
 * operator's currency symbol before the number ('₫ 1,234,567.00'). Money arrives in minor units (1/100).
 * Every number-to-text conversion of amounts in the web app lives here.
 */
/**
 * Thousands separators on a string of digits ('1234567' → '1,234,567'). Written out rather than with
 * Intl.NumberFormat: the site's format is fixed (en-US grouping whatever the language), and creating the
 * first Intl formatter loads ICU's number data, 20–30 ms of a phone's start-up before anything is shown.
 */
function group(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** An integer amount in minor units as currency units with 2 decimals: 123456 → '1,234.56'. */
export function formatMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  const units = Math.trunc(abs / 100);
  const cents = abs % 100;
  return `${sign}${group(String(units))}.${cents.toString().padStart(2, '0')}`;
}

/**
 * An amount in minor units with the currency symbol: '₫ 1,234.56'. `signed` writes '+' on a positive
 * amount (profit and loss); a negative one always has '-'. Without a symbol (not known yet) the number alone.
 */
export function formatMoney(minor: number, symbol: string | null | undefined, opts: { signed?: boolean } = {}): string {
  const sign = opts.signed && minor > 0 ? '+' : '';
  const number = `${sign}${formatMinor(minor)}`;
  return symbol ? `${symbol} ${number}` : number;
}

/** A count (players, spins, lines) with thousands separators and no decimals: 12345 → '12,345'. */
export function formatCount(value: number): string {
  const whole = Math.trunc(value);
  return `${whole < 0 ? '-' : ''}${group(String(Math.abs(whole)))}`;
}

/**
 * A short label for an amount in minor units, in currency units: 500, 1K, 20K, 1M, 2.5M (chips, where
 * a full amount does not fit). One decimal at most, dropped when it is 0.
 */
export function formatCompact(minor: number): string {
  const units = minor / 100;
  const short = (v: number, suffix: string) => `${Number.isInteger(v) ? v : v.toFixed(1).replace(/\.0$/, '')}${suffix}`;
  if (units >= 1_000_000) return short(units / 1_000_000, 'M');
  if (units >= 1_000) return short(units / 1_000, 'K');
  return short(units, '');
}

/** Basis points as percent text, exact and without trailing zeros: 150 → '1.5', 1000 → '10', 29 → '0.29'. */
export function formatBasisPoints(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const frac = Math.abs(bp % 100)
    .toString()
    .padStart(2, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}
