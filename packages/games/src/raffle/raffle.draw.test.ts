import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FairRandom, outcomeMessage } from '../rng/provably-fair.js';
import { drawRafflePrize, rafflePrizeOddsPpm } from './raffle.draw.js';

// The draws of nonces 0..7 over five equal weights, computed once: they must never change.
const PINNED = [2, 1, 3, 1, 4, 2, 3, 2];

const seeds = { serverSeed: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', clientSeed: 'lucky-client', nonce: 7 };

describe('the lucky wheel draw', () => {
  it('gives the same prize for the same seeds, nonce and weights, every time', () => {
    const weights = [1, 10, 100, 0, 889];
    const first = drawRafflePrize(seeds, weights);
    for (let i = 0; i < 20; i++) expect(drawRafflePrize(seeds, weights)).toBe(first);
    // Pinned: a change of the draw (or of the stream under it) breaks every recorded spin's proof.
    const even = [1, 1, 1, 1, 1];
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((nonce) => drawRafflePrize({ ...seeds, nonce }, even))).toEqual(PINNED);
  });

  it('equals a draw made from node:crypto HMAC bytes (what a browser verifier computes)', () => {
    const weights = [3, 0, 5, 2];
    for (let nonce = 0; nonce < 200; nonce++) {
      const s = { ...seeds, nonce };
      const viaNode = drawRafflePrize(s, weights, (round) =>
        createHmac('sha256', s.serverSeed).update(outcomeMessage(s, round)).digest(),
      );
      expect(drawRafflePrize(s, weights)).toBe(viaNode);
    }
  });

  it('never draws a prize of weight 0 (out of stock) and draws each other about as often as its weight says', () => {
    const weights = [1, 0, 3, 6];
    const counts = [0, 0, 0, 0];
    const n = 20_000;
    for (let nonce = 0; nonce < n; nonce++) counts[drawRafflePrize({ ...seeds, nonce }, weights)]!++;
    expect(counts[1]).toBe(0);
    // Within 5 standard deviations of the expected share.
    for (const [i, w] of weights.entries()) {
      const p = w / 10;
      expect(Math.abs(counts[i]! - n * p)).toBeLessThan(5 * Math.sqrt(n * p * (1 - p)) + 1);
    }
  });

  it('is the first pickWeighted of the seed pair’s FairRandom', () => {
    expect(drawRafflePrize(seeds, [5, 5])).toBe(new FairRandom(seeds).pickWeighted([5, 5]));
  });

  it('refuses weights that cannot be drawn from', () => {
    expect(() => drawRafflePrize(seeds, [0, 0])).toThrow(RangeError);
    expect(() => drawRafflePrize(seeds, [1, -1])).toThrow(RangeError);
    expect(() => drawRafflePrize(seeds, [1.5])).toThrow(RangeError);
  });

  it('shows odds in parts per million of the weight in stock', () => {
    expect(rafflePrizeOddsPpm([1, 0, 3])).toEqual([250_000, 0, 750_000]);
    expect(rafflePrizeOddsPpm([0, 0])).toEqual([0, 0]);
  });
});
