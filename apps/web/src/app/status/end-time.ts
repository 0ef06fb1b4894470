import { formatDateTime, zoneOffsetLabel } from '../../shared/format/date';

/** Operator's display zone (ARCHITECTURE.md: Asia/Ho_Chi_Minh by default). */
export const DISPLAY_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** The maintenance end time in the user's language, with the zone so nobody misreads it. */
export function formatEndTime(iso: string, language: string, timeZone: string = DISPLAY_TIME_ZONE): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const text = formatDateTime(date, language, { timeZone });
  const zone = zoneOffsetLabel(date, timeZone);
  return zone ? `${text} (${zone})` : text;
}

/** Remaining time as h:mm:ss (or m:ss under an hour); null when the end is past. */
export function formatRemaining(endMs: number, nowMs: number): string | null {
  const left = Math.floor((endMs - nowMs) / 1000);
  if (left <= 0) return null;
  const h = Math.floor(left / 3600);
  const m = Math.floor((left % 3600) / 60);
  const s = left % 60;
  const pad = (n: number) => n.toString().padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
