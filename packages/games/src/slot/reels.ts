import { SYMBOL_COUNT } from './symbols.js';

/**
 * Reel strips are built from symbol counts with smooth weighted round-robin, so equal symbols are
 * spread evenly around each strip (two scatters never share a window). The counts are the tuning
 * knob for RTP; the layout is deterministic and published with the game.
 */
export function buildStrip(counts: readonly number[]): number[] {
  const total = counts.reduce((s, c) => s + c, 0);
  const current = counts.map(() => 0);
  const strip: number[] = [];
  for (let i = 0; i < total; i++) {
    let best = -1;
    for (let s = 0; s < counts.length; s++) {
      current[s]! += counts[s]!;
      if (best < 0 || current[s]! > current[best]!) best = s;
    }
    current[best]! -= total;
    strip.push(best);
  }
  return strip;
}

/** Symbol counts per reel: wild, scatter, dragon, phoenix, lantern, coin, ace, king, queen, jack. */
export const REEL_COUNTS: readonly (readonly number[])[] = [
  [3, 1, 2, 4, 3, 4, 5, 4, 6, 5],
  [3, 1, 2, 4, 3, 4, 5, 4, 6, 5],
  [3, 1, 2, 4, 3, 4, 5, 4, 6, 5],
  [3, 1, 2, 4, 3, 4, 5, 4, 6, 5],
  [3, 1, 2, 4, 2, 4, 5, 4, 6, 6],
];

export const REEL_STRIPS: readonly (readonly number[])[] = REEL_COUNTS.map((counts) => {
  if (counts.length !== SYMBOL_COUNT) throw new Error('reel counts must list every symbol');
  return buildStrip(counts);
});
