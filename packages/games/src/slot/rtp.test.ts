import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FairRandom } from '../rng/provably-fair.js';
import { HOUSE_SLOT, type SlotConfig } from './config.js';
import { evaluateWindow, windowAt } from './evaluate.js';
import { computeRtp } from './rtp.js';
import { playRound } from './spin.js';
import { SCATTER, WILD } from './symbols.js';

/** A tiny machine (4 stops a reel, 1 024 stop combinations) that can be enumerated exhaustively. */
const TINY: SlotConfig = {
  ...HOUSE_SLOT,
  reels: [
    [WILD, 2, SCATTER, 3],
    [2, 3, 2, SCATTER],
    [WILD, 3, 2, SCATTER],
    [2, SCATTER, 3, 3],
    [3, 2, WILD, SCATTER],
  ],
};

/** Exact expected return by visiting every combination of stops, free spins included. */
function enumerateRtp(config: SlotConfig, lines: number): number {
  const lens = config.reels.map((r) => r.length);
  const combos: number[][] = [[]];
  for (const len of lens) {
    const next: number[][] = [];
    for (const c of combos) for (let s = 0; s < len; s++) next.push([...c, s]);
    combos.splice(0, combos.length, ...next);
  }
  const totalBet = lines;
  let freeMean = 0;
  for (const stops of combos)
    freeMean += evaluateWindow(config, stops, windowAt(config, stops), 1, lines, config.freeSpinMultiplier).win;
  freeMean /= combos.length;
  let sum = 0;
  for (const stops of combos) {
    const base = evaluateWindow(config, stops, windowAt(config, stops), 1, lines, 1);
    sum += base.win + base.freeSpinsAwarded * freeMean;
  }
  return sum / combos.length / totalBet;
}

describe('slot RTP', () => {
  it('the analytic calculator equals exhaustive enumeration, for any number of lines', () => {
    const analytic = computeRtp(TINY).total;
    expect(analytic).toBeGreaterThan(0.5);
    expect(enumerateRtp(TINY, 20)).toBeCloseTo(analytic, 10);
    expect(enumerateRtp(TINY, 1)).toBeCloseTo(analytic, 10);
    expect(enumerateRtp(TINY, 7)).toBeCloseTo(analytic, 10);
  });

  it('the house slot returns 96% ± 0.3%, fixed by its maths', () => {
    const rtp = computeRtp(HOUSE_SLOT);
    expect(Math.abs(rtp.total - 0.96)).toBeLessThanOrEqual(0.003);
    expect(rtp.lines + rtp.scatter + rtp.freeSpins).toBeCloseTo(rtp.total, 12);
    // Free spins come about once in 150–300 spins: often enough to be seen, rare enough to matter.
    expect(1 / rtp.freeSpinsProbability).toBeGreaterThan(150);
    expect(1 / rtp.freeSpinsProbability).toBeLessThan(300);
  });

  it('a provably fair simulation of 200,000 rounds agrees with the exact RTP within 4 standard errors', () => {
    const rtp = computeRtp(HOUSE_SLOT).total;
    const n = 200_000;
    const serverSeed = 'rtp-simulation-server-seed';
    let sum = 0;
    let sumSq = 0;
    let triggers = 0;
    for (let nonce = 0; nonce < n; nonce++) {
      const seeds = { serverSeed, clientSeed: 'sim', nonce };
      const rng = new FairRandom(seeds, (round) =>
        createHmac('sha256', serverSeed).update(`sim:${nonce}:${round}`).digest(),
      );
      const round = playRound(HOUSE_SLOT, rng, { lineBet: 1, lines: 20 });
      const x = round.totalWin / round.totalBet;
      sum += x;
      sumSq += x * x;
      if (round.freeSpins.length > 0) triggers++;
    }
    const mean = sum / n;
    const se = Math.sqrt((sumSq / n - mean * mean) / n);
    expect(Math.abs(mean - rtp)).toBeLessThan(4 * se);
    const p = computeRtp(HOUSE_SLOT).freeSpinsProbability;
    expect(Math.abs(triggers / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
  }, 60_000);
});
