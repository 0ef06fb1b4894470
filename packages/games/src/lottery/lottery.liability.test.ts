import { describe, expect, it } from 'vitest';
import type { LotteryBet } from './lottery.bets.js';
import type { LotteryResult } from './lottery.layout.js';
import { lotteryLiability } from './lottery.liability.js';
import { DEFAULT_LOTTERY_ODDS } from './lottery.odds.js';
import { indexLotteryResult, settleLotteryBet } from './lottery.settle.js';

const N = DEFAULT_LOTTERY_ODDS.Lott.north;
const S = DEFAULT_LOTTERY_ODDS.Lott.south;

describe('lottery liability per number', () => {
  const bets: LotteryBet[] = [
    { selection: { kind: 'lo2', numbers: ['65'] }, points: 2 },
    { selection: { kind: 'deDacBiet', numbers: ['65'] }, points: 1 },
    { selection: { kind: 'xien2', numbers: ['65', '01'] }, points: 1 },
    { selection: { kind: 'dau', numbers: ['6'] }, points: 1 },
    { selection: { kind: 'taiXiu', side: 'tai' }, points: 1 },
    { selection: { kind: 'deGiaiNhat', numbers: ['65'] }, points: 1 },
    { selection: { kind: 'truot4', numbers: ['65', '70', '71', '72'] }, points: 1 },
  ];

  it('adds up stake and what each position of the number costs the house', () => {
    const rows = lotteryLiability(bets, N, 2);
    expect(rows).toHaveLength(100);
    // Stake on 65: lô 2 × 27,000 + đề 1,000 + xiên 1,000 + đầu 1,000 + Tài 1,000 + đề giải nhất 1,000.
    // Once anywhere: lô 2 × 99,000 + xiên 16,000. As the special's ending: đề 99,500 + đầu 9,800 + Tài 1,990.
    expect(rows[65]).toEqual({
      number: '65',
      stake: 59_000,
      perOccurrence: 214_000,
      asSpecial: 111_290,
      asOther: 99_000,
      asDau: 0,
      worstCase: 325_290,
    });
    // 01 only through the xiên; 60 through đầu 6 and Tài; 49 nothing (Xỉu side, tens 4).
    expect(rows[1]).toMatchObject({ stake: 1_000, perOccurrence: 16_000, worstCase: 16_000 });
    expect(rows[60]).toMatchObject({ stake: 2_000, asSpecial: 11_790, worstCase: 11_790 });
    expect(rows[49]?.worstCase).toBe(0);
  });

  it('is what the bets really pay when 65 comes up once, as the special, with 01 drawn', () => {
    const result: LotteryResult = {
      region: 'north',
      prizes: {
        special: ['00065'],
        first: ['11101'],
        second: ['00002', '00003'],
        third: ['00004', '00005', '00006', '00007', '00008', '00009'],
        fourth: ['0010', '0011', '0012', '0013'],
        fifth: ['0014', '0015', '0016', '0017', '0018', '0019'],
        sixth: ['020', '021', '022'],
        seventh: ['23', '24', '25', '26'],
      },
    };
    const ix = indexLotteryResult(result);
    const paid = bets.reduce((sum, b) => sum + settleLotteryBet(b, ix, N), 0);
    expect(paid).toBe(lotteryLiability(bets, N, 2)[65]?.worstCase);
  });

  it('covers lô 3 số, 3 càng and both xỉu chủ legs on 3 digits', () => {
    const rows = lotteryLiability(
      [
        { selection: { kind: 'lo3', numbers: ['456'] }, points: 1 },
        { selection: { kind: 'bacang', numbers: ['456'] }, points: 1 },
        { selection: { kind: 'dao', base: 'xiuChu', numbers: ['465'] }, points: 1 },
      ],
      S,
      3,
    );
    expect(rows).toHaveLength(1000);
    expect(rows[456]).toEqual({
      number: '456',
      stake: 17_000 + 1_000 + 2_000,
      perOccurrence: 980_000,
      asSpecial: 980_000 + 900_000,
      asOther: 900_000,
      asDau: 0,
      worstCase: 980_000 + 1_880_000,
    });
    expect(rows[654]).toMatchObject({ stake: 2_000, worstCase: 900_000 });
  });
});
