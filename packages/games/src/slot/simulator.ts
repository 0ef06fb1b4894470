import type { SlotConfig } from './config.js';
import { evaluateLine } from './evaluate.js';
import { assertValidBet, type SlotBet } from './spin.js';
import { SCATTER } from './symbols.js';

const TWO_POW_32 = 2 ** 32;
/** Line tables above this many entries (symbols ^ reels) would cost more memory than they save. */
const MAX_LINE_TABLE = 1 << 22;

/** What the simulator reads: unsigned 32-bit numbers in FairRandom's order (FairStream, FairRandom). */
export interface Uint32Source {
  nextUint32(): number;
}

/**
 * The slot engine for simulations: the same rounds as `playRound` from the same number stream (same
 * draws in the same order, same rejection, same integer wins; proved round by round by the golden
 * test), without building result objects. A payline's pay comes from one table lookup: the symbols it
 * crosses, read as a number in base `symbolCount`, index a table of `evaluateLine` computed once, and
 * each reel stop's contribution to that number is precomputed per row. One instance is not reentrant.
 */
export class SlotSimulator {
  /** Stops of every spin of the last round, reel by reel: the base spin, then each free spin. */
  readonly stops: Int32Array;
  /** Free spins played in the last round. */
  freeSpins = 0;
  /** Win of the last round's base spin (its free spins excluded). */
  baseWin = 0;

  private readonly reels: number;
  private readonly lengths: Int32Array;
  private readonly limits: Float64Array;
  private readonly stride: number;
  /**
   * lineCells[(reel × stride + stop) × lines + line]: the symbol that payline crosses on that reel at
   * that stop, × symbolCount^(reels − 1 − reel); a payline's table index is the sum over the reels.
   */
  private readonly lineCells: Int32Array;
  private readonly lineCount: number;
  /** scatters[reel × stride + stop]: scatters shown in that reel's column. */
  private readonly scatters: Int32Array;
  private readonly lineTable: Int32Array;
  private readonly cellBase: Int32Array;
  private readonly scatterPays: readonly number[];

  constructor(private readonly config: SlotConfig) {
    const { reels, rows, symbolCount } = config;
    this.reels = reels.length;
    const tableSize = symbolCount ** this.reels;
    if (tableSize > MAX_LINE_TABLE)
      throw new RangeError('SlotSimulator: too many symbol combinations for a line table');
    this.lengths = Int32Array.from(reels, (s) => s.length);
    this.limits = Float64Array.from(reels, (s) => TWO_POW_32 - (TWO_POW_32 % s.length));
    this.stride = Math.max(...this.lengths);
    this.lineCount = config.paylines.length;
    this.lineCells = new Int32Array(this.reels * this.stride * this.lineCount);
    this.scatters = new Int32Array(this.reels * this.stride);
    reels.forEach((strip, r) => {
      const weight = symbolCount ** (this.reels - 1 - r);
      for (let stop = 0; stop < strip.length; stop++) {
        for (let row = 0; row < rows; row++) {
          if (strip[(stop + row) % strip.length] === SCATTER) this.scatters[r * this.stride + stop]!++;
        }
        config.paylines.forEach((line, l) => {
          const symbol = strip[(stop + line[r]!) % strip.length]!;
          this.lineCells[(r * this.stride + stop) * this.lineCount + l] = symbol * weight;
        });
      }
    });
    this.lineTable = new Int32Array(tableSize);
    const symbols = new Array<number>(this.reels).fill(0);
    for (let code = 0; code < tableSize; code++) {
      for (let r = this.reels - 1, c = code; r >= 0; r--, c = Math.floor(c / symbolCount)) symbols[r] = c % symbolCount;
      this.lineTable[code] = evaluateLine(config.linePays, symbols)[2];
    }
    this.cellBase = new Int32Array(this.reels);
    this.scatterPays = config.scatterPays;
    this.stops = new Int32Array(this.reels * (1 + config.freeSpinsAwarded));
  }

  /** Plays one round (base spin and its free spins) from `rng`; returns its total win in minor units. */
  play(rng: Uint32Source, bet: SlotBet): number {
    assertValidBet(this.config, bet);
    const base = this.spin(rng, bet, 1, 0);
    this.baseWin = base;
    const { freeSpinsTrigger, freeSpinsAwarded, freeSpinMultiplier } = this.config;
    this.freeSpins = this.lastScatters >= freeSpinsTrigger ? freeSpinsAwarded : 0;
    let total = base;
    for (let i = 0; i < this.freeSpins; i++) total += this.spin(rng, bet, freeSpinMultiplier, (i + 1) * this.reels);
    return total;
  }

  private lastScatters = 0;

  private spin(rng: Uint32Source, bet: SlotBet, multiplier: number, at: number): number {
    const { reels, stride, cellBase, lengths, limits, lineCount } = this;
    let scatters = 0;
    for (let r = 0; r < reels; r++) {
      const n = lengths[r]!;
      const limit = limits[r]!;
      let v = rng.nextUint32();
      while (v >= limit) v = rng.nextUint32();
      // v % n, told to V8 as unsigned 32-bit arithmetic: an integer division instead of a float modulo.
      const stop = ((v >>> 0) % (n >>> 0)) >>> 0;
      this.stops[at + r] = stop;
      cellBase[r] = (r * stride + stop) * lineCount;
      scatters += this.scatters[r * stride + stop]!;
    }
    this.lastScatters = scatters;
    const { lineCells: c, lineTable } = this;
    const lines = bet.lines;
    let pay = 0;
    if (reels === 5) {
      // The house slot's shape, unrolled: five loads, four adds and a table lookup per payline.
      const b0 = cellBase[0]!;
      const b1 = cellBase[1]!;
      const b2 = cellBase[2]!;
      const b3 = cellBase[3]!;
      const b4 = cellBase[4]!;
      for (let l = 0; l < lines; l++) pay += lineTable[c[b0 + l]! + c[b1 + l]! + c[b2 + l]! + c[b3 + l]! + c[b4 + l]!]!;
    } else {
      for (let l = 0; l < lines; l++) {
        let code = 0;
        for (let r = 0; r < reels; r++) code += c[cellBase[r]! + l]!;
        pay += lineTable[code]!;
      }
    }
    const scatterPay = this.scatterPays[Math.min(scatters, this.scatterPays.length - 1)] ?? 0;
    return (pay * bet.lineBet + scatterPay * bet.lineBet * bet.lines) * multiplier;
  }
}
