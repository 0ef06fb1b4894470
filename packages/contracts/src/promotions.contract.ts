import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { IdParams } from './path-params.js';
import { LanguageCodeSchema } from './system.contract.js';

/**
 * The promotion engine (issue 16): promotions as operator data, entries per member and period, the reward
 * centre, bonus wagering. Every amount is integer minor units. The formulas, eligibility, wagering and
 * limits below are the ONE place a promotion's configuration is validated (server and operator screens).
 */

/** Stable codes of the promotion engine; the web translates each. */
export const PromotionErrorCodes = [
  /** No such promotion (or not visible to the caller). */
  'promotion_not_found',
  /** Outside the promotion's active window (not started yet, or over) or disabled. */
  'promotion_outside_window',
  /** The member does not meet the eligibility (details: reason). */
  'promotion_not_eligible',
  /** Already entered / claimed / signed in this period (one per account per period). */
  'promotion_already_claimed',
  /** The action does not fit the promotion's entry mode (e.g. claim on an apply-only promotion). */
  'promotion_wrong_action',
  /** Nothing to claim yet (e.g. no qualifying deposit in this period). */
  'promotion_nothing_to_claim',
  /** The promotion's per-device or per-IP limit is reached (details: limit 'device' | 'ip'). */
  'promotion_shared_limit',
  /** The operator's promotion data is malformed (details: issues). */
  'promotion_invalid',
  /** The promotion's budget (total payout cap) is spent. */
  'promotion_budget_spent',
  /** No such application waiting for a decision. */
  'promotion_application_not_found',
  /** No such reward of the caller. */
  'reward_not_found',
  /** The reward's claim window is over. */
  'reward_expired',
  /** The reward was already claimed (or reversed). */
  'reward_already_claimed',
  /** No such active wagering requirement of the caller. */
  'wagering_not_found',
  /** A withdrawal while bonus wagering is unmet (details: required, bonusRequired, depositRequired). */
  'withdrawal_bonus_wagering_required',
  /** Reversal of a reward that was not paid or already reversed. */
  'reward_not_reversible',
  /** Manual grant: an account name that does not exist (details: accounts). */
  'promotion_unknown_accounts',
] as const;
export type PromotionErrorCode = (typeof PromotionErrorCodes)[number];

export const PromotionKinds = [
  'deposit_bonus',
  'rebate',
  'cashback',
  'first_login',
  'signin',
  'raffle',
  'manual',
] as const;
export const PromotionKindSchema = z.enum(PromotionKinds);
export type PromotionKind = z.infer<typeof PromotionKindSchema>;

/** Spec §4, exactly: the status of one promotion for one member in the current period. */
export const PromotionStatuses = [
  'join',
  'claim',
  'applying',
  'close',
  'rejected',
  'issued',
  'claimed',
  'process',
  'signed',
  'coming',
] as const;
export const PromotionStatusSchema = z.enum(PromotionStatuses);
export type PromotionStatus = z.infer<typeof PromotionStatusSchema>;

export const PromotionPeriods = ['once', 'daily', 'weekly', 'semimonthly', 'monthly'] as const;
export const PromotionPeriodSchema = z.enum(PromotionPeriods);
export type PromotionPeriod = z.infer<typeof PromotionPeriodSchema>;

export const EntryModes = ['automatic', 'join', 'apply', 'claim', 'signin'] as const;
export const EntryModeSchema = z.enum(EntryModes);
export type EntryMode = z.infer<typeof EntryModeSchema>;

/** The button a member may press now (null: none). */
export const PromotionActions = ['join', 'apply', 'claim', 'signin'] as const;
export const PromotionActionSchema = z.enum(PromotionActions);
export type PromotionAction = z.infer<typeof PromotionActionSchema>;

/** Game categories (the catalogue's game types): wagering weights, rebate rates and eligibility use these. */
export const GameCategories = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'ELOTT',
  'LOTT',
  'COCKFIGHT',
] as const;
export const GameCategorySchema = z.enum(GameCategories);
export type GameCategory = z.infer<typeof GameCategorySchema>;

