import {
  DEFAULT_SLOT_VARIANT,
  FairRandom,
  playRound,
  type SeedPair,
  type SlotBet,
  type SlotRound,
  slotVariant,
} from '@app/games';
import { recomputeWithBrowserHmac } from '../../../shared/fairness/fair-bytes';

/**
 * Recomputes a house slot round in the browser: outcome bytes from WebCrypto's HMAC-SHA256, then the very
 * engine the server runs (packages/games), under the RTP variant (paytable) the round records, turns them
 * into reels and wins. A round needs a few HMAC rounds (8 numbers each); more are computed if the engine
 * asks for them. Rounds from before variants existed name none: they were played under the default.
 */
export function verifyRound(seeds: SeedPair, bet: SlotBet, variant: string = DEFAULT_SLOT_VARIANT): Promise<SlotRound> {
  const { config } = slotVariant(variant);
  return recomputeWithBrowserHmac(seeds, 12, (roundBytes) => playRound(config, new FairRandom(seeds, roundBytes), bet));
}
