import type { SlotConfig } from './config.js';
import { evaluateLine } from './evaluate.js';
import { SCATTER } from './symbols.js';

/** An exact RTP: numerator / denominator, reduced, in BigInt (the denominator is Π strip lengths squared). */
export interface ExactRtp {
  numerator: bigint;
  denominator: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

/**
 * The slot's RTP as an exact fraction, by exact combinatorics over whole numbers (no float anywhere):
 * - lines: every combination of one symbol per reel (symbolCount^reels of them), weighted by how many
 *   stops of each strip show that symbol on a given row (each row of a reel shows every strip position
 *   once over the strip's stops, and reels are independent), over Π strip lengths;
 * - scatters: every stop of every reel counted by the scatters its column shows, convolved across reels;
 * - free spins: the same reels with every win multiplied and no retrigger, so
 *   RTP = (lines + scatter) × (1 + P(trigger) × spins awarded × multiplier).
 * This is the maths `computeRtp` approximates in floats; the variants' declared RTPs are checked against it.
 */
export function exactRtp(config: SlotConfig, scatter = SCATTER): ExactRtp {
  const counts = config.reels.map((strip) => {
    const c = new Array<number>(config.symbolCount).fill(0);
    for (const s of strip) c[s]! += 1;
    return c;
  });
  const denominator = config.reels.reduce((d, strip) => d * BigInt(strip.length), 1n);

  // Line pays: Σ over symbol combinations of Π counts × pay (in line bets, per line).
  let lineNum = 0n;
  const symbols = new Array<number>(counts.length).fill(0);
  const walk = (reel: number, ways: number): void => {
    if (reel === counts.length) {
      const pay = evaluateLine(config.linePays, symbols)[2];
      if (pay > 0) lineNum += BigInt(ways) * BigInt(pay);
      return;
    }
    const c = counts[reel]!;
    for (let s = 0; s < c.length; s++) {
      if (c[s] === 0) continue;
      symbols[reel] = s;
      walk(reel + 1, ways * c[s]!);
    }
  };
  walk(0, 1);

  // Scatter counts: stops showing k scatters per reel, convolved (whole numbers of stop combinations).
  let dist: bigint[] = [1n];
  for (const strip of config.reels) {
    const perReel = new Array<bigint>(config.rows + 1).fill(0n);
    for (let stop = 0; stop < strip.length; stop++) {
      let k = 0;
      for (let row = 0; row < config.rows; row++) if (strip[(stop + row) % strip.length] === scatter) k++;
      perReel[k]! += 1n;
    }
    const next = new Array<bigint>(dist.length + config.rows).fill(0n);
    for (let a = 0; a < dist.length; a++)
      for (let b = 0; b < perReel.length; b++) next[a + b]! += dist[a]! * perReel[b]!;
    dist = next;
  }
  let scatterNum = 0n;
  let triggers = 0n;
  dist.forEach((ways, k) => {
    scatterNum += ways * BigInt(config.scatterPays[Math.min(k, config.scatterPays.length - 1)] ?? 0);
    if (k >= config.freeSpinsTrigger) triggers += ways;
  });

  // (lines + scatter)/D × (D + triggers × awarded × multiplier)/D
  const perSpin = lineNum + scatterNum;
  const boost = denominator + triggers * BigInt(config.freeSpinsAwarded) * BigInt(config.freeSpinMultiplier);
  const num = perSpin * boost;
  const den = denominator * denominator;
  const g = gcd(num, den);
  return { numerator: num / g, denominator: den / g };
}

/** The fraction as a decimal percentage, truncated to `digits` decimals (e.g. "96.000512"). */
export function rtpPercent(rtp: ExactRtp, digits = 6): string {
  const scale = 10n ** BigInt(digits);
  const scaled = (rtp.numerator * 100n * scale) / rtp.denominator;
  const whole = scaled / scale;
  const frac = (scaled % scale).toString().padStart(digits, '0');
  return digits > 0 ? `${whole}.${frac}` : whole.toString();
}
