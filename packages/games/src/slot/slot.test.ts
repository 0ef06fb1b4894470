import { describe, expect, it } from 'vitest';
import { FairRandom } from '../rng/provably-fair.js';
import { HOUSE_SLOT } from './config.js';
import { evaluateLine, evaluateWindow, windowAt } from './evaluate.js';
import { PAYLINES } from './paylines.js';
import { REEL_COUNTS, REEL_STRIPS } from './reels.js';
import { playRound, type RandomSource } from './spin.js';
import { LINE_PAYS, SCATTER, SCATTER_PAYS, WILD } from './symbols.js';

const DRAGON = 2;
const JACK = 9;
const ACE = 6;

/** A random source that returns scripted stops, to build exact windows. */
function scripted(values: number[]): RandomSource {
  let i = 0;
  return {
    nextInt: (n) => {
      const v = values[i++];
      if (v === undefined || v >= n) throw new Error('script exhausted or out of range');
      return v;
    },
  };
}

/** Stop on `reel` whose window shows `symbols` from the top row, or throws. */
function stopShowing(reel: number, predicate: (col: number[]) => boolean): number {
  const strip = REEL_STRIPS[reel]!;
  for (let s = 0; s < strip.length; s++) {
    const col = [0, 1, 2].map((r) => strip[(s + r) % strip.length]!);
    if (predicate(col)) return s;
  }
  throw new Error(`no such stop on reel ${reel}`);
}

describe('slot line evaluation', () => {
  it('pays runs from the left with wilds substituting', () => {
    expect(evaluateLine(LINE_PAYS, [DRAGON, WILD, DRAGON, JACK, DRAGON])).toEqual([DRAGON, 3, 25]);
    expect(evaluateLine(LINE_PAYS, [WILD, DRAGON, DRAGON, DRAGON, WILD])).toEqual([DRAGON, 5, 400]);
    expect(evaluateLine(LINE_PAYS, [JACK, JACK, ACE, JACK, JACK])).toEqual([JACK, 0, 0]);
    expect(evaluateLine(LINE_PAYS, [ACE, JACK, JACK, JACK, JACK])).toEqual([ACE, 0, 0]);
  });

  it('pays the wild line when it is worth more than the symbol it completes', () => {
    // 3 wilds + jack = 4 jacks (10) but 3 wilds pay 40.
    expect(evaluateLine(LINE_PAYS, [WILD, WILD, WILD, JACK, ACE])).toEqual([WILD, 3, 40]);
    expect(evaluateLine(LINE_PAYS, [WILD, WILD, WILD, WILD, WILD])).toEqual([WILD, 5, 750]);
  });

  it('never lets a scatter take part in a line', () => {
    expect(evaluateLine(LINE_PAYS, [SCATTER, SCATTER, SCATTER, SCATTER, SCATTER])).toEqual([SCATTER, 0, 0]);
    expect(evaluateLine(LINE_PAYS, [WILD, WILD, SCATTER, DRAGON, DRAGON])).toEqual([SCATTER, 0, 0]);
    expect(evaluateLine(LINE_PAYS, [WILD, WILD, WILD, SCATTER, DRAGON])).toEqual([WILD, 3, 40]);
  });
});

describe('slot window evaluation', () => {
  it('pays each played line in line bets and scatters in total bets', () => {
    // Middle row: dragon dragon dragon x x; scatters on reels 1, 3, 5 elsewhere in the window.
    const window = [
      [SCATTER, DRAGON, JACK],
      [ACE, DRAGON, JACK],
      [JACK, DRAGON, SCATTER],
      [ACE, 7, 8],
      [SCATTER, 5, 7],
    ];
    const r = evaluateWindow(HOUSE_SLOT, [0, 0, 0, 0, 0], window, 10, 1, 1);
    expect(r.lineWins).toEqual([{ line: 0, symbol: DRAGON, count: 3, win: 250 }]);
    expect(r.scatterCount).toBe(3);
    expect(r.scatterWin).toBe(SCATTER_PAYS[3]! * 10);
    expect(r.win).toBe(250 + 20);
    expect(r.freeSpinsAwarded).toBe(10);
    // With all 20 lines the scatter pays on the 200 total bet; during free spins everything triples.
    const free = evaluateWindow(HOUSE_SLOT, [0, 0, 0, 0, 0], window, 10, 20, 3);
    expect(free.scatterWin).toBe(2 * 200 * 3);
    expect(free.freeSpinsAwarded).toBe(0);
    expect(free.lineWins.every((w) => w.win % 30 === 0)).toBe(true);
  });

  it('plays fewer lines by playing the first N paylines only', () => {
    const window = [
      [DRAGON, ACE, JACK],
      [DRAGON, ACE, JACK],
      [DRAGON, ACE, JACK],
      [7, 8, 5],
      [8, 7, 5],
    ];
    expect(evaluateWindow(HOUSE_SLOT, [], window, 1, 1, 1).win).toBe(5); // middle: aces
    expect(evaluateWindow(HOUSE_SLOT, [], window, 1, 3, 1).win).toBe(5 + 25 + 4);
  });
});

