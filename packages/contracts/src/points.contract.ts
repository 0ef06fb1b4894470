import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { IdParams } from './path-params.js';
import { GameCategories, WageringSpecSchema } from './promotions.contract.js';
import { LanguageCodeSchema } from './system.contract.js';

/**
 * Points and the points mall (issue 17 part 2). Points are a ledger unit ('POINT'): every change is a
 * ledger transfer on the member's points account, so the point-change history is the ledger's own.
 * Points are whole numbers; money amounts are integer minor units (VND × 100).
 */

export const PointsErrorCodes = [
  /** No such reward in the catalogue (or it is switched off). */
  'points_reward_not_found',
  /** Not enough stock left for the quantity asked (details: stock). */
  'points_out_of_stock',
  /** The member's points do not cover the redeem or conversion (details: required, balance). */
  'points_insufficient',
  /** Quantity must be a whole number from 1 to the reward's maximum per redeem (details: max). */
  'points_quantity_invalid',
  /** The member has reached the reward's limit per member (details: limit). */
  'points_member_limit',
  /** A physical item needs a delivery address (details: field). */
  'points_address_required',
  /** Conversion to cash is switched off, or below the minimum (details: min). */
  'points_convert_unavailable',
  /** No such redeem record. */
  'points_redemption_not_found',
  /** The redeem was already decided (complete or rejected): nothing changes. */
  'points_redemption_decided',
  /** The operator's points rules or catalogue entry is malformed (details: issues). */
  'points_invalid',
] as const;
export type PointsErrorCode = (typeof PointsErrorCodes)[number];

/** Spec §4: redeem statuses. */
export const RedeemStatuses = ['processing', 'rejected', 'complete'] as const;
export const RedeemStatusSchema = z.enum(RedeemStatuses);
export type RedeemStatus = z.infer<typeof RedeemStatusSchema>;

/** Kinds of reward in the mall. cash and bonus complete at once; physical and raffle_ticket are handled. */
export const PointsRewardKinds = ['cash', 'bonus', 'physical', 'raffle_ticket'] as const;
export const PointsRewardKindSchema = z.enum(PointsRewardKinds);
export type PointsRewardKind = z.infer<typeof PointsRewardKindSchema>;

/** Why points moved: each is a ledger kind `points_<reason>`. */
export const PointsChangeKinds = [
  'turnover',
  'deposit',
  'signin',
  'mission',
  'leaderboard',
  'referral',
  'manual',
  'redeem',
  'refund',
  'convert',
  'opening',
] as const;
export type PointsChangeKind = (typeof PointsChangeKinds)[number];

const Minor = z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER));
const Text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const Localized = (max: number) => z.object({ vi: Text(max), en: Text(max) });
const QueryInt = (min: number, max: number) => z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max)));
const LangQuery = { language: z._default(LanguageCodeSchema, 'vi') };

/**
 * Earning rules and conversion, operator data. Rates are points per 1,000,000 minor units (10,000 ₫):
 * 100 = one point per 100 ₫ of settled turnover. The turnover earning runs per closed local day.
 */
export const PointsRulesSchema = z.object({
  turnoverRates: z.partialRecord(z.enum(GameCategories), z.int().check(z.minimum(0), z.maximum(1_000_000))),
  depositRate: z.int().check(z.minimum(0), z.maximum(1_000_000)),
  signinPoints: z.int().check(z.minimum(0), z.maximum(1_000_000)),
  /** Minor units of cash per point when converting; 0 switches conversion off. */
  convertRate: z.int().check(z.minimum(0), z.maximum(100_000_000)),
  convertMinPoints: z.int().check(z.minimum(1), z.maximum(1_000_000_000)),
});
export type PointsRules = z.infer<typeof PointsRulesSchema>;

/** Delivery address for a physical item. */
export const DeliveryAddressSchema = z.object({
  name: Text(60),
  phone: z.string().check(z.trim(), z.regex(/^\+?[0-9 ]{8,16}$/)),
  address: Text(300),
});
export type DeliveryAddress = z.infer<typeof DeliveryAddressSchema>;

