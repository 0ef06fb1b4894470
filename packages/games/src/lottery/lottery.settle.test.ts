import { describe, expect, it } from 'vitest';
import {
  digitPermutations,
  expandLotterySelection,
  type LotteryBet,
  type LotterySelection,
  lotteryBetCost,
  numberPairs,
} from './lottery.bets.js';
import { DEFAULT_LOTTERY_ODDS } from './lottery.odds.js';
import { indexLotteryResult, lotteryMaxPayout, settleLotteryBet } from './lottery.settle.js';
import { NORTH, SOUTH } from './lottery.test-fixtures.js';

const N = DEFAULT_LOTTERY_ODDS.Lott.north;
const S = DEFAULT_LOTTERY_ODDS.Lott.south;
const north = indexLotteryResult(NORTH);
const south = indexLotteryResult(SOUTH);
const bet = (selection: LotterySelection, points = 1): LotteryBet => ({ selection, points });
const nums = (...numbers: string[]) => numbers;

describe('lottery settlement, North (Lott odds, 1 point = 1,000 ₫)', () => {
  // [selection, points, cost, payout] — payout = points × win per point × hits, stake not added back.
  const cases: [LotterySelection, number, number, number][] = [
    // Lô 2 số: 27,000 a point, 99,000 per occurrence: 65 comes up twice → paid twice.
    [{ kind: 'lo2', numbers: nums('65') }, 1, 27_000, 2 * 99_000],
    // Three numbers × 2 points: 65 twice, 01 once, 99 never → 3 hits × 2 points × 99,000.
    [{ kind: 'lo2', numbers: nums('65', '01', '99') }, 2, 2 * 27_000 * 3, 3 * 2 * 99_000],
    [{ kind: 'lo2', numbers: nums('00') }, 1, 27_000, 0],
    // Lô 3 số on the 23 numbers of ≥ 3 digits: 765 (special), 265 (first), 009 (fourth 4009).
    [{ kind: 'lo3', numbers: nums('765') }, 1, 23_000, 980_000],
    [{ kind: 'lo3', numbers: nums('265', '009') }, 1, 46_000, 2 * 980_000],
    [{ kind: 'lo3', numbers: nums('065') }, 1, 23_000, 0],
    // Lô 4 số on the 20 numbers of ≥ 4 digits.
    [{ kind: 'lo4', numbers: nums('4010') }, 1, 20_000, 8_880_000],
    [{ kind: 'lo4', numbers: nums('0619') }, 1, 20_000, 0],
    // Xiên: every number must come up (once is enough; 65 twice does not pay twice).
    [{ kind: 'xien2', numbers: nums('65', '01') }, 3, 3_000, 3 * 16_000],
    [{ kind: 'xien2', numbers: nums('65', '99') }, 1, 1_000, 0],
    [{ kind: 'xien3', numbers: nums('01', '02', '25') }, 1, 1_000, 65_000],
    [{ kind: 'xien4', numbers: nums('01', '02', '03', '04') }, 1, 1_000, 180_000],
    [{ kind: 'xien4', numbers: nums('01', '02', '03', '99') }, 1, 1_000, 0],
    // Lô trượt: wins only when none of the numbers comes up.
    [{ kind: 'truot4', numbers: nums('90', '91', '92', '93') }, 1, 1_000, 2_300],
    [{ kind: 'truot4', numbers: nums('90', '91', '92', '25') }, 1, 1_000, 0],
    [{ kind: 'truot8', numbers: nums('90', '91', '92', '93', '94', '95', '96', '97') }, 1, 1_000, 8_000],
    [{ kind: 'truot10', numbers: nums('90', '91', '92', '93', '94', '95', '96', '97', '98', '99') }, 1, 1_000, 12_000],
    [{ kind: 'truot10', numbers: nums('90', '91', '92', '93', '94', '95', '96', '97', '98', '65') }, 1, 1_000, 0],
    // Đề on the special's last two (65), the first prize's last two (65), đề đầu = special's first two (98).
    [{ kind: 'deDacBiet', numbers: nums('65') }, 1, 1_000, 99_500],
    [{ kind: 'deDacBiet', numbers: nums('56', '65', '01') }, 1, 3_000, 99_500],
    [{ kind: 'deDacBiet', numbers: nums('01') }, 1, 1_000, 0],
    [{ kind: 'deGiaiNhat', numbers: nums('65') }, 1, 1_000, 99_000],
    [{ kind: 'deDau', numbers: nums('98') }, 1, 1_000, 99_000],
    [{ kind: 'deDau', numbers: nums('65') }, 1, 1_000, 0],
    // Đầu / đuôi: tens 6 / units 5 of 65.
    [{ kind: 'dau', numbers: nums('6') }, 1, 1_000, 9_800],
    [{ kind: 'dau', numbers: nums('5') }, 1, 1_000, 0],
    [{ kind: 'duoi', numbers: nums('5', '6') }, 1, 2_000, 9_800],
    // 3 càng: the special's last three (765); the first prize's 265 does not count.
    [{ kind: 'bacang', numbers: nums('765') }, 10, 10_000, 10 * 980_000],
    [{ kind: 'bacang', numbers: nums('265') }, 1, 1_000, 0],
    // Đá 65 01 99: pairs (65,01) wins, (65,99) and (01,99) lose; 3 pairs cost 3 points.
    [{ kind: 'da', numbers: nums('65', '01', '99') }, 1, 3_000, 16_000],
    [{ kind: 'da', numbers: nums('65', '01', '02') }, 1, 3_000, 3 * 16_000],
    // Đảo: 56 stands for 56 and 65 (đề 65 wins once); 567 for six 3 càng numbers incl. 765; 557 for three.
    [{ kind: 'dao', base: 'deDacBiet', numbers: nums('56') }, 1, 2_000, 99_500],
    [{ kind: 'dao', base: 'bacang', numbers: nums('567') }, 1, 6_000, 980_000],
    [{ kind: 'dao', base: 'bacang', numbers: nums('557') }, 1, 3_000, 0],
    // Đảo lô 56 10 = lô 56, 65, 01, 10: 65 twice, 01 once, 10 once, 56 never → 4 hits.
    [{ kind: 'dao', base: 'lo2', numbers: nums('56', '10') }, 1, 4 * 27_000, (2 + 1 + 1) * 99_000],
    // Tài/Xỉu (Tài 50–99) and Chẵn/Lẻ on 65.
    [{ kind: 'taiXiu', side: 'tai' }, 5, 5_000, 5 * 1_990],
    [{ kind: 'taiXiu', side: 'xiu' }, 5, 5_000, 0],
    [{ kind: 'chanLe', side: 'le' }, 1, 1_000, 1_990],
    [{ kind: 'chanLe', side: 'chan' }, 1, 1_000, 0],
  ];

  it.each(cases)('%j × %i points costs %i and pays %i', (selection, points, cost, payout) => {
    expect(lotteryBetCost(bet(selection, points), N)).toBe(cost);
    expect(settleLotteryBet(bet(selection, points), north, N)).toBe(payout);
    expect(payout).toBeLessThanOrEqual(lotteryMaxPayout(bet(selection, points), 'north', N));
  });
});

