import { FairRandom, type RoundBytes, type SeedPair } from '../rng/provably-fair.js';

/**
 * The lucky wheel's draw (issue 16, raffle): which prize a spin wins, from the spin's seed pair and the
 * weights of the prizes in the wheel's order as they stood at the spin (a prize out of stock weighs 0, so
 * it can never be drawn). One unbiased integer below the total weight from the same commit–reveal stream
 * as the house games (HMAC-SHA256(server seed, `clientSeed:nonce:round`)), walked through the weights.
 * The server and the browser's verifier run this same function; the verifier passes `roundBytes` from
 * WebCrypto and gets the same index.
 */
export function drawRafflePrize(seeds: SeedPair, weights: readonly number[], roundBytes?: RoundBytes): number {
  return new FairRandom(seeds, roundBytes).pickWeighted(weights);
}

/**
 * The chance of each prize in parts per million (rounded down), as shown to the player beside the wheel:
 * weight ÷ total weight of the prizes in stock.
 */
export function rafflePrizeOddsPpm(weights: readonly number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  return weights.map((w) => (total > 0 ? Math.floor((w * 1_000_000) / total) : 0));
}
