import type { SlotConfig } from './config.js';
import { evaluateLine } from './evaluate.js';

/** The exact return of a slot configuration, each part as a fraction of the total bet. */
export interface RtpBreakdown {
  /** Expected line pay of one spin (per unit of total bet; the same for any number of lines). */
  lines: number;
  /** Expected scatter pay of one spin. */
  scatter: number;
  /** Probability that a base spin awards free spins. */
  freeSpinsProbability: number;
  /** Expected free-spin winnings per base spin. */
  freeSpins: number;
  total: number;
}

/**
 * Per-row symbol probabilities of one reel. With a uniform stop, every row of the window shows
 * each strip position equally often, so each row has the strip's symbol frequencies.
 */
function symbolProbabilities(config: SlotConfig, strip: readonly number[]): number[] {
  const p = new Array<number>(config.symbolCount).fill(0);
  for (const s of strip) p[s]! += 1 / strip.length;
  return p;
}

/**
 * Expected pay of one line in line bets. Reels are independent and a payline crosses each reel
 * once, so summing over all symbol combinations weighted by the per-reel probabilities is exact.
 */
export function expectedLinePay(config: SlotConfig): number {
  const probs = config.reels.map((strip) => symbolProbabilities(config, strip));
  const symbols = new Array<number>(probs.length).fill(0);
  let total = 0;
  const walk = (reel: number, p: number): void => {
    if (reel === probs.length) {
      total += p * evaluateLine(config.linePays, symbols)[2];
      return;
    }
    const reelProbs = probs[reel]!;
    for (let s = 0; s < reelProbs.length; s++) {
      if (reelProbs[s] === 0) continue;
      symbols[reel] = s;
      walk(reel + 1, p * reelProbs[s]!);
    }
  };
  walk(0, 1);
  return total;
}

/**
 * Distribution of the number of scatters in the window: per reel by enumerating every stop (exact
 * whatever the strip layout), then convolved across the independent reels.
 */
export function scatterCountDistribution(config: SlotConfig, scatter: number): number[] {
  let dist = [1];
  for (const strip of config.reels) {
    const perReel = new Array<number>(config.rows + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop++) {
      let k = 0;
      for (let row = 0; row < config.rows; row++) if (strip[(stop + row) % strip.length] === scatter) k++;
      perReel[k]! += 1 / strip.length;
    }
    const next = new Array<number>(dist.length + config.rows).fill(0);
    for (let a = 0; a < dist.length; a++)
      for (let b = 0; b < perReel.length; b++) next[a + b]! += dist[a]! * perReel[b]!;
    dist = next;
  }
  return dist;
}

/**
 * The exact RTP. Free spins use the same reels with every win multiplied and cannot retrigger, so
 * RTP = (lines + scatter) × (1 + P(trigger) × spins awarded × multiplier).
 */
export function computeRtp(config: SlotConfig, scatter = 1): RtpBreakdown {
  const lines = expectedLinePay(config);
  const dist = scatterCountDistribution(config, scatter);
  let scatterPay = 0;
  let freeSpinsProbability = 0;
  dist.forEach((p, k) => {
    scatterPay += p * (config.scatterPays[Math.min(k, config.scatterPays.length - 1)] ?? 0);
    if (k >= config.freeSpinsTrigger) freeSpinsProbability += p;
  });
  const perSpin = lines + scatterPay;
  const freeSpins = freeSpinsProbability * config.freeSpinsAwarded * config.freeSpinMultiplier * perSpin;
  return { lines, scatter: scatterPay, freeSpinsProbability, freeSpins, total: perSpin + freeSpins };
}
