import { describe, expect, it } from 'vitest';
import { HOUSE_SLOT, type SlotConfig } from './config.js';
import { evaluateWindow, windowAt } from './evaluate.js';
import { computeRtp } from './rtp.js';
import { exactRtp, rtpPercent } from './rtp-exact.js';
import { SCATTER, WILD } from './symbols.js';
import { DEFAULT_SLOT_VARIANT, SLOT_VARIANT_IDS, SLOT_VARIANTS, slotVariant } from './variants.js';

/** A machine small enough to enumerate every stop combination (4^5), as rtp.test.ts's. */
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

/**
 * The exact RTP by visiting every stop combination with whole numbers: Σ base wins + Σ triggers × awarded ×
 * (Σ free-spin wins / combinations), over combinations × total bet. Returns numerator and denominator.
 */
function enumerateExact(config: SlotConfig, lines: number): { numerator: bigint; denominator: bigint } {
  const lens = config.reels.map((r) => r.length);
  const n = lens.reduce((a, b) => a * b, 1);
  let baseSum = 0n;
  let freeSum = 0n;
  let awarded = 0n;
  for (let code = 0; code < n; code++) {
    const stops = new Array<number>(lens.length);
    let c = code;
    for (let r = lens.length - 1; r >= 0; r--) {
      stops[r] = c % lens[r]!;
      c = Math.floor(c / lens[r]!);
    }
    const w = windowAt(config, stops);
    const base = evaluateWindow(config, stops, w, 1, lines, 1);
    baseSum += BigInt(base.win);
    awarded += BigInt(base.freeSpinsAwarded);
    freeSum += BigInt(evaluateWindow(config, stops, w, 1, lines, config.freeSpinMultiplier).win);
  }
  const N = BigInt(n);
  // (baseSum/N + awarded/N × freeSum/N) / lines
  return { numerator: baseSum * N + awarded * freeSum, denominator: N * N * BigInt(lines) };
}

const same = (a: { numerator: bigint; denominator: bigint }, b: { numerator: bigint; denominator: bigint }) =>
  a.numerator * b.denominator === b.numerator * a.denominator;

describe('exact slot RTP', () => {
  it('equals the enumeration of every stop combination, as whole-number fractions', () => {
    const exact = exactRtp(TINY);
    for (const lines of [1, 7, 20]) expect(same(exact, enumerateExact(TINY, lines))).toBe(true);
    // And a paytable that differs changes it (the comparison can fail).
    const other = exactRtp({ ...TINY, scatterPays: [0, 0, 0, 3, 10, 50] });
    expect(same(other, exact)).toBe(false);
  });

  it('agrees with the float calculator to 1e-12', () => {
    for (const id of SLOT_VARIANT_IDS) {
      const { config, rtp } = SLOT_VARIANTS[id];
      expect(Number(rtp.numerator) / Number(rtp.denominator)).toBeCloseTo(computeRtp(config).total, 12);
    }
  });
});

describe('house slot RTP variants', () => {
  it('each declares exactly the RTP its paytable gives (reduced fraction)', () => {
    for (const id of SLOT_VARIANT_IDS) expect(exactRtp(SLOT_VARIANTS[id].config)).toEqual(SLOT_VARIANTS[id].rtp);
  });

  it('are 92%, 94%, 96% and 97%, each within 0.001% of its name', () => {
    expect(SLOT_VARIANT_IDS.map((id) => rtpPercent(SLOT_VARIANTS[id].rtp, 6))).toEqual([
      '92.000180',
      '94.000447',
      '96.000464',
      '97.000095',
    ]);
    for (const id of SLOT_VARIANT_IDS) {
      const nominal = Number(id.slice(3)) / 100;
      const { numerator, denominator } = SLOT_VARIANTS[id].rtp;
      expect(Math.abs(Number(numerator) / Number(denominator) - nominal)).toBeLessThan(0.00001);
    }
  });

  it('share the reels and free spins, so a seed stops the reels in the same place under every variant', () => {
    for (const id of SLOT_VARIANT_IDS) {
      const c = SLOT_VARIANTS[id].config;
      expect(c.reels).toBe(HOUSE_SLOT.reels);
      expect(c.paylines).toBe(HOUSE_SLOT.paylines);
      expect([c.freeSpinsTrigger, c.freeSpinsAwarded, c.freeSpinMultiplier]).toEqual([3, 10, 3]);
      expect(computeRtp(c).freeSpinsProbability).toBe(computeRtp(HOUSE_SLOT).freeSpinsProbability);
    }
  });

  it('look a variant up by id, refusing unknown ones; the default is the original machine', () => {
    expect(slotVariant('rtp92').id).toBe('rtp92');
    expect(slotVariant(DEFAULT_SLOT_VARIANT).config).toBe(HOUSE_SLOT);
    expect(() => slotVariant('rtp99')).toThrow(RangeError);
  });
});
