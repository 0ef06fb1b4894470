import { FairRandom, type RoundBytes, type SeedPair } from '../rng/provably-fair.js';
import type { Dice } from './dice.bets.js';

/** Anything that gives unbiased integers in [0, n): FairRandom or FairStream. */
export interface IntSource {
  nextInt(n: number): number;
}

/** Three dice, each the next unbiased integer in [0, 6) plus one, in order. */
export function drawDiceFrom(rng: IntSource): Dice {
  return [rng.nextInt(6) + 1, rng.nextInt(6) + 1, rng.nextInt(6) + 1];
}

/**
 * The dice of a round from its seed pair: the same commit–reveal stream as the house slot
 * (HMAC-SHA256(server seed, `clientSeed:nonce:round`)). A browser verifier passes `roundBytes` computed
 * with WebCrypto and gets the same dice.
 */
export function drawDice(seeds: SeedPair, roundBytes?: RoundBytes): Dice {
  return drawDiceFrom(new FairRandom(seeds, roundBytes));
}

/** What the table shows of a result: the dice, their total, and whether they are a triple. */
export function describeDice(d: Dice): { dice: Dice; total: number; triple: boolean } {
  return { dice: d, total: d[0] + d[1] + d[2], triple: d[0] === d[1] && d[1] === d[2] };
}
