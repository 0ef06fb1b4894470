import { ApiError } from '../../../shared/api/client';

/** One press of "place bets": the key the server dedupes by, and what it was for. */
export interface Attempt {
  key: string;
  drawId: number;
  /** The slip (bets, chase, mode) it was made for: another slip is another attempt. */
  signature: string;
}

export function newAttemptKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return `lott-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The key to send: the last attempt's when it was for the same draw and slip (a retry after a lost answer
 * or a 5xx must not place the slip twice), else a new one.
 */
export function attemptFor(last: Attempt | null, drawId: number, signature: string, make = newAttemptKey): Attempt {
  if (last && last.drawId === drawId && last.signature === signature) return last;
  return { key: make(), drawId, signature };
}

/** A 4xx: the server refused the slip and placed nothing, so the next press is a new attempt. */
export function isRefusal(err: unknown): boolean {
  return err instanceof ApiError && err.status >= 400 && err.status < 500;
}
