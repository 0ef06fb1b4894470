import { describe, expect, it } from 'vitest';
import type { LotteryResult } from './lottery.layout.js';
import { NORTH } from './lottery.test-fixtures.js';
import {
  endingCounts,
  endingFrequency,
  headTailFrequency,
  LOTTERY_ENDINGS,
  loGan,
  lotoTables,
  rankFrequency,
  type StatsDraw,
  topPairs,
} from './stats.js';

/**
 * Four draws worked by hand, newest first (statistics read only the endings, so short results do):
 *   d3: special …01, seventh 02 09        endings 01 02 09
 *   d2: special …03, seventh 01           endings 03 01
 *   d1: special …03, seventh 01 02 03     endings 03 01 02 03 (03 twice)
 *   d0: special …04, seventh 09           endings 04 09
 */
const draw = (key: string, special: string, seventh: string[]): StatsDraw => ({
  key,
  result: { region: 'north', prizes: { special: [special], seventh } } satisfies LotteryResult,
});
const DRAWS: StatsDraw[] = [
  draw('d3', '12301', ['02', '09']),
  draw('d2', '45603', ['01']),
  draw('d1', '78903', ['01', '02', '03']),
  draw('d0', '11104', ['09']),
];

describe('lottery statistics', () => {
  it('counts the endings of a real North result per occurrence', () => {
    const c = endingCounts(NORTH);
    expect(c[65]).toBe(2);
    expect(c[1]).toBe(1);
    expect(c[0]).toBe(0);
    expect(c.reduce((a, b) => a + b, 0)).toBe(27);
  });

  it('lô tô head and tail tables of one draw, repeats kept', () => {
    // NORTH endings: 01–25 once each, 65 twice.
    const t = lotoTables(NORTH);
    expect(t.byHead[0]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(t.byHead[1]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(t.byHead[2]).toEqual([0, 1, 2, 3, 4, 5]);
    expect(t.byHead[6]).toEqual([5, 5]);
    expect(t.byHead[9]).toEqual([]);
    expect(t.byTail[5]).toEqual([0, 1, 2, 6, 6]); // 05 15 25 65 65
    expect(t.byTail[0]).toEqual([1, 2]);
    expect(t.byHead.flat()).toHaveLength(27);
    expect(t.byTail.flat()).toHaveLength(27);
  });

  it('lô gan: current gap, longest gap and last seen, longest-absent first', () => {
    const gan = loGan(DRAWS);
    expect(gan).toHaveLength(100);
    const of = (n: string) => gan.find((g) => g.number === n);
    expect(of('01')).toEqual({ number: '01', currentGap: 0, maxGap: 1, lastSeen: 'd3' });
    expect(of('02')).toEqual({ number: '02', currentGap: 0, maxGap: 1, lastSeen: 'd3' });
    expect(of('03')).toEqual({ number: '03', currentGap: 1, maxGap: 1, lastSeen: 'd2' });
    expect(of('04')).toEqual({ number: '04', currentGap: 3, maxGap: 3, lastSeen: 'd0' });
    // 09 came up in the newest and the oldest draw: the two between are its longest gap.
    expect(of('09')).toEqual({ number: '09', currentGap: 0, maxGap: 2, lastSeen: 'd3' });
    // Never seen in the four draws: absent all four, no last draw.
    expect(of('00')).toEqual({ number: '00', currentGap: 4, maxGap: 4, lastSeen: null });
    // Order: the 95 never seen (by number), then 04, 03, then the current-gap-0 ones by longest gap.
    expect(gan.slice(0, 3).map((g) => g.number)).toEqual(['00', '05', '06']);
    expect(gan.slice(-5).map((g) => g.number)).toEqual(['04', '03', '09', '01', '02']);
    expect(loGan(DRAWS, 2)).toHaveLength(2);
    expect(loGan([]).every((g) => g.currentGap === 0 && g.lastSeen === null)).toBe(true);
  });

  it('frequency over the newest N draws, per occurrence and per draw', () => {
    const f4 = endingFrequency(DRAWS, 4);
    const at = (f: typeof f4, n: string) => f.entries[Number(n)];
    expect(f4.drawCount).toBe(4);
    expect(f4.entries.map((e) => e.number)).toEqual(LOTTERY_ENDINGS);
    expect(at(f4, '01')).toEqual({ number: '01', hits: 3, draws: 3 });
    expect(at(f4, '03')).toEqual({ number: '03', hits: 3, draws: 2 });
    expect(at(f4, '09')).toEqual({ number: '09', hits: 2, draws: 2 });
    expect(at(f4, '04')).toEqual({ number: '04', hits: 1, draws: 1 });
    const f2 = endingFrequency(DRAWS, 2);
    expect(f2.drawCount).toBe(2);
    expect(at(f2, '01')).toEqual({ number: '01', hits: 2, draws: 2 });
    expect(at(f2, '04')).toEqual({ number: '04', hits: 0, draws: 0 });
    // A window longer than the history uses what there is.
    expect(endingFrequency(DRAWS, 100).drawCount).toBe(4);
    expect(rankFrequency(f4, 'hot', 3).map((e) => e.number)).toEqual(['01', '03', '02']);
    expect(rankFrequency(f4, 'cold', 2).map((e) => e.number)).toEqual(['00', '05']);
  });

  it('head and tail digit frequency of all endings and of the special prize', () => {
    const all = headTailFrequency(DRAWS, 4);
    // Endings 01 02 09 | 03 01 | 03 01 02 03 | 04 09: eleven, all with tens digit 0.
    expect(all.head).toEqual([11, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(all.tail).toEqual([0, 3, 2, 3, 1, 0, 0, 0, 0, 2]);
    const special = headTailFrequency(DRAWS, 4, 'special');
    // Specials end 01, 03, 03, 04.
    expect(special.head).toEqual([4, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(special.tail).toEqual([0, 1, 0, 2, 1, 0, 0, 0, 0, 0]);
    expect(headTailFrequency(DRAWS, 1, 'special').tail).toEqual([0, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
    const north = headTailFrequency([{ key: 'n', result: NORTH }], 1);
    expect(north.head).toEqual([9, 10, 6, 0, 0, 0, 2, 0, 0, 0]);
  });

  it('pairs that came up together, once a draw, most draws first', () => {
    expect(topPairs(DRAWS, 4, 3)).toEqual([
      { pair: ['01', '02'], draws: 2 },
      { pair: ['01', '03'], draws: 2 },
      { pair: ['01', '09'], draws: 1 },
    ]);
    // 03 twice in d1 still makes one draw for (01, 03) and (02, 03).
    expect(topPairs(DRAWS, 4)).toHaveLength(6);
    expect(topPairs(DRAWS, 4).find((p) => p.pair.join() === '02,03')?.draws).toBe(1);
    expect(topPairs(DRAWS, 1).map((p) => p.pair.join())).toEqual(['01,02', '01,09', '02,09']);
  });
});