/** A catalogue entry as the operator writes it. */
export const PointsRewardInputSchema = z.object({
  kind: PointsRewardKindSchema,
  name: Localized(80),
  description: z._default(
    z.object({ vi: z.string().check(z.maxLength(500)), en: z.string().check(z.maxLength(500)) }),
    {
      vi: '',
      en: '',
    },
  ),
  imageUrl: z._default(z.nullable(z.string().check(z.maxLength(500))), null),
  /** Points per unit. */
  points: z.int().check(z.minimum(1), z.maximum(1_000_000_000)),
  /** Cash or bonus per unit (minor units); 0 for physical items and tickets. */
  amount: z._default(Minor, 0),
  /** Units left; null = unlimited. */
  stock: z._default(z.nullable(z.int().check(z.minimum(0), z.maximum(10_000_000))), null),
  maxPerRedeem: z._default(z.int().check(z.minimum(1), z.maximum(1000)), 10),
  /** Units one member may redeem in all; null = no limit. */
  perMemberLimit: z._default(z.nullable(z.int().check(z.minimum(1), z.maximum(100_000))), null),
  /** Bonus rewards: wagering of the bonus paid through the reward centre (null = none). */
  wagering: z._default(z.nullable(WageringSpecSchema), null),
  /** Raffle tickets: the raffle promotion the ticket is for. */
  rafflePromotionId: z._default(z.nullable(z.int().check(z.positive())), null),
  enabled: z._default(z.boolean(), true),
  sort: z._default(z.int().check(z.minimum(0), z.maximum(100_000)), 0),
});
export type PointsRewardInput = z.infer<typeof PointsRewardInputSchema>;