/** Reward-centre sources, each its own ledger kind (rebate, cashback, raffle_prize; bonus for the rest). */
export const RewardSources = ['bonus', 'rebate', 'cashback', 'raffle_prize'] as const;
export const RewardSourceSchema = z.enum(RewardSources);
export type RewardSource = z.infer<typeof RewardSourceSchema>;

export const RewardStatuses = ['claim', 'claimed', 'expired', 'reversed'] as const;
export const RewardStatusSchema = z.enum(RewardStatuses);
export type RewardStatus = z.infer<typeof RewardStatusSchema>;

const Minor = z.int().check(z.minimum(0));
const PositiveMinor = z.int().check(z.minimum(1));

/** Reward formulas. percentBp: basis points (100 = 1 %). */
export const RewardFormulaSchema = z.discriminatedUnion('type', [
  /** Percent of the qualifying deposit, up to `cap`; deposits below minDeposit do not qualify. */
  z.object({
    type: z.literal('percent'),
    percentBp: z.int().check(z.minimum(1), z.maximum(100_000)),
    cap: PositiveMinor,
    minDeposit: Minor,
  }),
  /** A fixed amount. */
  z.object({ type: z.literal('fixed'), amount: PositiveMinor }),
  /** Daily sign-in: day n of the streak pays amounts[min(n, length) − 1]; a missed day restarts at day 1. */
  z.object({
    type: z.literal('streak'),
    amounts: z.array(Minor).check(z.minLength(1), z.maxLength(31)),
  }),
  /** Computed by the kind's own job (rebate, cashback, raffle): `config` is validated by that module. */
  z.object({ type: z.literal('external'), config: z.record(z.string(), z.unknown()) }),
]);
export type RewardFormula = z.infer<typeof RewardFormulaSchema>;

/** Per-category weights in percent (0–100); a category not listed counts `defaultWeight`. */
export const WageringSpecSchema = z.object({
  /** Turnover required = multiplier × base (multiplier in tenths: 35 = 3.5×; 0 = no wagering). */
  multiplierTenths: z.int().check(z.minimum(0), z.maximum(1000)),
  base: z.enum(['bonus', 'bonus_deposit']),
  weights: z.record(z.string(), z.int().check(z.minimum(0), z.maximum(100))),
  defaultWeight: z.int().check(z.minimum(0), z.maximum(100)),
});
export type WageringSpec = z.infer<typeof WageringSpecSchema>;

export const EligibilitySchema = z.object({
  /** Only accounts registered at most this many days ago. */
  newPlayersDays: z.optional(z.int().check(z.minimum(1), z.maximum(3650))),
  /** deposit_bonus: the member's first credited deposit only, or later ones only. */
  deposit: z.optional(z.enum(['first', 'reload', 'any'])),
  /** VIP levels (issue 17; no VIP yet: a non-empty list admits nobody). */
  vipLevels: z.optional(z.array(z.int())),
  /** Member labels (any of). */
  memberLabels: z.optional(z.array(z.string())),
  /** Only members inside these agents' teams (agent member ids, team roots). */
  agentRoots: z.optional(z.array(z.int())),
  /** Products the promotion concerns (rebate/cashback categories; shown as eligibility). */
  products: z.optional(z.array(GameCategorySchema)),
});
export type Eligibility = z.infer<typeof EligibilitySchema>;

export const PromotionLimitsSchema = z.object({
  /** At most this many claims per device fingerprint per period (all accounts together). */
  perDevice: z.optional(z.int().check(z.minimum(1))),
  /** At most this many claims per IP address per period (all accounts together). */
  perIp: z.optional(z.int().check(z.minimum(1))),
  /** Total payout cap of the promotion (minor units). */
  budget: z.optional(PositiveMinor),
  /** Rewards offered to the reward centre expire after this many hours (default 72). */
  claimHours: z.optional(z.int().check(z.minimum(1), z.maximum(24 * 90))),
});
export type PromotionLimits = z.infer<typeof PromotionLimitsSchema>;

