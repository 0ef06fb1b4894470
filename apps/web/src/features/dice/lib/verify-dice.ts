import { type Dice, drawDice, type SeedPair } from '@app/games';
import { recomputeWithBrowserHmac } from '../../../shared/fairness/fair-bytes';

/** The round's three dice recomputed in the browser from its revealed seed pair, by the server's own draw. */
export function verifyDice(seeds: SeedPair): Promise<Dice> {
  // Three dice use one HMAC round almost always; a run of rejected samples may need another.
  return recomputeWithBrowserHmac(seeds, 2, (roundBytes) => drawDice(seeds, roundBytes));
}

/** Whether two dice triples are the same, in order (the draw order is part of the result). */
export function sameDice(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
