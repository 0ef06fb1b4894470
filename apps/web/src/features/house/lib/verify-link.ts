import type { HouseSpin } from '@app/contracts';
import { encodeStops } from './presentation';

export const VERIFY_PATH = '/house/slot/verify';

/**
 * The verify page's address for a round: everything needed to recompute it travels in the URL (the
 * page trusts nothing else), plus where to go back to. The server seed is there only once revealed.
 */
export function verifyLink(s: HouseSpin, from: string): string {
  const q = new URLSearchParams({
    hash: s.serverSeedHash,
    clientSeed: s.clientSeed,
    nonce: String(s.nonce),
    lineBet: String(s.lineBet),
    lines: String(s.lines),
    stops: encodeStops([s.base, ...s.freeSpins]),
    win: String(s.totalWin),
    variant: s.variant,
  });
  if (s.serverSeed) q.set('serverSeed', s.serverSeed);
  q.set('from', from);
  return `${VERIFY_PATH}?${q.toString()}`;
}

/** Where the verify page's back link may lead: only back into the slot (never another site). */
export function safeBackPath(from: string | null): string | null {
  return from && /^\/house\/slot(\?|$)/.test(from) ? from : null;
}