export const PromotionContentSchema = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  summary: z.string().check(z.maxLength(500)),
  /** HTML; sanitised by the server on write. */
  rulesHtml: z.string().check(z.maxLength(50_000)),
  imageUrl: z.string().check(z.maxLength(500)),
});
export const PromotionCategories = ['all', 'new', 'deposit', 'daily', 'rebate', 'raffle', 'vip', 'other'] as const;

/** What an operator writes. */
export const PromotionInputSchema = z.object({
  code: z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{1,62}$/)),
  kind: PromotionKindSchema,
  category: z.enum(PromotionCategories),
  content: z.object({ vi: PromotionContentSchema, en: PromotionContentSchema }),
  visibleFrom: z.iso.datetime({ offset: true }),
  visibleUntil: z.nullable(z.iso.datetime({ offset: true })),
  activeFrom: z.iso.datetime({ offset: true }),
  activeUntil: z.nullable(z.iso.datetime({ offset: true })),
  eligibility: EligibilitySchema,
  period: PromotionPeriodSchema,
  entryMode: EntryModeSchema,
  reward: RewardFormulaSchema,
  wagering: z.nullable(WageringSpecSchema),
  limits: PromotionLimitsSchema,
  sort: z.int(),
});
export type PromotionInput = z.infer<typeof PromotionInputSchema>;

export const OperatorPromotionSchema = z.extend(PromotionInputSchema, {
  id: z.int(),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OperatorPromotion = z.infer<typeof OperatorPromotionSchema>;
/** The columns the back office's promotions list (and its CSV) sorts by. */
export const OperatorPromotionSortable = ['id', 'code', 'kind', 'activeFrom', 'enabled', 'sort'] as const;

/** A promotion as a player sees it, with their status in the current period. */
export const PromotionViewSchema = z.object({
  id: z.int(),
  code: z.string(),
  kind: PromotionKindSchema,
  category: z.string(),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string(),
  /** Sanitised HTML: detail endpoint only ('' in lists). */
  rulesHtml: z.string(),
  /** The wagering rules in the words the withdrawal check uses (server's wagering.rules.ts); '' if none. */
  wageringText: z.string(),
  period: PromotionPeriodSchema,
  entryMode: EntryModeSchema,
  activeFrom: z.string(),
  activeUntil: z.nullable(z.string()),
  /** The current period's key and end (countdown); null for 'once'. */
  periodKey: z.string(),
  periodEnd: z.nullable(z.string()),
  status: PromotionStatusSchema,
  action: z.nullable(PromotionActionSchema),
  /** Rejected applications: the operator's reason. */
  rejectReason: z.nullable(z.string()),
  /** 'process': progress of an open reward (e.g. wagering of its bonus), in minor units. */
  progress: z.nullable(z.object({ current: z.int(), target: z.int() })),
  /** Sign-in promotions: consecutive days signed (incl. today) and the table of amounts per day. */
  streak: z.nullable(z.object({ days: z.int(), signedToday: z.boolean(), amounts: z.array(z.int()) })),
  reward: RewardFormulaSchema,
  wagering: z.nullable(WageringSpecSchema),
  eligibility: EligibilitySchema,
});
export type PromotionView = z.infer<typeof PromotionViewSchema>;

export const RewardSchema = z.object({
  id: z.int(),
  source: RewardSourceSchema,
  promotionId: z.nullable(z.int()),
  /** Title in the request's language (promotion title, or the source's own label). */
  title: z.string(),
  amount: z.int(),
  status: RewardStatusSchema,
  wagering: z.nullable(WageringSpecSchema),
  offeredAt: z.string(),
  expiresAt: z.nullable(z.string()),
  claimedAt: z.nullable(z.string()),
  periodKey: z.nullable(z.string()),
});
export type Reward = z.infer<typeof RewardSchema>;

/** One active bonus wagering requirement (withdrawal page and reward details). */
export const WageringRequirementSchema = z.object({
  id: z.int(),
  rewardId: z.int(),
  title: z.string(),
  bonus: z.int(),
  /** Weighted turnover required in total and done so far (minor units). */
  required: z.int(),
  done: z.int(),
  weights: z.record(z.string(), z.int()),
  defaultWeight: z.int(),
  /** The rule in the player's language, same words as the withdrawal refusal. */
  text: z.string(),
  createdAt: z.string(),
});
export type WageringRequirement = z.infer<typeof WageringRequirementSchema>;

export const WageringStateSchema = z.object({
  /** Unweighted turnover still owed for deposits (the pre-existing requirement). */
  depositRequired: z.int(),
  /** Weighted turnover still owed for bonuses (sum of required − done). */
  bonusRequired: z.int(),
  requirements: z.array(WageringRequirementSchema),
});
export type WageringState = z.infer<typeof WageringStateSchema>;

const QueryInt = (min: number, max: number) => z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max)));
const Day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const LangQuery = { language: z._default(LanguageCodeSchema, 'vi') };

