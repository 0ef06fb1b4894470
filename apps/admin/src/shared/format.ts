import i18next from 'i18next';

const locale = () => (i18next.language === 'en' ? 'en-US' : 'vi-VN');

/** Minor units → "1,234.50" (2 decimals, thousands separators, the operator's language). */
export function money(minor: number): string {
  return new Intl.NumberFormat(locale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);
}

export const count = (n: number): string => new Intl.NumberFormat(locale()).format(n);

/** An ISO instant in the operator's zone (the site's TIMEZONE default). */
export function dateTime(iso: string, timeZone = 'Asia/Ho_Chi_Minh'): string {
  return new Intl.DateTimeFormat(locale(), { dateStyle: 'short', timeStyle: 'medium', timeZone }).format(new Date(iso));
}

/** Minor units → a short amount for chart axes ("1.2M", "350K"). */
export function compact(minor: number): string {
  return new Intl.NumberFormat(locale(), { notation: 'compact', maximumFractionDigits: 1 }).format(minor / 100);
}
