import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { GameCategorySchema } from './promotions.contract.js';

/**
 * Rebate (hoàn trả) and cashback promotions (issue 16). Their reward formula is the engine's
 * `{ type: 'external', config }`; `config` is validated HERE (RebateConfigSchema / CashbackConfigSchema)
 * and nowhere else. Rates in basis points (100 = 1 %), amounts in integer minor units. Both are computed per
 * closed period by a job over the SQL view settled_wagers (real money only) and paid at once (entry mode
 * automatic) or offered in the reward centre (entry mode claim).
 */

const Minor = z.int().check(z.minimum(0));
const PositiveMinor = z.int().check(z.minimum(1));
const RateBp = z.int().check(z.minimum(0), z.maximum(10_000));

/** Rebate: a rate of the period's valid turnover per category, with caps. A category not listed gets 0 %. */
export const RebateConfigSchema = z.object({
  /** Rate per category, basis points of valid turnover. */
  rates: z.partialRecord(GameCategorySchema, RateBp),
  /** Most a member gets per category per period. */
  categoryCaps: z.optional(z.partialRecord(GameCategorySchema, PositiveMinor)),
  /** Most a member gets per period, all categories together. */
  cap: z.optional(PositiveMinor),
  /** A member whose valid turnover (all rated categories) is below this gets nothing. */
  minTurnover: z.optional(Minor),
  /** A total below this is not paid (no dust rewards). */
  minPayout: z.optional(Minor),
});
export type RebateConfig = z.infer<typeof RebateConfigSchema>;

/** Cashback: a rate of the period's net loss (stakes − wins) when it reaches minLoss, up to cap. */
export const CashbackConfigSchema = z.object({
  rateBp: z.int().check(z.minimum(1), z.maximum(10_000)),
  /** Net loss below this gets nothing (0: any loss). */
  minLoss: Minor,
  /** Most a member gets per period. */
  cap: z.optional(PositiveMinor),
  /** Only these categories count (absent: every category). */
  categories: z.optional(z.array(GameCategorySchema).check(z.minLength(1))),
  /** A cashback below this is not paid. */
  minPayout: z.optional(Minor),
});
export type CashbackConfig = z.infer<typeof CashbackConfigSchema>;

/** One category of a member's rebate for a period: turnover, rate and what it earns (after its cap). */
export const RebateLineSchema = z.object({
  category: GameCategorySchema,
  turnover: z.int(),
  rateBp: z.int(),
  amount: z.int(),
});
export type RebateLine = z.infer<typeof RebateLineSchema>;

/** The caller's rebate so far in the current period of one rebate promotion (an estimate: paid after it closes). */
export const RebateEstimateSchema = z.object({
  promotionId: z.int(),
  periodKey: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  lines: z.array(RebateLineSchema),
  turnover: z.int(),
  /** After the per-member cap and minimums (0 when below minTurnover / minPayout). */
  amount: z.int(),
});
export type RebateEstimate = z.infer<typeof RebateEstimateSchema>;

/** The caller's cashback so far in the current period of one cashback promotion. */
export const CashbackEstimateSchema = z.object({
  promotionId: z.int(),
  periodKey: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  stake: z.int(),
  win: z.int(),
  netLoss: z.int(),
  amount: z.int(),
});
export type CashbackEstimate = z.infer<typeof CashbackEstimateSchema>;

export const promotionsRebateContract = {
  estimates: defineEndpoint({
    method: 'GET',
    path: '/wps/member/rebate/estimates',
    auth: 'token',
    summary:
      'Rebate and cashback the caller has earned so far in the current period of each active rebate/cashback promotion (estimate; paid after the period closes)',
    tags: ['promotions'],
    response: z.object({ rebates: z.array(RebateEstimateSchema), cashbacks: z.array(CashbackEstimateSchema) }),
  }),
};
