import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FairStream } from '../../rng/fair-stream.js';
import { FairRandom, outcomeMessage, type SeedPair } from '../../rng/provably-fair.js';
import { HOUSE_SLOT } from '../config.js';
import { SlotSimulator } from '../simulator.js';
import { playRound, type SlotRound } from '../spin.js';
import { fingerprintDigest, GOLDEN_SETS, type GoldenSet } from './golden-rounds.js';

/**
 * Recorded with the engine as it was before any speed work (commit 1b1673d: @noble/hashes HMAC, plain
 * playRound): the digest of every round's stops, window, line wins, scatters and free spins, plus
 * readable totals. Any change to the RNG or the maths that alters one outcome changes the digest.
 */
const GOLDEN = [
  {
    digest: '97a695d47cbd8365d533599640bd7fc515c22da3554a6cc1aeb9c7cdf2b4391a',
    won: 41734,
    freeSpinRounds: 14,
    first: [
      { stops: [31, 30, 3, 23, 11], totalWin: 50 },
      { stops: [0, 21, 35, 4, 11], totalWin: 14 },
      { stops: [4, 10, 23, 16, 30], totalWin: 0 },
    ],
    firstFree: {
      index: 19,
      stops: [
        [6, 10, 29, 19, 17],
        [24, 0, 8, 17, 15],
        [29, 31, 12, 36, 1],
        [32, 8, 5, 26, 35],
        [10, 13, 20, 19, 30],
        [22, 24, 8, 34, 28],
        [28, 14, 2, 3, 28],
        [5, 18, 1, 12, 1],
        [23, 26, 19, 13, 20],
        [23, 7, 5, 25, 32],
      ],
      totalWin: 309,
    },
  },
  {
    digest: '15b05f6fc579c1bf82b0ac04abefe969073ddc3a37d73ac62876edc028ef5ea6',
    won: 58345,
    freeSpinRounds: 7,
    first: [
      { stops: [0, 2, 22, 12, 14], totalWin: 0 },
      { stops: [25, 10, 2, 3, 18], totalWin: 0 },
      { stops: [6, 19, 0, 31, 8], totalWin: 0 },
    ],
    firstFree: {
      index: 103,
      stops: [
        [14, 11, 23, 13, 19],
        [19, 8, 31, 18, 2],
        [16, 11, 5, 14, 13],
        [26, 17, 3, 5, 21],
        [19, 8, 7, 6, 32],
        [8, 3, 10, 0, 10],
        [1, 15, 12, 1, 32],
        [24, 8, 2, 6, 25],
        [7, 9, 26, 5, 34],
        [23, 19, 36, 13, 32],
      ],
      totalWin: 630,
    },
  },
  {
    digest: '397277dc5811f2cf3c30b0b4b4ee975490c0b7a2ac20f6f5e65ebe8bbedf6ee3',
    won: 59800,
    freeSpinRounds: 2,
    first: [
      { stops: [16, 8, 25, 27, 29], totalWin: 0 },
      { stops: [10, 22, 2, 22, 27], totalWin: 0 },
      { stops: [22, 2, 4, 30, 25], totalWin: 0 },
    ],
    firstFree: {
      index: 664,
      stops: [
        [36, 21, 28, 29, 18],
        [13, 34, 32, 4, 16],
        [15, 14, 25, 19, 20],
        [33, 28, 20, 9, 8],
        [36, 14, 17, 2, 30],
        [13, 9, 26, 25, 6],
        [5, 23, 24, 18, 28],
        [11, 14, 4, 5, 26],
        [21, 35, 27, 8, 4],
        [3, 17, 16, 29, 34],
      ],
      totalWin: 200,
    },
  },
  {
    digest: '298e41153babb8d06b24cbf3662863dbcb917fbc294a29469f8f561209794651',
    won: 42273,
    freeSpinRounds: 4,
    first: [
      { stops: [11, 9, 29, 13, 26], totalWin: 0 },
      { stops: [1, 4, 24, 27, 8], totalWin: 30 },
      { stops: [31, 20, 11, 36, 36], totalWin: 0 },
    ],
    firstFree: {
      index: 78,
      stops: [
        [0, 5, 10, 29, 11],
        [26, 5, 8, 20, 24],
        [35, 26, 16, 31, 22],
        [17, 13, 17, 34, 14],
        [12, 25, 13, 13, 21],
        [12, 28, 9, 22, 15],
        [10, 10, 32, 3, 36],
        [9, 31, 24, 20, 19],
        [36, 8, 14, 5, 3],
        [34, 5, 24, 24, 7],
      ],
      totalWin: 1137,
    },
  },
] as const;

function seedsOf(set: GoldenSet, i: number): SeedPair {
  return { serverSeed: set.serverSeed, clientSeed: set.clientSeed, nonce: set.firstNonce + i };
}

function playSet(set: GoldenSet, rngOf: (seeds: SeedPair) => FairRandom): SlotRound[] {
  return Array.from({ length: set.rounds }, (_, i) => playRound(HOUSE_SLOT, rngOf(seedsOf(set, i)), set.bet));
}

function expectGolden(rounds: SlotRound[], golden: (typeof GOLDEN)[number]): void {
  expect(rounds.slice(0, 3).map((r) => ({ stops: r.base.stops, totalWin: r.totalWin }))).toEqual(golden.first);
  const free = rounds[golden.firstFree.index]!;
  expect(free.freeSpins.map((f) => f.stops)).toEqual(golden.firstFree.stops);
  expect(free.totalWin).toBe(golden.firstFree.totalWin);
  expect(rounds.reduce((s, r) => s + r.totalWin, 0)).toBe(golden.won);
  expect(rounds.filter((r) => r.freeSpins.length > 0).length).toBe(golden.freeSpinRounds);
  expect(fingerprintDigest(rounds)).toBe(golden.digest);
}

describe('house slot golden rounds (the same seeds give the same outcomes as before the speed work)', () => {
  GOLDEN_SETS.forEach((set, k) => {
    const golden = GOLDEN[k]!;
    it(`set ${k}: ${set.rounds} rounds, the default (pure-JS) HMAC`, () => {
      expectGolden(
        playSet(set, (seeds) => new FairRandom(seeds)),
        golden,
      );
    });
    it(`set ${k}: ${set.rounds} rounds, node:crypto HMAC bytes (as the server and the bench pass them)`, () => {
      expectGolden(
        playSet(
          set,
          (seeds) =>
            new FairRandom(seeds, (round) =>
              createHmac('sha256', seeds.serverSeed).update(outcomeMessage(seeds, round)).digest(),
            ),
        ),
        golden,
      );
    });
    it(`set ${k}: the simulator (FairStream, line tables) plays every round as playRound does`, () => {
      const reference = playSet(
        set,
        (seeds) =>
          new FairRandom(seeds, (round) =>
            createHmac('sha256', seeds.serverSeed).update(outcomeMessage(seeds, round)).digest(),
          ),
      );
      const sim = new SlotSimulator(HOUSE_SLOT);
      const stream = new FairStream(set.serverSeed, set.clientSeed);
      let won = 0;
      reference.forEach((round, i) => {
        const total = sim.play(stream.start(set.firstNonce + i), set.bet);
        won += total;
        const spins = [round.base, ...round.freeSpins];
        expect({
          total,
          base: sim.baseWin,
          free: sim.freeSpins,
          stops: Array.from(sim.stops.subarray(0, spins.length * 5)),
        }).toEqual({
          total: round.totalWin,
          base: round.base.win,
          free: round.freeSpins.length,
          stops: spins.flatMap((s) => s.stops),
        });
      });
      expect(won).toBe(golden.won);
    });
  });
});
