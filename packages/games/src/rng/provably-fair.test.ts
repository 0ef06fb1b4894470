import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FairRandom, generateServerSeed, hashServerSeed, outcomeBytes } from './provably-fair.js';

const seeds = { serverSeed: 'b3c1f0e8a4d24a7c9e5f', clientSeed: 'player-chosen', nonce: 7 };

describe('provably fair RNG', () => {
  it('commits with SHA-256 and derives bytes with HMAC-SHA256(serverSeed, clientSeed:nonce:round)', () => {
    expect(hashServerSeed(seeds.serverSeed)).toBe(createHash('sha256').update(seeds.serverSeed).digest('hex'));
    const expected = createHmac('sha256', seeds.serverSeed).update('player-chosen:7:3').digest();
    expect(Buffer.from(outcomeBytes(seeds, 3))).toEqual(expected);
  });

  it('reads 4 bytes at a time, big-endian, moving to the next round after 8 numbers', () => {
    const r = new FairRandom(seeds);
    const first = createHmac('sha256', seeds.serverSeed).update('player-chosen:7:0').digest();
    const second = createHmac('sha256', seeds.serverSeed).update('player-chosen:7:1').digest();
    const got = Array.from({ length: 9 }, () => r.nextUint32());
    expect(got.slice(0, 8)).toEqual(Array.from({ length: 8 }, (_, i) => first.readUInt32BE(i * 4)));
    expect(got[8]).toBe(second.readUInt32BE(0));
  });

  it('is deterministic for a seed pair and differs when any part changes', () => {
    const a = Array.from(
      { length: 20 },
      (
        (r) => () =>
          r.nextInt(1000)
      )(new FairRandom(seeds)),
    );
    const b = Array.from(
      { length: 20 },
      (
        (r) => () =>
          r.nextInt(1000)
      )(new FairRandom(seeds)),
    );
    const c = Array.from(
      { length: 20 },
      (
        (r) => () =>
          r.nextInt(1000)
      )(new FairRandom({ ...seeds, nonce: 8 })),
    );
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('keeps nextInt within range for any bound', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 }), fc.string(), (n, clientSeed) => {
        const v = new FairRandom({ serverSeed: 's', clientSeed, nonce: 1 }).nextInt(n);
        return Number.isInteger(v) && v >= 0 && v < n;
      }),
    );
    expect(() => new FairRandom(seeds).nextInt(0)).toThrow(RangeError);
  });

  it('passes a chi-square frequency test at 99% confidence (10 buckets, 200k draws)', () => {
    const r = new FairRandom({ ...seeds, nonce: 1 });
    const counts = new Array<number>(10).fill(0);
    const n = 200_000;
    for (let i = 0; i < n; i++) counts[r.nextInt(10)]!++;
    const expected = n / 10;
    const chi2 = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(21.666); // critical value, 9 degrees of freedom, p = 0.01
  });

  it('passes a runs test and shows no serial correlation', () => {
    const r = new FairRandom({ ...seeds, nonce: 2 });
    const n = 100_000;
    const xs = Array.from({ length: n }, () => r.nextFloat());
    // Wald–Wolfowitz runs above/below the median 0.5.
    const signs = xs.map((x) => x >= 0.5);
    const n1 = signs.filter(Boolean).length;
    const n2 = n - n1;
    let runs = 1;
    for (let i = 1; i < n; i++) if (signs[i] !== signs[i - 1]) runs++;
    const mean = (2 * n1 * n2) / n + 1;
    const variance = ((mean - 1) * (mean - 2)) / (n - 1);
    expect(Math.abs((runs - mean) / Math.sqrt(variance))).toBeLessThan(2.576);
    // Lag-1 serial correlation of uniforms: approximately N(0, 1/n).
    const m = xs.reduce((s, x) => s + x, 0) / n;
    let num = 0;
    let den = 0;
    for (let i = 0; i < n; i++) {
      den += (xs[i]! - m) ** 2;
      if (i > 0) num += (xs[i]! - m) * (xs[i - 1]! - m);
    }
    expect(Math.abs(num / den) * Math.sqrt(n)).toBeLessThan(2.576);
  });

  it('picks weighted outcomes in proportion and rejects bad weights', () => {
    const r = new FairRandom({ ...seeds, nonce: 3 });
    const counts = [0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[r.pickWeighted([1, 2, 3])]!++;
    expect(counts[0]! / 60_000).toBeCloseTo(1 / 6, 2);
    expect(counts[2]! / 60_000).toBeCloseTo(3 / 6, 2);
    expect(() => r.pickWeighted([0, 0])).toThrow(RangeError);
    expect(() => r.pickWeighted([1.5])).toThrow(RangeError);
  });

  it('generates 64-hex-character server seeds that do not repeat', () => {
    const a = generateServerSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(generateServerSeed()).not.toBe(a);
  });
});

describe('FairRandom round bytes', () => {
  it('gives the same numbers from any HMAC-SHA256 implementation of the same rounds', () => {
    const viaNode = new FairRandom(seeds, (round) =>
      createHmac('sha256', seeds.serverSeed).update(`player-chosen:7:${round}`).digest(),
    );
    const viaNoble = new FairRandom(seeds);
    const a = Array.from({ length: 40 }, () => viaNode.nextInt(37));
    expect(Array.from({ length: 40 }, () => viaNoble.nextInt(37))).toEqual(a);
  });
});