describe('lottery settlement, South/Central (Lott odds)', () => {
  const cases: [LotterySelection, number, number, number][] = [
    // Bao lô 2 số at ×18: 56 comes up twice (special, seventh), 11 twice (first, sixth).
    [{ kind: 'lo2', numbers: nums('56') }, 1, 18_000, 2 * 99_000],
    [{ kind: 'lo2', numbers: nums('11', '77', '99') }, 1, 3 * 18_000, 3 * 99_000],
    // Bao lô 3 số at ×17: 456 is the special's last three and the seventh prize.
    [{ kind: 'lo3', numbers: nums('456') }, 1, 17_000, 2 * 980_000],
    [{ kind: 'lo4', numbers: nums('3456') }, 1, 16_000, 8_880_000],
    // Xỉu chủ: the seventh prize and the special's last three, 2 points' cost, each hit paid.
    [{ kind: 'xiuChu', numbers: nums('456') }, 1, 2_000, 2 * 900_000],
    [{ kind: 'xiuChu', numbers: nums('777') }, 1, 2_000, 0],
    [{ kind: 'dao', base: 'xiuChu', numbers: nums('465') }, 1, 6 * 2_000, 2 * 900_000],
    // Đề đầu = the eighth prize (77); đề đặc biệt (đề đuôi) = the special's last two (56).
    [{ kind: 'deDau', numbers: nums('77') }, 1, 1_000, 99_000],
    [{ kind: 'deDacBiet', numbers: nums('56') }, 1, 1_000, 99_500],
    [{ kind: 'deGiaiNhat', numbers: nums('11') }, 1, 1_000, 99_000],
    [{ kind: 'bacang', numbers: nums('456') }, 1, 1_000, 980_000],
    [{ kind: 'xien2', numbers: nums('56', '77') }, 1, 1_000, 32_000],
    [{ kind: 'truot4', numbers: nums('90', '91', '92', '93') }, 1, 1_000, 1_800],
    [{ kind: 'da', numbers: nums('56', '77', '11') }, 2, 6_000, 3 * 2 * 32_000],
    [{ kind: 'taiXiu', side: 'tai' }, 1, 1_000, 1_990],
    [{ kind: 'chanLe', side: 'chan' }, 1, 1_000, 1_990],
  ];

  it.each(cases)('%j × %i points costs %i and pays %i', (selection, points, cost, payout) => {
    expect(lotteryBetCost(bet(selection, points), S)).toBe(cost);
    expect(settleLotteryBet(bet(selection, points), south, S)).toBe(payout);
    expect(payout).toBeLessThanOrEqual(lotteryMaxPayout(bet(selection, points), 'south', S));
  });
});

