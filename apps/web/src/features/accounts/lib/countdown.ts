/** Spec §9: the SMS send button accepts one press per second. */
export const SMS_SEND_THROTTLE_MS = 1000;
/** Spec §9: the captcha image is refreshed at most once a second. */
export const CAPTCHA_REFRESH_MS = 1000;

/** Length of the get-code countdown: expiredMinutes × 60 s (spec §4). Bad values count as zero. */
export function countdownSeconds(expiredMinutes: number): number {
  return Number.isFinite(expiredMinutes) && expiredMinutes > 0 ? Math.round(expiredMinutes * 60) : 0;
}

/** Whole seconds left until `endsAt` (ms), never negative; rounds up so "1" shows until the very end. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** "m:ss" for the countdown label. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Milliseconds to wait before an action throttled to one per `intervalMs` may run again (0 = now). */
export function throttleWait(lastAt: number | null, now: number, intervalMs: number): number {
  if (lastAt === null) return 0;
  return Math.max(0, lastAt + intervalMs - now);
}
