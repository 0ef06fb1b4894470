import { FairRandom, HOUSE_SLOT, hashServerSeed, playRound } from '@app/games';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../shared/fairness/fair-bytes';
import { verifyRound } from './verify-round';

const serverSeed = 'b1946ac92492d2347c6235b4d2611184b1946ac92492d2347c6235b4d2611184';

describe('verifyRound (WebCrypto)', () => {
  it('recomputes exactly what the engine plays, free spins included', async () => {
    let withFreeSpins = 0;
    for (let nonce = 0; nonce < 1_500 && withFreeSpins < 2; nonce++) {
      const seeds = { serverSeed, clientSeed: 'verify-test', nonce };
      const expected = playRound(HOUSE_SLOT, new FairRandom(seeds), { lineBet: 100, lines: 20 });
      if (expected.freeSpins.length === 0 && nonce > 5) continue;
      if (expected.freeSpins.length > 0) withFreeSpins++;
      expect(await verifyRound(seeds, { lineBet: 100, lines: 20 })).toEqual(expected);
    }
    expect(withFreeSpins).toBe(2);
  });

  it('differs when any seed changes, and hashes the server seed like the server', async () => {
    const a = await verifyRound({ serverSeed, clientSeed: 'x', nonce: 1 }, { lineBet: 100, lines: 20 });
    const b = await verifyRound(
      { serverSeed: `${serverSeed}0`, clientSeed: 'x', nonce: 1 },
      { lineBet: 100, lines: 20 },
    );
    expect(a.base.stops).not.toEqual(b.base.stops);
    expect(await sha256Hex(serverSeed)).toBe(hashServerSeed(serverSeed));
  });
});
