import { FairRandom, HOUSE_SLOT, hashServerSeed, playRound, SLOT_VARIANTS } from '@app/games';
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

  it('replays the round under the variant it names (the paytable changes the wins, never the stops)', async () => {
    const seeds = { serverSeed, clientSeed: 'variants', nonce: 0 };
    const bet = { lineBet: 100, lines: 20 };
    let differ = 0;
    for (let nonce = 0; nonce < 40; nonce++) {
      const s = { ...seeds, nonce };
      const under92 = await verifyRound(s, bet, 'rtp92');
      expect(under92).toEqual(playRound(SLOT_VARIANTS.rtp92.config, new FairRandom(s), bet));
      const under96 = await verifyRound(s, bet);
      expect(under96.base.stops).toEqual(under92.base.stops);
      if (under96.totalWin !== under92.totalWin) differ++;
    }
    expect(differ).toBeGreaterThan(0);
    expect(() => verifyRound(seeds, bet, 'rtp99')).toThrow(RangeError);
  });
});
