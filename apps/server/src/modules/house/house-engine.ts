import { createHmac } from 'node:crypto';
import { FairRandom, outcomeMessage, playRound, type SeedPair, type SlotRound, slotVariant } from '@app/games';

/**
 * Plays a round of the house slot from its seed pair under an RTP variant (the round stores which). The HMAC
 * comes from node:crypto, several times faster than the pure-JS one the browser's verifier shares; both give
 * the same bytes (tested in packages/games), so the verify page recomputes exactly this.
 */
export function playHouseRound(seeds: SeedPair, bet: { lineBet: number; lines: number }, variant: string): SlotRound {
  const rng = new FairRandom(seeds, (round) =>
    createHmac('sha256', seeds.serverSeed).update(outcomeMessage(seeds, round)).digest(),
  );
  return playRound(slotVariant(variant).config, rng, bet);
}
