import { type ChatQueue, type ChatState, SUPPORT_CHAT_BUILTIN_URL, SUPPORT_CHAT_VIP_RANK } from '@app/contracts';

/** Spec §6: a player whose VIP rank is above 4 is served in the VIP queue, everyone else in the general one. */
export const queueForRank = (rank: number): ChatQueue => (rank > SUPPORT_CHAT_VIP_RANK ? 'vip' : 'general');

/** What the queue shows: open with nobody on it is waiting. */
export function chatState(status: 'open' | 'closed', assignedOperatorId: number | null): ChatState {
  if (status === 'closed') return 'closed';
  return assignedOperatorId === null ? 'waiting' : 'assigned';
}

/** The queue's one-line preview of a message: the start of its text, '' for an image. */
export function previewOf(text: string | null, max = 80): string {
  if (!text) return '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

/**
 * A read mark only moves forward and never past the last message: a stale or made-up id cannot mark
 * unseen messages read. Returns the new mark (equal to `current` when nothing changes).
 */
export const nextReadMark = (current: number, asked: number, lastMessageId: number): number =>
  Math.max(current, Math.min(asked, lastMessageId));

/** The chat entry's setting as stored in the type-3 customer-service entry's URL. */
export function settingsFromUrl(url: string | null): { mode: 'builtin' | 'external'; externalUrl: string | null } {
  return !url || url === SUPPORT_CHAT_BUILTIN_URL
    ? { mode: 'builtin', externalUrl: null }
    : { mode: 'external', externalUrl: url };
}

/** An external chat address must be an absolute http(s) URL (it is opened in a popup from the site). */
export function validExternalUrl(raw: string): string | null {
  try {
    const u = new URL(raw);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname ? u.href : null;
  } catch {
    return null;
  }
}

/**
 * Typing marks are pushed live, never stored; one per conversation and side is enough every `gapMs`
 * (a browser sends one per key press at most every couple of seconds, a script could send thousands).
 * Kept per process: a mark is worth nothing after a few seconds, so nothing needs sharing between nodes.
 */
export function createTypingThrottle(now: () => number, gapMs = 1500, maxKeys = 10_000) {
  const last = new Map<string, number>();
  return (key: string): boolean => {
    const t = now();
    const prev = last.get(key);
    if (prev !== undefined && t - prev < gapMs) return false;
    if (last.size >= maxKeys) last.clear();
    last.set(key, t);
    return true;
  };
}
