import { CashbackConfigSchema, RebateConfigSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { type CategoryFigures, computeCashback, computeRebate } from './rebate.formula.js';

const fig = (category: string, turnover: number, win = 0): CategoryFigures => ({
  category,
  turnover,
  stake: turnover,
  win,
});

describe('rebate formula', () => {
  it('pays each category its rate of valid turnover, rounded down; 0 % and unlisted categories get nothing', () => {
    const r = computeRebate({ rates: { RNG: 100, LIVE: 50, SPORTS: 0 } }, [
      fig('RNG', 1_000_099),
      fig('LIVE', 2_000_000),
      fig('SPORTS', 5_000_000),
      fig('FISH', 9_000_000),
    ]);
    expect(r.lines).toEqual([
      { category: 'LIVE', turnover: 2_000_000, rateBp: 50, amount: 10_000 },
      { category: 'RNG', turnover: 1_000_099, rateBp: 100, amount: 10_000 },
    ]);
    expect(r).toMatchObject({ turnover: 3_000_099, amount: 20_000 });
  });

  it('caps per category, then per member', () => {
    const config = { rates: { RNG: 100, LIVE: 100 }, categoryCaps: { RNG: 5_000 }, cap: 12_000 };
    expect(computeRebate(config, [fig('RNG', 1_000_000)]).amount).toBe(5_000);
    expect(computeRebate(config, [fig('RNG', 1_000_000), fig('LIVE', 1_000_000)]).amount).toBe(12_000);
    expect(computeRebate(config, [fig('RNG', 100_000), fig('LIVE', 100_000)]).amount).toBe(2_000);
  });

  it('adds the VIP extra rate to each rated category (never to a 0 % one), within the caps', () => {
    const config = { rates: { RNG: 100, LIVE: 50, SPORTS: 0 }, categoryCaps: { LIVE: 11_000 } };
    const figures = [fig('RNG', 1_000_000), fig('LIVE', 2_000_000), fig('SPORTS', 5_000_000)];
    expect(computeRebate(config, figures, 10).lines).toEqual([
      { category: 'LIVE', turnover: 2_000_000, rateBp: 60, amount: 11_000 },
      { category: 'RNG', turnover: 1_000_000, rateBp: 110, amount: 11_000 },
    ]);
    expect(computeRebate(config, figures, 0).amount).toBe(20_000);
    expect(computeRebate({ ...config, cap: 21_000 }, figures, 10).amount).toBe(21_000);
  });

  it('nothing below the minimum turnover or the minimum payout, or with no turnover', () => {
    const config = { rates: { RNG: 100 }, minTurnover: 1_000_000, minPayout: 500 };
    expect(computeRebate(config, [fig('RNG', 999_999)]).amount).toBe(0);
    expect(computeRebate(config, [fig('RNG', 1_000_000)]).amount).toBe(10_000);
    expect(computeRebate({ rates: { RNG: 100 }, minPayout: 500 }, [fig('RNG', 49_999)]).amount).toBe(0);
    expect(computeRebate({ rates: { RNG: 100 } }, [])).toEqual({ lines: [], turnover: 0, amount: 0 });
    // Under one minor unit is nothing, not a zero reward.
    expect(computeRebate({ rates: { RNG: 1 } }, [fig('RNG', 9_999)]).amount).toBe(0);
  });

  it('sums rows of the same category and stays exact past 2^53', () => {
    const r = computeRebate({ rates: { LOTT: 10_000 } }, [fig('LOTT', 2 ** 52), fig('LOTT', 2 ** 52 + 2)]);
    expect(r.amount).toBe(2 ** 53 + 2);
    expect(computeRebate({ rates: { RNG: 9_999 } }, [fig('RNG', 900_719_925_474_099)]).amount).toBe(
      Number((900_719_925_474_099n * 9_999n) / 10_000n),
    );
  });
});

describe('cashback formula', () => {
  const config = { rateBp: 1_000, minLoss: 100_000, cap: 50_000 };

  it('pays the rate of net loss (stakes − wins), up to the cap', () => {
    expect(computeCashback(config, [fig('RNG', 300_000, 100_000)])).toEqual({
      stake: 300_000,
      win: 100_000,
      netLoss: 200_000,
      amount: 20_000,
    });
    expect(computeCashback(config, [fig('RNG', 3_000_000, 0)]).amount).toBe(50_000);
  });

  it('nothing on a net win, on a loss below the minimum, or on categories it does not count', () => {
    expect(computeCashback(config, [fig('RNG', 300_000, 400_000)])).toMatchObject({ netLoss: -100_000, amount: 0 });
    expect(computeCashback(config, [fig('RNG', 99_999, 0)]).amount).toBe(0);
    // A loss in one category and a win in another net out.
    expect(computeCashback(config, [fig('RNG', 500_000, 0), fig('LIVE', 100_000, 550_000)]).amount).toBe(0);
    expect(computeCashback({ ...config, categories: ['RNG'] }, [fig('LIVE', 1_000_000, 0)]).amount).toBe(0);
    expect(
      computeCashback({ ...config, categories: ['RNG'] }, [fig('RNG', 200_000, 0), fig('LIVE', 100_000, 900_000)])
        .amount,
    ).toBe(20_000);
    expect(computeCashback({ ...config, minPayout: 30_000 }, [fig('RNG', 200_000, 0)]).amount).toBe(0);
  });
});

describe('rebate and cashback configs (bad input)', () => {
  it('refuses rates outside 0–10,000 bp, unknown categories, negative or zero caps', () => {
    expect(RebateConfigSchema.safeParse({ rates: { RNG: 100 }, cap: 1 }).success).toBe(true);
    expect(RebateConfigSchema.safeParse({ rates: { RNG: 10_001 } }).success).toBe(false);
    expect(RebateConfigSchema.safeParse({ rates: { RNG: -1 } }).success).toBe(false);
    expect(RebateConfigSchema.safeParse({ rates: { CASINO: 100 } }).success).toBe(false);
    expect(RebateConfigSchema.safeParse({ rates: { RNG: 1.5 } }).success).toBe(false);
    expect(RebateConfigSchema.safeParse({ rates: { RNG: 100 }, cap: 0 }).success).toBe(false);
    expect(RebateConfigSchema.safeParse({}).success).toBe(false);
    expect(CashbackConfigSchema.safeParse({ rateBp: 500, minLoss: 0 }).success).toBe(true);
    expect(CashbackConfigSchema.safeParse({ rateBp: 0, minLoss: 0 }).success).toBe(false);
    expect(CashbackConfigSchema.safeParse({ rateBp: 500, minLoss: -1 }).success).toBe(false);
    expect(CashbackConfigSchema.safeParse({ rateBp: 500, minLoss: 0, categories: [] }).success).toBe(false);
  });
});
