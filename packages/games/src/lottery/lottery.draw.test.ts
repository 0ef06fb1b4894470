import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FairStream } from '../rng/fair-stream.js';
import { outcomeMessage, type SeedPair } from '../rng/provably-fair.js';
import { drawLottery, drawLotteryFrom } from './lottery.draw.js';
import { DRAW_ORDER, type LotteryRegion, PRIZE_LAYOUTS, validateLotteryResult } from './lottery.layout.js';

/** An independent reading of the commit–reveal stream: node:crypto HMAC words, unbiased by rejection. */
function referenceDraw(region: LotteryRegion, seeds: SeedPair) {
  let round = 0;
  let words: number[] = [];
  const nextInt = (n: number) => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      if (words.length === 0) {
        const bytes = createHmac('sha256', seeds.serverSeed).update(outcomeMessage(seeds, round++)).digest();
        words = [0, 4, 8, 12, 16, 20, 24, 28].map((o) => bytes.readUInt32BE(o));
      }
      const v = words.shift()!;
      if (v < limit) return v % n;
    }
  };
  const prizes: Record<string, string[]> = {};
  for (const prize of DRAW_ORDER[region]) {
    const row = PRIZE_LAYOUTS[region].find((r) => r.prize === prize)!;
    prizes[prize] = Array.from({ length: row.count }, () =>
      String(nextInt(10 ** row.digits)).padStart(row.digits, '0'),
    );
  }
  return prizes;
}

describe('fast lottery draw (siêu tốc)', () => {
  const seeds = { serverSeed: 'c3'.repeat(32), clientSeed: 'lottery-north-1-1200', nonce: 0 };

  it('draws a full layout, the same for the same seeds and another for other seeds', () => {
    for (const region of ['north', 'south'] as const) {
      const result = drawLottery(region, seeds);
      expect(validateLotteryResult(result)).toEqual({ ok: true, result });
      expect(drawLottery(region, seeds)).toEqual(result);
      expect(drawLottery(region, { ...seeds, clientSeed: 'lottery-north-1-1201' })).not.toEqual(result);
      expect(drawLottery(region, { ...seeds, serverSeed: 'c4'.repeat(32) })).not.toEqual(result);
    }
  });

  it('is the commit–reveal stream, read in the real draw order (recomputable by the verify page)', () => {
    for (const region of ['north', 'south'] as const) {
      const result = drawLottery(region, seeds);
      expect(result.prizes).toEqual(referenceDraw(region, seeds));
      const viaBytes = drawLottery(region, seeds, (round) =>
        createHmac('sha256', seeds.serverSeed).update(outcomeMessage(seeds, round)).digest(),
      );
      expect(viaBytes).toEqual(result);
      expect(drawLotteryFrom(region, new FairStream(seeds.serverSeed, seeds.clientSeed).start(0))).toEqual(result);
    }
    // South's first number drawn is the eighth prize: the first word mod 100 (when not rejected).
    const word = createHmac('sha256', seeds.serverSeed).update(outcomeMessage(seeds, 0)).digest().readUInt32BE(0);
    if (word < 2 ** 32 - (2 ** 32 % 100)) {
      expect(drawLottery('south', seeds).prizes.eighth).toEqual([String(word % 100).padStart(2, '0')]);
    }
  });

  it('spreads the endings evenly (chi-square over 100 two-digit endings)', () => {
    const counts = new Array(100).fill(0);
    const stream = new FairStream('d5'.repeat(32), 'lottery-chi');
    const draws = 4_000;
    for (let i = 0; i < draws; i++) {
      const r = drawLotteryFrom('north', stream.start(i));
      for (const row of PRIZE_LAYOUTS.north) for (const n of r.prizes[row.prize]!) counts[Number(n.slice(-2))]++;
    }
    const expected = (draws * 27) / 100;
    const chi = counts.reduce((x, c) => x + (c - expected) ** 2 / expected, 0);
    // 99 degrees of freedom, 99.9 %: 148.2.
    expect(chi).toBeLessThan(148.2);
  });
});
