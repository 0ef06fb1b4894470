import type { RaffleSpin } from '@app/contracts';

export const WHEEL_PATH = '/luckyWheel';
export const VERIFY_PATH = '/luckyWheel/verify';

/**
 * The verify page's address for a spin: everything needed to recompute it travels in the URL (the page
 * trusts nothing else): the revealed seed pair, the nonce, the wheel's weights at the spin and the slice won.
 */
export function verifyLink(s: RaffleSpin): string {
  const q = new URLSearchParams({
    serverSeed: s.serverSeed,
    hash: s.serverSeedHash,
    clientSeed: s.clientSeed,
    nonce: String(s.nonce),
    weights: s.weights.join('.'),
    won: String(s.prizeIndex),
    wheel: String(s.promotionId),
  });
  return `${VERIFY_PATH}?${q.toString()}`;
}

/** Weights from the URL ("3.0.5"): whole numbers, at least one, at most 24; null when malformed. */
export function parseWeights(text: string | null): number[] | null {
  if (!text || !/^\d{1,9}(\.\d{1,9}){0,23}$/.test(text)) return null;
  const weights = text.split('.').map(Number);
  return weights.some((w) => w > 0) ? weights : null;
}
