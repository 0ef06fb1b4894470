import { FairRandom, hashServerSeed, outcomeBytes } from '@app/games';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recomputeWithBrowserHmac, sha256Hex } from './fair-bytes';

const seeds = {
  serverSeed: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  clientSeed: 'c',
  nonce: 7,
};

describe('browser commit–reveal bytes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives the HMAC bytes of packages/games, round by round, and asks for more rounds as the engine reads', async () => {
    let runs = 0;
    const read = await recomputeWithBrowserHmac(seeds, 1, (bytes) => {
      runs++;
      return [0, 1, 2, 3, 4].map((r) => Array.from(bytes(r)));
    });
    expect(read).toEqual([0, 1, 2, 3, 4].map((r) => Array.from(outcomeBytes(seeds, r))));
    expect(runs).toBe(4); // 1, 2, 4 rounds were too few; 8 were enough
  });

  it('feeds an engine the same numbers the server draws', async () => {
    const browser = await recomputeWithBrowserHmac(seeds, 2, (bytes) => {
      const rng = new FairRandom(seeds, bytes);
      return Array.from({ length: 30 }, () => rng.nextUint32());
    });
    const server = new FairRandom(seeds);
    expect(browser).toEqual(Array.from({ length: 30 }, () => server.nextUint32()));
  });

  it('passes on what the engine throws, and hashes the seed like the server', async () => {
    await expect(
      recomputeWithBrowserHmac(seeds, 2, () => {
        throw new RangeError('bad bet');
      }),
    ).rejects.toThrow(RangeError);
    expect(await sha256Hex(seeds.serverSeed)).toBe(hashServerSeed(seeds.serverSeed));
  });

  it('falls back to the pure-JS HMAC where WebCrypto is missing (not a secure context)', async () => {
    vi.stubGlobal('crypto', {});
    expect(await sha256Hex(seeds.serverSeed)).toBe(hashServerSeed(seeds.serverSeed));
    const first = await recomputeWithBrowserHmac(seeds, 1, (bytes) => Array.from(bytes(0)));
    expect(first).toEqual(Array.from(outcomeBytes(seeds, 0)));
  });
});
