import type { SlotConfig } from './config.js';
import { evaluateWindow, type SpinResult, windowAt } from './evaluate.js';

/** What the engine needs from a random source: an unbiased integer in [0, n). FairRandom provides it. */
export interface RandomSource {
  nextInt(n: number): number;
}

/** A bet: `lineBet` minor units on each of the first `lines` paylines. */
export interface SlotBet {
  lineBet: number;
  lines: number;
}

/** One paid round: the base spin and, when it triggered them, every free spin it awarded. */
export interface SlotRound {
  bet: SlotBet;
  totalBet: number;
  base: SpinResult;
  freeSpins: SpinResult[];
  totalWin: number;
}

/** Draws one stop per reel, reels in order, each uniform over its strip. */
export function drawStops(config: SlotConfig, rng: RandomSource): number[] {
  return config.reels.map((strip) => rng.nextInt(strip.length));
}

/** Throws RangeError unless the bet is a positive integer line bet on 1..paylines lines. */
export function assertValidBet(config: SlotConfig, bet: SlotBet): void {
  if (!Number.isSafeInteger(bet.lineBet) || bet.lineBet < 1) throw new RangeError('lineBet must be a positive integer');
  if (!Number.isInteger(bet.lines) || bet.lines < 1 || bet.lines > config.paylines.length) {
    throw new RangeError(`lines must be 1..${config.paylines.length}`);
  }
}

/**
 * Plays one paid round from a random source. Free spins are resolved in the same round from the
 * same stream (base spin first, then each free spin in order), so one seed pair and nonce fix the
 * whole round and the wallet sees one debit and one credit.
 */
export function playRound(config: SlotConfig, rng: RandomSource, bet: SlotBet): SlotRound {
  assertValidBet(config, bet);
  const spinOnce = (multiplier: number): SpinResult => {
    const stops = drawStops(config, rng);
    return evaluateWindow(config, stops, windowAt(config, stops), bet.lineBet, bet.lines, multiplier);
  };
  const base = spinOnce(1);
  const freeSpins: SpinResult[] = [];
  for (let i = 0; i < base.freeSpinsAwarded; i++) freeSpins.push(spinOnce(config.freeSpinMultiplier));
  const totalWin = freeSpins.reduce((s, f) => s + f.win, base.win);
  return { bet, totalBet: bet.lineBet * bet.lines, base, freeSpins, totalWin };
}
