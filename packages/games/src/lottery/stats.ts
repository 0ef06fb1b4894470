import { allNumbers, type LotteryResult } from './lottery.layout.js';

/**
 * Lottery statistics (issue 14, "Statistics"): lô gan, frequency over the last N draws, head/tail digit
 * frequency and the pairs that come up together, for one game (one station), from its drawn results.
 * Pure: the server reads the draws, the web draws the charts. Everything counts the 2-digit endings
 * (lô tô) of every number of a result, per occurrence unless said otherwise: an ending that comes up
 * twice in a draw counts two hits but one draw.
 */

/** One drawn result; `key` names the draw (its id or date) so "last seen" can point at it. */
export interface StatsDraw {
  key: string;
  result: LotteryResult;
}

/** The 100 two-digit endings, '00' … '99'. */
export const LOTTERY_ENDINGS: readonly string[] = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));

const pad2 = (n: number) => LOTTERY_ENDINGS[n]!;

/** How many times each ending (index 0–99) comes up among a result's numbers (North 27, South 18 in all). */
export function endingCounts(result: LotteryResult): Uint8Array {
  const counts = new Uint8Array(100);
  for (const n of allNumbers(result)) if (n.length >= 2) counts[Number(n.slice(-2))]!++;
  return counts;
}

/**
 * The lô tô tables of one draw, as the results board shows them beside the prizes. `byHead[d]` lists the
 * units digits of the endings whose tens digit is d (đầu d: "0, 5, 5" when 50 once and 55 twice came up
 * under d = 5 … ), ascending, repeats kept; `byTail[d]` lists the tens digits of the endings whose units
 * digit is d.
 */
export interface LotoTables {
  byHead: number[][];
  byTail: number[][];
}

export function lotoTables(result: LotteryResult): LotoTables {
  const byHead: number[][] = Array.from({ length: 10 }, () => []);
  const byTail: number[][] = Array.from({ length: 10 }, () => []);
  const counts = endingCounts(result);
  for (let n = 0; n < 100; n++) {
    const head = Math.floor(n / 10);
    const tail = n % 10;
    for (let k = 0; k < counts[n]!; k++) {
      byHead[head]!.push(tail);
      byTail[tail]!.push(head);
    }
  }
  // Filled in ending order: byHead rows are ascending already; byTail rows too (n rises with the head).
  return { byHead, byTail };
}

/** The newest `window` draws (draws come newest first). A window of 0 or less means every draw given. */
const newest = (draws: readonly StatsDraw[], window: number) => (window > 0 ? draws.slice(0, window) : draws);

/**
 * Lô gan of one ending: `currentGap` is how many draws in a row, counting back from the newest, it has
 * not come up (0: it came up in the newest draw); `maxGap` the longest such run within the draws given
 * (the current run included; a run that reaches the oldest draw given is counted as far as it is seen, so
 * it is a lower bound); `lastSeen` the key of the newest draw it came up in, null if none of them.
 */
export interface GanEntry {
  number: string;
  currentGap: number;
  maxGap: number;
  lastSeen: string | null;
}

/**
 * Lô gan over the draws given (newest first): every ending, the longest-absent first (currentGap, then
 * maxGap, both descending, then the number). `limit` keeps the first ones.
 */
export function loGan(draws: readonly StatsDraw[], limit = 100): GanEntry[] {
  const current = new Array<number>(100).fill(-1);
  const lastSeen = new Array<string | null>(100).fill(null);
  const run = new Array<number>(100).fill(0);
  const maxGap = new Array<number>(100).fill(0);
  draws.forEach((draw, i) => {
    const counts = endingCounts(draw.result);
    for (let n = 0; n < 100; n++) {
      if (counts[n]! > 0) {
        if (current[n] === -1) {
          current[n] = i;
          lastSeen[n] = draw.key;
        }
        run[n] = 0;
      } else {
        run[n]!++;
        if (run[n]! > maxGap[n]!) maxGap[n] = run[n]!;
      }
    }
  });
  const out: GanEntry[] = [];
  for (let n = 0; n < 100; n++) {
    out.push({
      number: pad2(n),
      currentGap: current[n] === -1 ? draws.length : current[n]!,
      maxGap: maxGap[n]!,
      lastSeen: lastSeen[n]!,
    });
  }
  out.sort((a, b) => b.currentGap - a.currentGap || b.maxGap - a.maxGap || a.number.localeCompare(b.number));
  return out.slice(0, Math.max(0, limit));
}

