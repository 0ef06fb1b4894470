import { SCATTER, WILD } from '@app/games';
import { describe, expect, it } from 'vitest';
import { decodeStops, encodeStops, isBigWin, sameRound, winningCells } from './presentation';

describe('slot presentation', () => {
  it('marks the run of each paying line and the scatters that paid', () => {
    const spin = {
      stops: [0, 0, 0, 0, 0],
      window: [
        [SCATTER, 2, 9],
        [6, 2, 9],
        [9, WILD, SCATTER],
        [6, 7, 8],
        [SCATTER, 5, 7],
      ],
      lineWins: [{ line: 0, symbol: 2, count: 3, win: 2500 }],
      scatterCount: 3,
      scatterWin: 200,
      win: 2700,
      freeSpinsAwarded: 10,
    };
    expect([...winningCells(spin, SCATTER)].sort()).toEqual(['0:0', '0:1', '1:1', '2:1', '2:2', '4:0'].sort());
    expect([...winningCells({ ...spin, lineWins: [], scatterWin: 0, freeSpinsAwarded: 0 }, SCATTER)]).toEqual([]);
  });

  it('compares a recomputed round with the recorded stops and win', () => {
    const round = { base: { stops: [1, 2, 3, 4, 5] }, freeSpins: [{ stops: [6, 7, 8, 9, 0] }], totalWin: 40 };
    const text = encodeStops([round.base, ...round.freeSpins]);
    expect(text).toBe('1-2-3-4-5.6-7-8-9-0');
    expect(decodeStops(text)).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7, 8, 9, 0],
    ]);
    const r = round;
    expect(sameRound(r, { stops: decodeStops(text), totalWin: 40 })).toBe(true);
    expect(sameRound(r, { stops: decodeStops(text), totalWin: 41 })).toBe(false);
    expect(sameRound(r, { stops: decodeStops('1-2-3-4-5'), totalWin: 40 })).toBe(false);
    expect(isBigWin(20_000, 2_000)).toBe(true);
    expect(isBigWin(19_999, 2_000)).toBe(false);
  });
});