export const PointsRewardOperatorSchema = z.extend(PointsRewardInputSchema, {
  id: z.int(),
  redeemed: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PointsRewardOperator = z.infer<typeof PointsRewardOperatorSchema>;

/** A catalogue entry as members see it (in their language). */
export const PointsRewardSchema = z.object({
  id: z.int(),
  kind: PointsRewardKindSchema,
  name: z.string(),
  description: z.string(),
  imageUrl: z.nullable(z.string()),
  points: z.int(),
  amount: z.int(),
  stock: z.nullable(z.int()),
  maxPerRedeem: z.int(),
  perMemberLimit: z.nullable(z.int()),
});
export type PointsReward = z.infer<typeof PointsRewardSchema>;

/** Spec §3 redeem record: transaction number, type, product name, quantity, points and amount, status, time. */
export const RedemptionSchema = z.object({
  id: z.int(),
  txnNo: z.string(),
  kind: PointsRewardKindSchema,
  productName: z.string(),
  quantity: z.int(),
  points: z.int(),
  amount: z.int(),
  status: RedeemStatusSchema,
  address: z.nullable(DeliveryAddressSchema),
  reason: z.nullable(z.string()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type Redemption = z.infer<typeof RedemptionSchema>;

export const OperatorRedemptionSchema = z.extend(RedemptionSchema, { account: z.string(), memberId: z.int() });
export type OperatorRedemption = z.infer<typeof OperatorRedemptionSchema>;

/** One point change (a ledger transfer on the member's points account): + earned, − spent. */
export const PointChangeSchema = z.object({
  id: z.int(),
  kind: z.string(),
  change: z.int(),
  balanceAfter: z.nullable(z.int()),
  reference: z.nullable(z.string()),
  createdAt: z.string(),
});
export type PointChange = z.infer<typeof PointChangeSchema>;

/** Points config (spec §7): what the member needs to know to earn and convert. */
export const PointsConfigSchema = z.object({
  convertEnabled: z.boolean(),
  convertRate: z.int(),
  convertMinPoints: z.int(),
  turnoverRates: z.record(z.string(), z.int()),
  depositRate: z.int(),
  signinPoints: z.int(),
});
export type PointsConfig = z.infer<typeof PointsConfigSchema>;

export const PointsBalanceSchema = z.object({ balance: z.int(), earned: z.int(), spent: z.int() });
export type PointsBalance = z.infer<typeof PointsBalanceSchema>;

const Paged = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), total: z.int(), page: z.int(), pageSize: z.int() });
const PageQuery = {
  page: z._default(QueryInt(1, 100_000), 1),
  pageSize: z._default(QueryInt(1, 100), 20),
};

/** The password is the withdrawal (payment) password; quantity is validated by the service (clear 422). */
export const RedeemRequestSchema = z.object({
  rewardId: z.int().check(z.positive()),
  quantity: z.unknown(),
  password: z.string().check(z.maxLength(64)),
  address: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
});
export type RedeemRequest = z.infer<typeof RedeemRequestSchema>;

export const ConvertRequestSchema = z.object({ points: z.unknown(), password: z.string().check(z.maxLength(64)) });

export const pointsContract = {
  config: defineEndpoint({
    method: 'GET',
    path: '/wps/points/config',
    auth: 'none',
    summary: 'Points config: earning rates and conversion to cash',
    tags: ['points'],
    response: PointsConfigSchema,
  }),
  rewards: defineEndpoint({
    method: 'GET',
    path: '/wps/points/rewards',
    auth: 'none',
    summary: 'Reward list of the points mall (enabled entries), optionally of one kind',
    tags: ['points'],
    query: z.object({ ...LangQuery, kind: z.optional(PointsRewardKindSchema) }),
    response: z.object({ items: z.array(PointsRewardSchema) }),
  }),
  balance: defineEndpoint({
    method: 'GET',
    path: '/wps/member/points',
    auth: 'token',
    summary: 'Points balance (and what was earned and spent in all)',
    tags: ['points'],
    response: PointsBalanceSchema,
  }),
  redeem: defineEndpoint({
    method: 'POST',
    path: '/wps/member/points/redeem',
    auth: 'token',
    summary: 'Redeem a mall reward with the payment password; cash and bonus complete at once',
    tags: ['points'],
    query: z.object(LangQuery),
    body: RedeemRequestSchema,
    response: z.object({ redemption: RedemptionSchema, balance: z.int() }),
  }),
  redemptions: defineEndpoint({
    method: 'GET',
    path: '/wps/member/points/redemptions',
    auth: 'token',
    summary: 'Redeem records of the member, newest first',
    tags: ['points'],
    query: z.object({ ...LangQuery, ...PageQuery, status: z.optional(RedeemStatusSchema) }),
    response: Paged(RedemptionSchema),
  }),
  changes: defineEndpoint({
    method: 'GET',
    path: '/wps/member/points/changes',
    auth: 'token',
    summary: 'Point changes of the member (the ledger of the points account), newest first',
    tags: ['points'],
    query: z.object(PageQuery),
    response: Paged(PointChangeSchema),
  }),
  convert: defineEndpoint({
    method: 'POST',
    path: '/wps/member/points/convert',
    auth: 'token',
    summary: 'Convert points to cash at the configured rate, with the payment password',
    tags: ['points'],
    body: ConvertRequestSchema,
    response: z.object({ points: z.int(), amount: z.int(), balance: z.int() }),
  }),
  operatorRules: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/points/rules',
    auth: 'operator',
    summary: 'Points earning rules and conversion',
    tags: ['operator', 'points'],
    response: PointsRulesSchema,
  }),
  operatorUpdateRules: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/points/rules',
    auth: 'operator',
    summary: 'Replace the points rules; validated (422 points_invalid); audited',
    tags: ['operator', 'points'],
    body: z.record(z.string(), z.unknown()),
    response: PointsRulesSchema,
  }),
  operatorRewards: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/points/rewards',
    auth: 'operator',
    summary: 'The whole catalogue, switched-off entries included',
    tags: ['operator', 'points'],
    response: z.object({ items: z.array(PointsRewardOperatorSchema) }),
  }),
  operatorCreateReward: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/points/rewards',
    auth: 'operator',
    summary: 'Add a catalogue entry; validated; audited',
    tags: ['operator', 'points'],
    body: z.record(z.string(), z.unknown()),
    response: PointsRewardOperatorSchema,
  }),
  operatorUpdateReward: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/points/rewards/:id',
    auth: 'operator',
    summary: 'Replace a catalogue entry; validated; audited',
    tags: ['operator', 'points'],
    params: IdParams,
    body: z.record(z.string(), z.unknown()),
    response: PointsRewardOperatorSchema,
  }),
  operatorDeleteReward: defineEndpoint({
    method: 'DELETE',
    path: '/wps/operator/points/rewards/:id',
    auth: 'operator',
    summary: 'Remove a catalogue entry (switched off if it was ever redeemed); audited',
    tags: ['operator', 'points'],
    params: IdParams,
    response: z.object({ id: z.int(), deleted: z.boolean() }),
  }),
  operatorRedemptions: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/points/redemptions',
    auth: 'operator',
    summary: 'Redeem records of every member, newest first',
    tags: ['operator', 'points'],
    query: z.object({ ...PageQuery, status: z.optional(RedeemStatusSchema) }),
    response: Paged(OperatorRedemptionSchema),
  }),
  operatorGrant: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/points/grants',
    auth: 'operator',
    summary: 'Give a member points by hand (reason manual); idempotent on idempotencyKey; audited',
    tags: ['operator', 'points'],
    body: z.object({
      memberId: z.int().check(z.positive()),
      points: z.int().check(z.minimum(1), z.maximum(100_000_000)),
      note: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
      idempotencyKey: z.string().check(z.minLength(8), z.maxLength(100)),
    }),
    response: z.object({ transferId: z.int(), created: z.boolean(), balance: z.int() }),
  }),
  operatorDecide: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/points/redemptions/:id/decision',
    auth: 'operator',
    summary: 'Complete or reject a processing redeem (rejection returns the points once); audited',
    tags: ['operator', 'points'],
    params: IdParams,
    body: z.object({
      decision: z.enum(['complete', 'reject']),
      reason: z.optional(z.string().check(z.maxLength(500))),
    }),
    response: OperatorRedemptionSchema,
  }),
};
