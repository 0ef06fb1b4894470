import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FairStream } from '../../rng/fair-stream.js';
import { FairRandom, outcomeMessage } from '../../rng/provably-fair.js';
import { HOUSE_SLOT } from '../config.js';
import { SlotSimulator } from '../simulator.js';
import { playRound } from '../spin.js';
import { SLOT_VARIANTS, type SlotVariantId } from '../variants.js';
import { fingerprintDigest, GOLDEN_SETS } from './golden-rounds.js';

/**
 * Each RTP variant's rounds for golden sets 0 and 3, recorded when the variants were introduced: the same
 * seeds give the same stops under every variant (they share the reels), only the wins differ. rtp96's
 * set-0 digest is golden.test.ts's, recorded before any variant existed: the default stayed byte-identical.
 */
const GOLDEN: Record<SlotVariantId, { set: number; digest: string; won: number; wins3: number[]; free: number }[]> = {
  rtp92: [
    {
      set: 0,
      digest: 'bbdc11e77c018ef55d7bf000979b33d110fa577bb83b8ce54deda5de148cb549',
      won: 39989,
      wins3: [50, 13, 0],
      free: 273,
    },
    {
      set: 3,
      digest: '2f1472104a5fdf37c686be56ecb5d24803f2ffc1b4cacc8d3e3935f3c93600ea',
      won: 40452,
      wins3: [0, 30, 0],
      free: 1020,
    },
  ],
  rtp94: [
    {
      set: 0,
      digest: '2fd03b2ec64f41d9b5f6c0917e36e3c6a6595f32bcbb721580746833c02762e2',
      won: 40776,
      wins3: [50, 14, 0],
      free: 279,
    },
    {
      set: 3,
      digest: 'a26bb3c011e75c50fdfc3bc775ec243820621e2838eb1bba3fb21ba1c81faf08',
      won: 41439,
      wins3: [0, 30, 0],
      free: 1065,
    },
  ],
  rtp96: [
    {
      set: 0,
      digest: '97a695d47cbd8365d533599640bd7fc515c22da3554a6cc1aeb9c7cdf2b4391a',
      won: 41734,
      wins3: [50, 14, 0],
      free: 309,
    },
    {
      set: 3,
      digest: '298e41153babb8d06b24cbf3662863dbcb917fbc294a29469f8f561209794651',
      won: 42273,
      wins3: [0, 30, 0],
      free: 1137,
    },
  ],
  rtp97: [
    {
      set: 0,
      digest: '9986d4d27b082e344a6032de2c0d0341ea6eb18f7f4c1647be619d9d3adb8f52',
      won: 42057,
      wins3: [50, 15, 0],
      free: 309,
    },
    {
      set: 3,
      digest: 'f15015d33e10e7ab0003d9b0ba1efb90b39c31c869a413b4d45255d944483869',
      won: 42777,
      wins3: [0, 30, 0],
      free: 1155,
    },
  ],
};
/** Base stops of the first three rounds and the first free-spin round's index, per set (every variant). */
const STOPS3: Record<number, number[][]> = {
  0: [
    [31, 30, 3, 23, 11],
    [0, 21, 35, 4, 11],
    [4, 10, 23, 16, 30],
  ],
  3: [
    [11, 9, 29, 13, 26],
    [1, 4, 24, 27, 8],
    [31, 20, 11, 36, 36],
  ],
};
const FIRST_FREE: Record<number, number> = { 0: 19, 3: 78 };

describe('house slot variants: golden rounds', () => {
  it('the default variant is HOUSE_SLOT itself', () => {
    expect(SLOT_VARIANTS.rtp96.config).toBe(HOUSE_SLOT);
  });

  for (const [id, sets] of Object.entries(GOLDEN) as [SlotVariantId, (typeof GOLDEN)[SlotVariantId]][]) {
    for (const g of sets) {
      it(`${id}, set ${g.set}: fixed seeds give the recorded rounds, in playRound and in the simulator`, () => {
        const set = GOLDEN_SETS[g.set]!;
        const { config } = SLOT_VARIANTS[id];
        const rounds = Array.from({ length: set.rounds }, (_, i) => {
          const seeds = { serverSeed: set.serverSeed, clientSeed: set.clientSeed, nonce: set.firstNonce + i };
          return playRound(config, new FairRandom(seeds), set.bet);
        });
        expect(rounds.slice(0, 3).map((r) => r.base.stops)).toEqual(STOPS3[g.set]);
        expect(rounds.slice(0, 3).map((r) => r.totalWin)).toEqual(g.wins3);
        expect(rounds.findIndex((r) => r.freeSpins.length > 0)).toBe(FIRST_FREE[g.set]);
        expect(rounds[FIRST_FREE[g.set]!]!.totalWin).toBe(g.free);
        expect(rounds.reduce((s, r) => s + r.totalWin, 0)).toBe(g.won);
        expect(fingerprintDigest(rounds)).toBe(g.digest);

        // The server's HMAC (node:crypto) and the simulator's stream give the same rounds.
        const sim = new SlotSimulator(config);
        const stream = new FairStream(set.serverSeed, set.clientSeed);
        rounds.forEach((round, i) => {
          const seeds = { serverSeed: set.serverSeed, clientSeed: set.clientSeed, nonce: set.firstNonce + i };
          const viaNode = playRound(
            config,
            new FairRandom(seeds, (r) =>
              createHmac('sha256', seeds.serverSeed).update(outcomeMessage(seeds, r)).digest(),
            ),
            set.bet,
          );
          expect(viaNode.totalWin).toBe(round.totalWin);
          expect(sim.play(stream.start(set.firstNonce + i), set.bet)).toBe(round.totalWin);
        });
      });
    }
  }
});
