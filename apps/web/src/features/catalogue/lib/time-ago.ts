import { formatTimeAgo } from '../../../shared/format/date';

/** "3 minutes ago" / "3 phút trước" for a past moment, in the reader's language (the largest whole unit). */
export function timeAgo(iso: string, nowMs: number, language: string): string {
  return formatTimeAgo(iso, nowMs, language);
}
