import { FairRandom, HOUSE_SLOT, playRound, type SeedPair, type SlotBet, type SlotRound } from '@app/games';
import { recomputeWithBrowserHmac } from '../../../shared/fairness/fair-bytes';

/**
 * Recomputes a house slot round in the browser: outcome bytes from WebCrypto's HMAC-SHA256, then the very
 * engine the server runs (packages/games) turns them into reels and wins. A round needs a few HMAC rounds
 * (8 numbers each); more are computed if the engine asks for them.
 */
export function verifyRound(seeds: SeedPair, bet: SlotBet): Promise<SlotRound> {
  return recomputeWithBrowserHmac(seeds, 12, (roundBytes) =>
    playRound(HOUSE_SLOT, new FairRandom(seeds, roundBytes), bet),
  );
}