describe('slot rounds', () => {
  it('draws one stop per reel and shows the strip from that stop, wrapping', () => {
    const last = REEL_STRIPS[0]!.length - 1;
    const round = playRound(HOUSE_SLOT, scripted([last, 0, 1, 2, 3]), { lineBet: 1, lines: 20 });
    expect(round.base.stops).toEqual([last, 0, 1, 2, 3]);
    expect(round.base.window[0]).toEqual([REEL_STRIPS[0]![last], REEL_STRIPS[0]![0], REEL_STRIPS[0]![1]]);
    expect(round.totalBet).toBe(20);
  });

  it('resolves awarded free spins in the same round, multiplied, and adds them up', () => {
    const scatterStops = [0, 1, 2].map((reel) => stopShowing(reel, (col) => col.includes(SCATTER)));
    const noScatter = [3, 4].map((reel) => stopShowing(reel, (col) => !col.includes(SCATTER)));
    const freeStops = Array.from({ length: 50 }, (_, i) => i % 30);
    const round = playRound(HOUSE_SLOT, scripted([...scatterStops, ...noScatter, ...freeStops]), {
      lineBet: 5,
      lines: 20,
    });
    expect(round.base.freeSpinsAwarded).toBe(10);
    expect(round.freeSpins).toHaveLength(10);
    for (const f of round.freeSpins) {
      const plain = evaluateWindow(HOUSE_SLOT, f.stops, windowAt(HOUSE_SLOT, f.stops), 5, 20, 1);
      expect(f.win).toBe(plain.win * 3);
      expect(f.freeSpinsAwarded).toBe(0);
    }
    expect(round.totalWin).toBe(round.base.win + round.freeSpins.reduce((s, f) => s + f.win, 0));
  });

  it('is fixed by the seed pair and nonce', () => {
    const seeds = { serverSeed: 'server', clientSeed: 'client', nonce: 1 };
    const bet = { lineBet: 2, lines: 20 };
    const a = playRound(HOUSE_SLOT, new FairRandom(seeds), bet);
    expect(playRound(HOUSE_SLOT, new FairRandom(seeds), bet)).toEqual(a);
    const others = [2, 3, 4].map((nonce) => playRound(HOUSE_SLOT, new FairRandom({ ...seeds, nonce }), bet).base.stops);
    expect(others.some((s) => s.join() !== a.base.stops.join())).toBe(true);
  });

  it('refuses bad bets', () => {
    const rng = scripted([0, 0, 0, 0, 0]);
    expect(() => playRound(HOUSE_SLOT, rng, { lineBet: 0, lines: 20 })).toThrow(RangeError);
    expect(() => playRound(HOUSE_SLOT, rng, { lineBet: 1.5, lines: 20 })).toThrow(RangeError);
    expect(() => playRound(HOUSE_SLOT, rng, { lineBet: 1, lines: 21 })).toThrow(RangeError);
    expect(() => playRound(HOUSE_SLOT, rng, { lineBet: 1, lines: 0 })).toThrow(RangeError);
  });
});

describe('slot reels', () => {
  it('hold exactly the published counts, and two scatters never share a window', () => {
    REEL_STRIPS.forEach((strip, r) => {
      const counts = REEL_COUNTS[r]!.map((_, s) => strip.filter((x) => x === s).length);
      expect(counts).toEqual(REEL_COUNTS[r]);
      for (let s = 0; s < strip.length; s++) {
        const inWindow = [0, 1, 2].filter((k) => strip[(s + k) % strip.length] === SCATTER).length;
        expect(inWindow).toBeLessThanOrEqual(1);
      }
    });
  });

  it('make every advertised award reachable', () => {
    // Every paying symbol and the scatter sit on every reel, so 5 of a kind on any line exists, and
    // any count of 3..5 scatters can be shown.
    for (let s = 0; s < LINE_PAYS.length; s++) {
      for (const strip of REEL_STRIPS) expect(strip.includes(s)).toBe(true);
    }
    expect(PAYLINES).toHaveLength(20);
    expect(new Set(PAYLINES.map((l) => l.join())).size).toBe(20);
  });
});
