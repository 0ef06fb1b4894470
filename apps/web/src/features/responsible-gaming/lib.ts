/** Money limits are typed in whole đồng and sent in minor units (1/100); minutes as they are. */
export function parseLimitInput(text: string, kind: string): number | null | 'invalid' {
  const trimmed = text.trim().replace(/[,\s]/g, '');
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return 'invalid';
  const n = Number(trimmed);
  if (!Number.isSafeInteger(n) || n <= 0) return 'invalid';
  return kind === 'session' ? n : n * 100;
}

/** "1h 05m" from milliseconds. */
export function formatDuration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h}h ${String(m).padStart(2, '0')}m` : `${m}m`;
}
