import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { listQuery, pageOf } from './paging.js';
import { IdParams } from './path-params.js';
import { RewardSourceSchema, RewardStatusSchema } from './promotions.contract.js';

/**
 * The back office's view of what a promotion paid or offered (issue 19): one row per reward, so an operator
 * can find the payout to reverse (POST /wps/operator/promotion-rewards/:id/reverse).
 */
export const PromotionPayoutSchema = z.object({
  rewardId: z.int(),
  memberId: z.int(),
  account: z.string(),
  source: RewardSourceSchema,
  amount: z.int(),
  status: RewardStatusSchema,
  periodKey: z.nullable(z.string()),
  offeredAt: z.string(),
  claimedAt: z.nullable(z.string()),
  reversedAt: z.nullable(z.string()),
});
export type PromotionPayout = z.infer<typeof PromotionPayoutSchema>;

export const PromotionPayoutSortable = ['rewardId', 'account', 'amount', 'offeredAt', 'claimedAt'] as const;

export const promotionPayoutsContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/promotions/:id/rewards',
    auth: 'operator',
    summary: "A promotion's rewards (offered, paid, expired, reversed), paged and sorted, by account and status",
    tags: ['operator', 'promotions'],
    params: IdParams,
    query: z.object({
      ...listQuery(PromotionPayoutSortable),
      account: z.optional(z.string().check(z.maxLength(64))),
      status: z.optional(RewardStatusSchema),
    }),
    response: pageOf(PromotionPayoutSchema),
  }),
  csv: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/promotions/:id/rewards.csv',
    auth: 'operator',
    summary:
      "A promotion's rewards of the list filters and sort as CSV (text/csv, at most 100,000 rows; amounts as 18000.50)",
    tags: ['operator', 'promotions'],
    params: IdParams,
    query: z.object({
      sort: z.optional(z.enum(PromotionPayoutSortable)),
      dir: z._default(z.enum(['asc', 'desc']), 'desc'),
      account: z.optional(z.string().check(z.maxLength(64))),
      status: z.optional(RewardStatusSchema),
    }),
    response: z.string(),
  }),
};
