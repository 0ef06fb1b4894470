import { describe, expect, it } from 'vitest';
import { isValidPoints, parseLotterySelection } from './lottery.bets.js';
import {
  allNumbers,
  numberCount,
  numbersWithDigits,
  PRIZE_LAYOUTS,
  revealOrder,
  validateLotteryResult,
} from './lottery.layout.js';
import { DEFAULT_LOTTERY_ODDS } from './lottery.odds.js';
import { NORTH, SOUTH } from './lottery.test-fixtures.js';

describe('lottery prize layouts', () => {
  it('have 27 numbers North and 18 South/Central, with the facts file counts by digits', () => {
    expect([numberCount('north'), numbersWithDigits('north', 3), numbersWithDigits('north', 4)]).toEqual([27, 23, 20]);
    expect([numberCount('south'), numbersWithDigits('south', 3), numbersWithDigits('south', 4)]).toEqual([18, 17, 16]);
    expect(PRIZE_LAYOUTS.north.map((r) => `${r.count}x${r.digits}`)).toEqual([
      '1x5',
      '1x5',
      '2x5',
      '6x5',
      '4x4',
      '6x4',
      '3x3',
      '4x2',
    ]);
    expect(PRIZE_LAYOUTS.south.map((r) => `${r.count}x${r.digits}`)).toEqual([
      '1x6',
      '1x5',
      '1x5',
      '2x5',
      '7x5',
      '1x4',
      '3x4',
      '1x3',
      '1x2',
    ]);
  });

  it('reveal South from the eighth prize up and North with the special last', () => {
    const south = revealOrder(SOUTH);
    expect(south[0]).toEqual({ prize: 'eighth', index: 0, number: '77' });
    expect(south.at(-1)).toEqual({ prize: 'special', index: 0, number: '123456' });
    expect(south).toHaveLength(18);
    const north = revealOrder(NORTH);
    expect(north).toHaveLength(27);
    expect(north.at(-1)).toEqual({ prize: 'special', index: 0, number: '98765' });
    expect(north.filter((s) => s.prize === 'third').map((s) => s.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(allNumbers(NORTH)[0]).toBe('98765');
  });

  it('accept a full result and refuse a wrong layout with a stable code', () => {
    expect(validateLotteryResult(NORTH)).toEqual({ ok: true, result: NORTH });
    expect(validateLotteryResult(SOUTH)).toEqual({ ok: true, result: SOUTH });
    const north = (prizes: Record<string, unknown>) => ({ region: 'north', prizes: { ...NORTH.prizes, ...prizes } });
    const cases: [unknown, string, string | undefined][] = [
      [null, 'lottery_result_bad_region', undefined],
      [{ ...NORTH, region: 'central' }, 'lottery_result_bad_region', undefined],
      [north({ seventh: ['22', '23', '24'] }), 'lottery_result_wrong_count', 'seventh'],
      [north({ third: ['30003'] }), 'lottery_result_wrong_count', 'third'],
      [north({ special: undefined }), 'lottery_result_wrong_count', 'special'],
      [north({ special: ['1234'] }), 'lottery_result_bad_number', 'special'],
      [north({ special: ['123456'] }), 'lottery_result_bad_number', 'special'],
      [north({ sixth: ['619', '62a', '621'] }), 'lottery_result_bad_number', 'sixth'],
      [north({ seventh: ['22', '23', '24', 25] }), 'lottery_result_bad_number', 'seventh'],
      [north({ eighth: ['77'] }), 'lottery_result_unknown_prize', 'eighth'],
      [{ region: 'south', prizes: { ...SOUTH.prizes, special: ['12345'] } }, 'lottery_result_bad_number', 'special'],
      [{ region: 'south', prizes: { ...SOUTH.prizes, eighth: [] } }, 'lottery_result_wrong_count', 'eighth'],
    ];
    for (const [raw, code, prize] of cases) {
      const v = validateLotteryResult(raw);
      expect(v.ok ? 'ok' : [v.code, v.prize]).toEqual([code, prize]);
    }
  });
});

describe('lottery selections', () => {
  const N = DEFAULT_LOTTERY_ODDS.Lott.north;
  const S = DEFAULT_LOTTERY_ODDS.Lott.south;

  it('parse what the game offers', () => {
    expect(parseLotterySelection({ kind: 'lo2', numbers: ['07', '99'] }, 'north', N)).toEqual({
      ok: true,
      selection: { kind: 'lo2', numbers: ['07', '99'] },
    });
    expect(parseLotterySelection({ kind: 'dao', base: 'bacang', numbers: ['123'] }, 'north', N).ok).toBe(true);
    expect(parseLotterySelection({ kind: 'xiuChu', numbers: ['456'] }, 'south', S).ok).toBe(true);
    expect(parseLotterySelection({ kind: 'taiXiu', side: 'xiu' }, 'south', S).ok).toBe(true);
  });

  it('refuse bad input with a stable code', () => {
    const cases: [unknown, string][] = [
      [null, 'lottery_unknown_bet_type'],
      [{ kind: 'lo5', numbers: ['12345'] }, 'lottery_unknown_bet_type'],
      [{ kind: 'lo2', numbers: ['07'], extra: 1 }, 'lottery_unknown_bet_type'],
      [{ kind: 'dao', base: 'lo4', numbers: ['1234'] }, 'lottery_unknown_bet_type'],
      [{ kind: 'xiuChu', numbers: ['456'] }, 'lottery_bet_not_offered'],
      [{ kind: 'dao', base: 'xiuChu', numbers: ['456'] }, 'lottery_bet_not_offered'],
      [{ kind: 'lo2', numbers: ['7'] }, 'lottery_bad_number'],
      [{ kind: 'lo2', numbers: ['100'] }, 'lottery_bad_number'],
      [{ kind: 'lo2', numbers: [7] }, 'lottery_bad_number'],
      [{ kind: 'bacang', numbers: ['12'] }, 'lottery_bad_number'],
      [{ kind: 'dau', numbers: ['10'] }, 'lottery_bad_number'],
      [{ kind: 'lo2', numbers: [] }, 'lottery_wrong_count'],
      [{ kind: 'lo2', numbers: '07' }, 'lottery_wrong_count'],
      [{ kind: 'xien2', numbers: ['01'] }, 'lottery_wrong_count'],
      [{ kind: 'xien3', numbers: ['01', '02', '03', '04'] }, 'lottery_wrong_count'],
      [{ kind: 'truot8', numbers: ['01', '02', '03', '04'] }, 'lottery_wrong_count'],
      [{ kind: 'da', numbers: ['01'] }, 'lottery_wrong_count'],
      [{ kind: 'xien2', numbers: ['01', '01'] }, 'lottery_duplicate_number'],
      [{ kind: 'lo2', numbers: ['01', '02', '01'] }, 'lottery_duplicate_number'],
      [{ kind: 'taiXiu', side: 'big' }, 'lottery_bad_side'],
      [{ kind: 'chanLe', side: 'tai' }, 'lottery_bad_side'],
    ];
    for (const [raw, code] of cases) {
      const p = parseLotterySelection(raw, 'north', N);
      expect([raw, p.ok ? 'ok' : p.code]).toEqual([raw, code]);
    }
    // A kind the operator removed from the table is not offered.
    const { lo4: _removed, ...withoutLo4 } = N;
    expect(parseLotterySelection({ kind: 'lo4', numbers: ['1234'] }, 'north', withoutLo4)).toEqual({
      ok: false,
      code: 'lottery_bet_not_offered',
    });
  });

  it('take only positive whole points', () => {
    expect([1, 500].map(isValidPoints)).toEqual([true, true]);
    expect([0, -1, 1.5, Number.NaN, '1', 2 ** 53].map(isValidPoints)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