export const BonusDetailSchema = z.object({
  id: z.int(),
  source: RewardSourceSchema,
  title: z.string(),
  amount: z.int(),
  status: RewardStatusSchema,
  at: z.string(),
});
export const BonusDetailsSchema = z.object({
  items: z.array(BonusDetailSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  /** Sums over the whole filter (claimed rewards only), per source and overall. */
  totals: z.object({ bonus: z.int(), rebate: z.int(), cashback: z.int(), raffle_prize: z.int(), all: z.int() }),
});
export type BonusDetails = z.infer<typeof BonusDetailsSchema>;

export const SharedClaimsSchema = z.object({
  groups: z.array(
    z.object({
      by: z.enum(['ip', 'device']),
      value: z.string(),
      accounts: z.array(z.object({ memberId: z.int(), account: z.string(), claims: z.int(), amount: z.int() })),
    }),
  ),
});

export const promotionsContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/wps/promotions',
    auth: 'none',
    summary: 'Visible promotions for a visitor (status coming / join / close), by category tab',
    tags: ['promotions'],
    query: z.object({ ...LangQuery, category: z.optional(z.string().check(z.maxLength(20))) }),
    response: z.object({ items: z.array(PromotionViewSchema) }),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/wps/promotions/:id',
    auth: 'none',
    summary: 'One visible promotion with its rules (visitor view)',
    tags: ['promotions'],
    params: IdParams,
    query: z.object(LangQuery),
    response: PromotionViewSchema,
  }),
  memberList: defineEndpoint({
    method: 'GET',
    path: '/wps/member/promotions',
    auth: 'token',
    summary: "Visible promotions with the caller's status and action in the current period",
    tags: ['promotions'],
    query: z.object({ ...LangQuery, category: z.optional(z.string().check(z.maxLength(20))) }),
    response: z.object({ items: z.array(PromotionViewSchema) }),
  }),
  memberDetail: defineEndpoint({
    method: 'GET',
    path: '/wps/member/promotions/:id',
    auth: 'token',
    summary: "One promotion with the caller's status, progress, streak and period countdown",
    tags: ['promotions'],
    params: IdParams,
    query: z.object(LangQuery),
    response: PromotionViewSchema,
  }),
  /** Spec §3 public state's availablePromoCount, plus the reward centre badge. */
  summary: defineEndpoint({
    method: 'GET',
    path: '/wps/member/promotions-summary',
    auth: 'token',
    // Header badges, read-only: shown beside the balance while a forced password change is pending.
    allowedBeforePasswordChange: true,
    summary:
      'availablePromoCount (promotions whose action the caller can take now) and rewardCount (claimable rewards)',
    tags: ['promotions'],
    response: z.object({ availablePromoCount: z.int(), rewardCount: z.int() }),
  }),
  join: defineEndpoint({
    method: 'POST',
    path: '/wps/member/promotions/:id/join',
    auth: 'token',
    summary: 'Join a promotion (entry mode join) for the current period',
    tags: ['promotions'],
    params: IdParams,
    query: z.object(LangQuery),
    response: PromotionViewSchema,
  }),
  apply: defineEndpoint({
    method: 'POST',
    path: '/wps/member/promotions/:id/apply',
    auth: 'token',
    summary: 'Apply for a promotion that an operator approves (status applying)',
    tags: ['promotions'],
    params: IdParams,
    query: z.object(LangQuery),
    body: z.object({ note: z.optional(z.string().check(z.maxLength(500))) }),
    response: PromotionViewSchema,
  }),
  claim: defineEndpoint({
    method: 'POST',
    path: '/wps/member/promotions/:id/claim',
    auth: 'token',
    summary: 'Claim a promotion (entry mode claim: first-login bonus, claimable deposit bonus); pays once per period',
    tags: ['promotions'],
    params: IdParams,
    query: z.object(LangQuery),
    response: z.object({ promotion: PromotionViewSchema, reward: RewardSchema }),
  }),
  signin: defineEndpoint({
    method: 'POST',
    path: '/wps/member/promotions/:id/signin',
    auth: 'token',
    summary: 'Daily sign-in (status signed); pays the streak day’s amount once per day',
    tags: ['promotions'],
    params: IdParams,
    query: z.object(LangQuery),
    response: z.object({ promotion: PromotionViewSchema, reward: z.nullable(RewardSchema) }),
  }),
  rewards: defineEndpoint({
    method: 'GET',
    path: '/wps/member/rewards',
    auth: 'token',
    summary: 'Reward centre: rewards waiting to be claimed (status claim), or the recent others',
    tags: ['promotions'],
    query: z.object({
      ...LangQuery,
      status: z._default(z.enum(['claim', 'done']), 'claim'),
      page: z._default(QueryInt(1, 100_000), 1),
      pageSize: z._default(QueryInt(1, 100), 20),
    }),
    response: z.object({ items: z.array(RewardSchema), total: z.int(), page: z.int(), pageSize: z.int() }),
  }),
  rewardCount: defineEndpoint({
    method: 'GET',
    path: '/wps/member/rewards/count',
    auth: 'token',
    summary: 'Claimable rewards (the member-centre badge)',
    tags: ['promotions'],
    response: z.object({ count: z.int() }),
  }),
  claimReward: defineEndpoint({
    method: 'POST',
    path: '/wps/member/rewards/:id/claim',
    auth: 'token',
    summary: 'Claim one reward of the caller: pays it through the ledger and starts its wagering',
    tags: ['promotions'],
    params: IdParams,
    query: z.object(LangQuery),
    response: RewardSchema,
  }),
  claimAllRewards: defineEndpoint({
    method: 'POST',
    path: '/wps/member/rewards/claim-all',
    auth: 'token',
    summary: 'Claim every claimable reward of the caller',
    tags: ['promotions'],
    query: z.object(LangQuery),
    response: z.object({ claimed: z.int(), amount: z.int(), items: z.array(RewardSchema) }),
  }),
  bonusDetails: defineEndpoint({
    method: 'GET',
    path: '/wps/member/bonus-details',
    auth: 'token',
    summary: "The caller's rebate and bonus history (claimed / reversed) with filters and totals",
    tags: ['promotions'],
    query: z.object({
      ...LangQuery,
      source: z.optional(RewardSourceSchema),
      from: z.optional(Day),
      to: z.optional(Day),
      page: z._default(QueryInt(1, 100_000), 1),
      pageSize: z._default(QueryInt(1, 100), 20),
    }),
    response: BonusDetailsSchema,
  }),
  wagering: defineEndpoint({
    method: 'GET',
    path: '/wps/member/wagering',
    auth: 'token',
    summary: "The caller's turnover still required: deposits and each bonus's weighted wagering",
    tags: ['promotions'],
    query: z.object(LangQuery),
    response: WageringStateSchema,
  }),
  forfeit: defineEndpoint({
    method: 'POST',
    path: '/wps/member/wagering/:id/forfeit',
    auth: 'token',
    summary: 'Give up a bonus: its remaining bonus money is taken back and its requirement removed',
    tags: ['promotions'],
    params: IdParams,
    query: z.object(LangQuery),
    response: z.object({ forfeited: z.int(), state: WageringStateSchema }),
  }),

  // Operator side.
  operatorList: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/promotions',
    auth: 'operator',
    summary: 'Every promotion (enabled or not)',
    tags: ['operator', 'promotions'],
    response: z.object({ items: z.array(OperatorPromotionSchema) }),
  }),
  operatorCsv: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/promotions.csv',
    auth: 'operator',
    summary:
      'The promotions of the list filters (q: code or title, kind, enabled) and sort as CSV (text/csv; amounts as 18000.50)',
    tags: ['operator', 'promotions'],
    query: z.object({
      q: z.optional(z.string().check(z.maxLength(100))),
      kind: z.optional(PromotionKindSchema),
      enabled: z.optional(z.enum(['true', 'false'])),
      sort: z.optional(z.enum(OperatorPromotionSortable)),
      dir: z._default(z.enum(['asc', 'desc']), 'desc'),
    }),
    response: z.string(),
  }),
  operatorCreate: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/promotions',
    auth: 'operator',
    summary: 'Create a promotion (disabled until enabled); validated; audited',
    tags: ['operator', 'promotions'],
    body: PromotionInputSchema,
    response: OperatorPromotionSchema,
  }),
  operatorUpdate: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/promotions/:id',
    auth: 'operator',
    summary: 'Replace a promotion’s data; validated; audited',
    tags: ['operator', 'promotions'],
    params: IdParams,
    body: PromotionInputSchema,
    response: OperatorPromotionSchema,
  }),
  operatorEnable: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/promotions/:id/enabled',
    auth: 'operator',
    summary: 'Enable or disable a promotion; audited',
    tags: ['operator', 'promotions'],
    params: IdParams,
    body: z.object({ enabled: z.boolean() }),
    response: OperatorPromotionSchema,
  }),
  operatorApplications: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/promotions/:id/applications',
    auth: 'operator',
    summary: 'Applications of a promotion waiting for a decision',
    tags: ['operator', 'promotions'],
    params: IdParams,
    response: z.object({
      items: z.array(
        z.object({
          entryId: z.int(),
          memberId: z.int(),
          account: z.string(),
          periodKey: z.string(),
          note: z.string(),
          at: z.string(),
        }),
      ),
    }),
  }),
  operatorDecide: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/promotion-entries/:id/decision',
    auth: 'operator',
    summary: 'Approve (the reward is issued: paid at once) or reject with a reason an application; audited',
    tags: ['operator', 'promotions'],
    params: IdParams,
    body: z.object({
      approve: z.boolean(),
      reason: z.optional(z.string().check(z.maxLength(500))),
      /** Approve only: the amount to pay when the formula needs a base (else the formula's). */
      amount: z.optional(PositiveMinor),
    }),
    response: z.object({ entryId: z.int(), status: z.enum(['issued', 'rejected']) }),
  }),
  operatorGrant: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/promotions/grants',
    auth: 'operator',
    summary: 'Manual bonus to a list of accounts, with a reason; offered to the reward centre or paid at once; audited',
    tags: ['operator', 'promotions'],
    body: z.object({
      accounts: z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.minLength(1), z.maxLength(1000)),
      amount: PositiveMinor,
      reason: z.string().check(z.minLength(1), z.maxLength(500)),
      /** Idempotency: the same batch key grants each account once. */
      batchKey: z.string().check(z.minLength(1), z.maxLength(64)),
      payNow: z.boolean(),
      wagering: z.nullable(WageringSpecSchema),
      promotionId: z.optional(z.int()),
    }),
    response: z.object({ granted: z.int(), rewards: z.array(z.object({ account: z.string(), rewardId: z.int() })) }),
  }),
  operatorReverse: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/promotion-rewards/:id/reverse',
    auth: 'operator',
    summary: 'Reverse a paid reward (money back through the ledger, its wagering removed) with a reason; audited',
    tags: ['operator', 'promotions'],
    params: IdParams,
    body: z.object({ reason: z.string().check(z.minLength(1), z.maxLength(500)) }),
    response: z.object({ rewardId: z.int(), reversed: z.int() }),
  }),
  operatorSharedClaims: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/promotions/:id/shared-claims',
    auth: 'operator',
    summary: 'Claims of a promotion grouped by an IP or device used by more than one account',
    tags: ['operator', 'promotions'],
    params: IdParams,
    response: SharedClaimsSchema,
  }),
};
