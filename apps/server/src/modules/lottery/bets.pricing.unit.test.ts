import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error.js';
import { priceSlip } from './bets.pricing.js';
import { drawLabels } from './draws.mappers.js';
import { liabilityOf } from './exposure.js';
import { parseStoredBet, priceTable, storedMaxPayout } from './games.plugin.js';
import { defaultOdds } from './games.repository.js';

const NORTH = { layout: 'north' as const, minPoints: 1, maxPoints: 100 };
const table = defaultOdds('Lott', 'north');

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof AppError ? [err.code, err.details] : String(err);
  }
  return 'no error';
};

describe('pricing a slip', () => {
  it('prices each bet at points × cost × legs of the table (a point is 1,000 ₫)', () => {
    const priced = priceSlip(NORTH, 'Lott', table, [
      { selection: { kind: 'lo2', numbers: ['01', '02'] }, points: 3 },
      { selection: { kind: 'da', numbers: ['01', '02', '03'] }, points: 2 },
      { selection: { kind: 'dao', base: 'bacang', numbers: ['112'] }, points: 1 },
    ]);
    expect(priced.map((p) => p.cost)).toEqual([3 * 2 * 2_700_000, 2 * 3 * 100_000, 3 * 100_000]);
    expect(priced[0]!.stored).toEqual({
      prizeMode: 'Lott',
      bet: { kind: 'lo2', numbers: ['01', '02'] },
      points: 3,
      price: { cost: 2_700_000, win: 9_900_000 },
    });
  });

  it('refuses with the maths codes and the index of the bet at fault', () => {
    const ok = { selection: { kind: 'lo2', numbers: ['01'] }, points: 1 };
    expect(
      codeOf(() => priceSlip(NORTH, 'Lott', table, [ok, { selection: { kind: 'lo2', numbers: ['1'] }, points: 1 }])),
    ).toEqual(['lottery_bad_number', { index: 1 }]);
    expect(codeOf(() => priceSlip(NORTH, 'Lott', table, [{ ...ok, points: '1' }]))[0]).toBe('lottery_bad_points');
    expect(codeOf(() => priceSlip(NORTH, 'Lott', table, [{ ...ok, points: 101 }]))).toEqual([
      'lottery_points_out_of_limits',
      { index: 0, minPoints: 1, maxPoints: 100 },
    ]);
    // A price past the safe integer range is refused, never rounded.
    const huge = { ...NORTH, maxPoints: Number.MAX_SAFE_INTEGER };
    expect(codeOf(() => priceSlip(huge, 'Lott', table, [{ ...ok, points: 2 ** 50 }]))[0]).toBe(
      'lottery_points_out_of_limits',
    );
  });
});

describe('stored bets', () => {
  const stored = {
    prizeMode: 'Lott',
    bet: { kind: 'lo2', numbers: ['01'] },
    points: 2,
    price: { cost: 2_700_000, win: 9_900_000 },
  };

  it('are read back at their own price, and anything else is not a bet', () => {
    expect(parseStoredBet(stored, 'north')).toEqual(stored);
    expect(parseStoredBet({ ...stored, price: { cost: 0, win: 1 } }, 'north')).toBeNull();
    expect(parseStoredBet({ ...stored, prizeMode: 'X' }, 'north')).toBeNull();
    expect(parseStoredBet({ ...stored, bet: { kind: 'xiuChu', numbers: ['123'] } }, 'north')).toBeNull();
    expect(parseStoredBet({ ...stored, bet: { kind: 'xiuChu', numbers: ['123'] } }, 'south')).not.toBeNull();
    expect(parseStoredBet({ kind: 'big' }, 'north')).toBeNull();
  });

  it('bound their payout by the layout, never below their cost', () => {
    expect(storedMaxPayout(parseStoredBet(stored, 'north')!, 'north', 5_400_000)).toBe(2 * 9_900_000 * 27);
    // Lô on all 100 numbers costs more than it can ever pay (27 positions): the bound is the cost.
    const all = {
      ...stored,
      points: 1,
      bet: { kind: 'lo2', numbers: Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')) },
    };
    expect(storedMaxPayout(parseStoredBet(all, 'north')!, 'north', 270_000_000)).toBe(270_000_000);
    expect(priceTable({ cost: 1, win: 2 }).chanLe).toEqual({ cost: 1, win: 2 });
  });

  it('expose the numbers they name: 2 digits, and 3 only for 3-digit kinds', () => {
    const lo = parseStoredBet(stored, 'north')!;
    expect(liabilityOf([lo])).toEqual([
      {
        digits: 2,
        rows: [
          {
            number: '01',
            stake: 5_400_000,
            perOccurrence: 19_800_000,
            asSpecial: 0,
            asOther: 0,
            asDau: 0,
            worstCase: 19_800_000,
          },
        ],
      },
    ]);
    const bc = parseStoredBet(
      { ...stored, bet: { kind: 'bacang', numbers: ['101'] }, price: { cost: 100_000, win: 98_000_000 } },
      'north',
    )!;
    expect(liabilityOf([bc]).map((d) => [d.digits, d.rows.length])).toEqual([
      [2, 0],
      [3, 1],
    ]);
  });
});

describe('draw labels', () => {
  const vn = { kind: 'vn' as const, intervalSeconds: 86_400, stations: { '1': 'Thái Bình', '4': 'Bắc Ninh' } };
  const fast = { kind: 'fast' as const, intervalSeconds: 60, stations: null };

  it('number Vietnam draws by their local date, with the North station of the weekday', () => {
    // Wednesday 25 November 2026, 18:15 in Vietnam.
    expect(drawLabels(vn, new Date('2026-11-25T11:15:00Z'))).toEqual({
      drawDate: '2026-11-25',
      drawNo: '20261125',
      station: 'Bắc Ninh',
    });
  });

  it('number fast draws within their local day (00:00 closes the day before)', () => {
    expect(drawLabels(fast, new Date('2026-11-24T17:01:00Z')).drawNo).toBe('20261125-0001');
    expect(drawLabels(fast, new Date('2026-11-25T16:59:00Z')).drawNo).toBe('20261125-1439');
    expect(drawLabels(fast, new Date('2026-11-25T17:00:00Z'))).toMatchObject({
      drawNo: '20261125-1440',
      drawDate: '2026-11-26',
    });
    expect(drawLabels({ ...fast, intervalSeconds: 300 }, new Date('2026-11-25T03:00:00Z')).drawNo).toBe(
      '20261125-0120',
    );
  });
});
