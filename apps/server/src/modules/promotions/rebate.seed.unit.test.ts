import { PromotionInputSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { periodPayoutConfigIssues } from './rebate.config.js';
import { computeCashback, computeRebate } from './rebate.formula.js';
import { DEMO_CASHBACK, DEMO_REBATE, demoPeriodPromotions } from './rebate.seed.js';

describe('demo rebate and cashback', () => {
  const seeds = demoPeriodPromotions(new Date('2026-11-22T05:00:00Z'));

  it('are valid promotions the operator API would accept', () => {
    for (const p of seeds) {
      expect(PromotionInputSchema.safeParse(p).success).toBe(true);
      expect(periodPayoutConfigIssues(p.kind, p.reward, p.entryMode)).toEqual([]);
    }
  });

  it('pay what their text says', () => {
    const vnd = (d: number) => d * 100;
    // 1% slots, 0.8% live, 0.5% lottery, 0% other; cap 5,000,000 ₫; nothing under 1,000 ₫.
    const fig = (category: string, d: number) => ({ category, turnover: vnd(d), stake: vnd(d), win: 0 });
    expect(computeRebate(DEMO_REBATE, [fig('RNG', 1_000_000)]).amount).toBe(vnd(10_000));
    expect(computeRebate(DEMO_REBATE, [fig('LIVE', 1_000_000)]).amount).toBe(vnd(8_000));
    expect(computeRebate(DEMO_REBATE, [fig('LOTT', 1_000_000)]).amount).toBe(vnd(5_000));
    expect(computeRebate(DEMO_REBATE, [fig('COCKFIGHT', 1_000_000)]).amount).toBe(0);
    expect(computeRebate(DEMO_REBATE, [fig('RNG', 1_000_000_000)]).amount).toBe(vnd(5_000_000));
    expect(computeRebate(DEMO_REBATE, [fig('RNG', 99_900)]).amount).toBe(0);
    // 5% of a net loss from 500,000 ₫, up to 2,000,000 ₫.
    expect(computeCashback(DEMO_CASHBACK, [fig('RNG', 499_999)]).amount).toBe(0);
    expect(computeCashback(DEMO_CASHBACK, [fig('RNG', 1_000_000)]).amount).toBe(vnd(50_000));
    expect(computeCashback(DEMO_CASHBACK, [fig('RNG', 100_000_000)]).amount).toBe(vnd(2_000_000));
    const [rebate, cashback] = seeds;
    for (const words of ['1%', '0,8%', '0,5%', '5.000.000 ₫', '1.000 ₫'])
      expect(rebate!.content.vi.rulesHtml).toContain(words);
    for (const words of ['1%', '0.8%', '0.5%', '5,000,000 ₫', '1,000 ₫'])
      expect(rebate!.content.en.rulesHtml).toContain(words);
    for (const words of ['5%', '500.000 ₫', '2.000.000 ₫']) expect(cashback!.content.vi.rulesHtml).toContain(words);
    for (const words of ['5%', '500,000 ₫', '2,000,000 ₫']) expect(cashback!.content.en.rulesHtml).toContain(words);
  });
});