describe('lottery expansions and money', () => {
  it('expand đá into every pair and đảo into the distinct digit permutations', () => {
    expect(numberPairs(['12', '34', '56'])).toEqual([
      ['12', '34'],
      ['12', '56'],
      ['34', '56'],
    ]);
    expect(expandLotterySelection({ kind: 'da', numbers: ['12', '34', '56', '78'] })).toHaveLength(6);
    expect(digitPermutations('123')).toEqual(['123', '132', '213', '231', '312', '321']);
    expect(digitPermutations('112')).toEqual(['112', '121', '211']);
    expect(digitPermutations('111')).toEqual(['111']);
    // 12 and 21 both named: đảo gives 12, 21 once each.
    expect(expandLotterySelection({ kind: 'dao', base: 'deDacBiet', numbers: ['12', '21'] })).toEqual([
      { kind: 'deDacBiet', numbers: ['12'] },
      { kind: 'deDacBiet', numbers: ['21'] },
    ]);
    expect(expandLotterySelection({ kind: 'lo2', numbers: ['01', '02'] })).toEqual([
      { kind: 'lo2', numbers: ['01'] },
      { kind: 'lo2', numbers: ['02'] },
    ]);
  });

  it('bound every payout by the maximum the region allows', () => {
    // 100 lô numbers share 27 positions: at most 27 hits; xỉu chủ at most twice.
    const all = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
    expect(lotteryMaxPayout(bet({ kind: 'lo2', numbers: all }), 'north', N)).toBe(27 * 99_000);
    expect(settleLotteryBet(bet({ kind: 'lo2', numbers: all }), north, N)).toBe(27 * 99_000);
    expect(lotteryMaxPayout(bet({ kind: 'xiuChu', numbers: ['456'] }), 'south', S)).toBe(1_800_000);
  });

  it('refuse amounts past the safe integer range instead of rounding them', () => {
    expect(() => settleLotteryBet(bet({ kind: 'lo4', numbers: ['4010'] }, 2 ** 40), north, N)).toThrow(RangeError);
  });
});
