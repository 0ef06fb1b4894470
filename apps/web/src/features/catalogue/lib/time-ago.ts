const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "3 minutes ago" / "3 phút trước" for a past moment, in the reader's language (the largest whole unit). */
export function timeAgo(iso: string, nowMs: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language === 'vi' ? 'vi-VN' : 'en-GB', { numeric: 'auto' });
  let amount = Math.max(0, (nowMs - Date.parse(iso)) / 1000);
  for (const [unit, size] of STEPS) {
    if (amount < size) return format.format(-Math.floor(amount), unit);
    amount /= size;
  }
  return format.format(-Math.floor(amount), 'year');
}
