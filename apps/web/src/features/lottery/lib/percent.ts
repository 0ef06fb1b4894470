/**
 * A return-to-player fraction as a percentage with at most one decimal ('99.5', '87.8'), no locale
 * separators needed below 100 (shared/format has no percent format; this stays integer maths).
 */
export function percentText(fraction: number): string {
  const tenths = Math.round(fraction * 1000);
  const whole = Math.trunc(tenths / 10);
  const decimal = tenths % 10;
  return decimal === 0 ? String(whole) : `${whole}.${decimal}`;
}

/** Whole days in a countdown and the m:ss / h:mm:ss clock of what is left after them (never negative). */
export function countdownParts(ms: number): { days: number; clock: string } {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  return { days, clock: countdownText((total - days * 86_400) * 1000) };
}

/** A countdown in seconds as m:ss (h:mm:ss past an hour); never negative. */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