/** One ending's frequency: `hits` per occurrence, `draws` the draws it came up in at least once. */
export interface FrequencyEntry {
  number: string;
  hits: number;
  draws: number;
}

/** Frequency over the newest `window` draws; `drawCount` is how many there were (fewer when young). */
export interface EndingFrequency {
  window: number;
  drawCount: number;
  /** All 100 endings in number order ('00' first), so a chart can plot them as they are. */
  entries: FrequencyEntry[];
}

export function endingFrequency(draws: readonly StatsDraw[], window: number): EndingFrequency {
  const used = newest(draws, window);
  const hits = new Array<number>(100).fill(0);
  const inDraws = new Array<number>(100).fill(0);
  for (const draw of used) {
    const counts = endingCounts(draw.result);
    for (let n = 0; n < 100; n++) {
      hits[n]! += counts[n]!;
      if (counts[n]! > 0) inDraws[n]!++;
    }
  }
  return {
    window,
    drawCount: used.length,
    entries: LOTTERY_ENDINGS.map((number, n) => ({ number, hits: hits[n]!, draws: inDraws[n]! })),
  };
}

/** The endings that came up most (hot) or least (cold) in a frequency, ties by number. */
export function rankFrequency(freq: EndingFrequency, order: 'hot' | 'cold', limit = 10): FrequencyEntry[] {
  const sign = order === 'hot' ? -1 : 1;
  return [...freq.entries]
    .sort((a, b) => sign * (a.hits - b.hits) || a.number.localeCompare(b.number))
    .slice(0, Math.max(0, limit));
}

/**
 * Head (đầu, tens) and tail (đuôi, units) digit counts over the newest `window` draws. Scope `all`: every
 * number's ending, per occurrence (27 a North draw, 18 South/Central); `special`: the special prize's last
 * two only (one a draw: what đầu/đuôi bets are settled on).
 */
export interface DigitFrequency {
  window: number;
  drawCount: number;
  scope: 'all' | 'special';
  /** head[d]: how many endings had tens digit d (d = 0–9). */
  head: number[];
  /** tail[d]: how many endings had units digit d. */
  tail: number[];
}

export function headTailFrequency(
  draws: readonly StatsDraw[],
  window: number,
  scope: 'all' | 'special' = 'all',
): DigitFrequency {
  const used = newest(draws, window);
  const head = new Array<number>(10).fill(0);
  const tail = new Array<number>(10).fill(0);
  const add = (ending: number, times: number) => {
    head[Math.floor(ending / 10)]! += times;
    tail[ending % 10]! += times;
  };
  for (const draw of used) {
    if (scope === 'special') {
      const special = draw.result.prizes.special?.[0];
      if (special && special.length >= 2) add(Number(special.slice(-2)), 1);
      continue;
    }
    const counts = endingCounts(draw.result);
    for (let n = 0; n < 100; n++) if (counts[n]! > 0) add(n, counts[n]!);
  }
  return { window, drawCount: used.length, scope, head, tail };
}

/** Two distinct endings and the number of draws in which both came up. */
export interface PairEntry {
  pair: [string, string];
  draws: number;
}

/**
 * The pairs of endings that came up together (in the same draw) most often over the newest `window`
 * draws: the most draws first, then the pair in number order. A pair counts once a draw however many times
 * each of its endings came up (what a xiên 2 or đá pair needs).
 */
export function topPairs(draws: readonly StatsDraw[], window: number, limit = 20): PairEntry[] {
  const used = newest(draws, window);
  const together = new Uint32Array(100 * 100);
  for (const draw of used) {
    const counts = endingCounts(draw.result);
    const present: number[] = [];
    for (let n = 0; n < 100; n++) if (counts[n]! > 0) present.push(n);
    for (let i = 0; i < present.length; i++)
      for (let j = i + 1; j < present.length; j++) together[present[i]! * 100 + present[j]!]!++;
  }
  const out: PairEntry[] = [];
  for (let a = 0; a < 100; a++)
    for (let b = a + 1; b < 100; b++) {
      const n = together[a * 100 + b]!;
      if (n > 0) out.push({ pair: [pad2(a), pad2(b)], draws: n });
    }
  out.sort((x, y) => y.draws - x.draws || x.pair[0].localeCompare(y.pair[0]) || x.pair[1].localeCompare(y.pair[1]));
  return out.slice(0, Math.max(0, limit));
}
