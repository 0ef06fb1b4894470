import { drawRafflePrize, type SeedPair } from '@app/games';
import { recomputeWithBrowserHmac, sha256Hex } from '../../../shared/fairness/fair-bytes';

/**
 * Recomputes a spin in the browser: HMAC-SHA256 by WebCrypto, then the very draw the server ran
 * (drawRafflePrize from packages/games) over the wheel's weights at the spin; and the seed's SHA-256,
 * which must equal the hash the wheel showed before the spin.
 */
export async function verifySpin(seeds: SeedPair, weights: readonly number[]) {
  const index = await recomputeWithBrowserHmac(seeds, 1, (roundBytes) => drawRafflePrize(seeds, weights, roundBytes));
  return { index, hash: await sha256Hex(seeds.serverSeed) };
}
