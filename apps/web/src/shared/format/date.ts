/**
 * Dates and times, one way for the whole site (issue 12): one date-time format per language, always in
 * the operator's time zone (Asia/Ho_Chi_Minh) whatever the browser's zone is.
 *   vi: 24/11/2026 21:05        en: 24 Nov 2026, 21:05
 * Every Intl date call of the web app lives here.
 */
export const OPERATOR_TIME_ZONE = 'Asia/Ho_Chi_Minh';

type Parts = { year: string; month: string; day: string; hour: string; minute: string; second: string };

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
/** Intl's calendar fields in a zone (exported as the unit test's reference for the fast path below). */
export function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    partsFormatters.set(timeZone, f);
  }
  return f;
}

/**
 * Zones whose offset the time zone database has not changed since an instant: their fields are read off a
 * shifted UTC date. The first Intl.DateTimeFormat with a time zone costs ~18 ms on a desktop (the
 * promotions strip's dates on the home page's first load; four times that on a phone), and the operator's
 * zone has been UTC+7 since 13 June 1975. A unit test holds this to Intl over five decades.
 */
const FIXED_SINCE: Record<string, { since: number; offsetMs: number }> = {
  [OPERATOR_TIME_ZONE]: { since: Date.UTC(1975, 5, 12, 17), offsetMs: 7 * 3_600_000 },
};

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The calendar fields of an instant in a zone (numbers as two-digit text, year as four). */
export function zonedParts(at: Date, timeZone: string = OPERATOR_TIME_ZONE): Parts {
  const fixed = FIXED_SINCE[timeZone];
  const ms = at.getTime();
  if (fixed && ms >= fixed.since) {
    const w = new Date(ms + fixed.offsetMs);
    return {
      year: String(w.getUTCFullYear()),
      month: two(w.getUTCMonth() + 1),
      day: two(w.getUTCDate()),
      hour: two(w.getUTCHours()),
      minute: two(w.getUTCMinutes()),
      second: two(w.getUTCSeconds()),
    };
  }
  const out: Record<string, string> = {};
  for (const p of partsFormatter(timeZone).formatToParts(at)) out[p.type] = p.value;
  return {
    year: out.year ?? '',
    month: out.month ?? '',
    day: out.day ?? '',
    hour: out.hour === '24' ? '00' : (out.hour ?? ''),
    minute: out.minute ?? '',
    second: out.second ?? '',
  };
}

/** yyyy-MM-dd of an instant in a zone (the day reports and filters speak in). */
export function zonedDay(at: Date, timeZone: string = OPERATOR_TIME_ZONE): string {
  const p = zonedParts(at, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** Day of the week of an instant in a zone: 0 = Sunday … 6 = Saturday. */
export function zonedWeekday(at: Date, timeZone: string = OPERATOR_TIME_ZONE): number {
  const p = zonedParts(at, timeZone);
  return new Date(Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day))).getUTCDay();
}

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const toDate = (at: Date | string | number): Date | null => {
  const d = at instanceof Date ? at : new Date(at);
  return Number.isNaN(d.getTime()) ? null : d;
};

export interface DateTimeOptions {
  seconds?: boolean;
  timeZone?: string;
}

/** The date alone: vi 24/11/2026, en 24 Nov 2026. An unreadable value comes back as it was given. */
export function formatDate(at: Date | string | number, language: string, opts: DateTimeOptions = {}): string {
  const d = toDate(at);
  if (!d) return String(at);
  const p = zonedParts(d, opts.timeZone);
  return language === 'vi' ? `${p.day}/${p.month}/${p.year}` : `${p.day} ${MONTHS_EN[Number(p.month) - 1]} ${p.year}`;
}

/** Date and time: vi 24/11/2026 21:05, en 24 Nov 2026, 21:05 (`seconds` adds :ss). */
export function formatDateTime(at: Date | string | number, language: string, opts: DateTimeOptions = {}): string {
  const d = toDate(at);
  if (!d) return String(at);
  const p = zonedParts(d, opts.timeZone);
  const time = `${p.hour}:${p.minute}${opts.seconds ? `:${p.second}` : ''}`;
  return language === 'vi' ? `${formatDate(d, language, opts)} ${time}` : `${formatDate(d, language, opts)}, ${time}`;
}

/** The zone's offset at an instant, e.g. 'GMT+7', so nobody misreads a time shown to travellers. */
export function zoneOffsetLabel(at: Date, timeZone: string = OPERATOR_TIME_ZONE): string | null {
  return (
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? null
  );
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "3 minutes ago" / "3 phút trước" for a past moment (the largest whole unit). */
export function formatTimeAgo(at: Date | string | number, nowMs: number, language: string): string {
  const d = toDate(at);
  const format = new Intl.RelativeTimeFormat(language === 'vi' ? 'vi-VN' : 'en-GB', { numeric: 'auto' });
  let amount = Math.max(0, (nowMs - (d?.getTime() ?? nowMs)) / 1000);
  for (const [unit, size] of RELATIVE_STEPS) {
    if (amount < size) return format.format(-Math.floor(amount), unit);
    amount /= size;
  }
  return format.format(-Math.floor(amount), 'year');
}
