import { allNumbers, drawLottery, type LotteryRegion, type LotteryResult } from '@app/games';
import { recomputeWithBrowserHmac, sha256Hex } from '../../../shared/fairness/fair-bytes';

export interface DrawSeeds {
  serverSeedHash: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/**
 * Recomputes a fast draw in the browser from its revealed seeds with the server's own draw (drawLottery):
 * the seed must hash to the hash published before the draw, and every number must match, in order.
 */
export async function verifyFastDraw(
  region: LotteryRegion,
  seeds: DrawSeeds,
  shown: LotteryResult,
): Promise<{ hashOk: boolean; resultOk: boolean; recomputed: LotteryResult }> {
  const pair = { serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce: seeds.nonce };
  const hashOk = (await sha256Hex(seeds.serverSeed)) === seeds.serverSeedHash;
  // 27 numbers of up to 6 digits take a few HMAC rounds; more are computed if the draw asks for them.
  const recomputed = await recomputeWithBrowserHmac(pair, 4, (bytes) => drawLottery(region, pair, bytes));
  const a = allNumbers(recomputed);
  const b = allNumbers(shown);
  return { hashOk, resultOk: a.length === b.length && a.every((n, i) => n === b[i]), recomputed };
}
