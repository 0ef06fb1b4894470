import type { IntSource } from '../dice/dice.draw.js';
import { FairRandom, type RoundBytes, type SeedPair } from '../rng/provably-fair.js';
import { DRAW_ORDER, type LotteryRegion, type LotteryResult, PRIZE_LAYOUTS, type PrizeName } from './lottery.layout.js';

/**
 * A full result of the region's layout from an unbiased integer source. Numbers are drawn in the real
 * draw's order (DRAW_ORDER; within a prize in board order), each uniform over its digits (nextInt(10^d),
 * zero-padded) and independent of the others, as each number of a real draw comes from its own spin:
 * two numbers may share their last digits, which is why lô pays per occurrence.
 */
export function drawLotteryFrom(region: LotteryRegion, rng: IntSource): LotteryResult {
  const rows = new Map(PRIZE_LAYOUTS[region].map((row) => [row.prize, row]));
  const drawn = new Map<PrizeName, string[]>();
  for (const prize of DRAW_ORDER[region]) {
    const row = rows.get(prize)!;
    const numbers: string[] = [];
    for (let i = 0; i < row.count; i++) numbers.push(String(rng.nextInt(10 ** row.digits)).padStart(row.digits, '0'));
    drawn.set(prize, numbers);
  }
  const prizes: LotteryResult['prizes'] = {};
  for (const row of PRIZE_LAYOUTS[region]) prizes[row.prize] = drawn.get(row.prize)!;
  return { region, prizes };
}

/**
 * The fast lottery's (siêu tốc) result of a round from its revealed seed pair: the same commit–reveal
 * stream as dice and the house slot (HMAC-SHA256(server seed, `clientSeed:nonce:round`)), so the web's
 * verify page recomputes it from the seeds (passing WebCrypto bytes as `roundBytes`).
 */
export function drawLottery(region: LotteryRegion, seeds: SeedPair, roundBytes?: RoundBytes): LotteryResult {
  return drawLotteryFrom(region, new FairRandom(seeds, roundBytes));
}
