/** The site's zone: its reports count local days there (the server's TIMEZONE default, as format.ts). */
const SITE_ZONE = 'Asia/Ho_Chi_Minh';

/** Today in the site's zone, yyyy-MM-dd. */
export function localToday(now = new Date()): string {
  // en-CA writes dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SITE_ZONE }).format(now);
}

/** A calendar day `n` days after `day` (pure date arithmetic). */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The quick ranges offered above every report: the last N days, today included. */
export const PRESETS = [7, 30, 90] as const;

/** The last `n` local days, today included. */
export const lastDays = (n: number, today = localToday()) => ({ from: addDays(today, 1 - n), to: today });
