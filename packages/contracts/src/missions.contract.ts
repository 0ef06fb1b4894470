import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { IdParams } from './path-params.js';
import { GameCategorySchema } from './promotions.contract.js';
import { LanguageCodeSchema } from './system.contract.js';

/**
 * Missions and the leaderboard (issue 17 part 3). Missions are operator data: a kind (what is counted), a
 * target, a period (daily and weekly in the operator's time zone, or once), a reward in points or bonus money
 * claimed once per period. Progress is read from real events (settled bets, credited deposits, logins,
 * qualified friends). Leaderboards rank members per period by valid turnover or by wins; their prizes are
 * paid by a job at the period's end, once. Money in integer minor units, points in whole points.
 */

export const MissionErrorCodes = [
  /** No such mission for this member (unknown, disabled, outside its dates, or for other VIP levels). */
  'mission_not_found',
  /** The mission's target is not reached yet in this period. */
  'mission_incomplete',
  /** The mission's reward for this period was already claimed. */
  'mission_already_claimed',
  /** The operator's mission data is malformed (details: issues). */
  'mission_invalid',
  /** The operator's leaderboard data is malformed (details: issues). */
  'leaderboard_invalid',
  /** No such leaderboard. */
  'leaderboard_not_found',
] as const;

export const MissionPeriods = ['daily', 'weekly', 'once'] as const;
export const MissionPeriodSchema = z.enum(MissionPeriods);
export type MissionPeriod = z.infer<typeof MissionPeriodSchema>;

/**
 * rounds: N settled rounds (of a category, or any); wager: valid turnover (minor units); deposit: credited
 * deposits (minor units); login_days: distinct local days logged in; invite: friends who qualified.
 */
export const MissionKinds = ['rounds', 'wager', 'deposit', 'login_days', 'invite'] as const;
export const MissionKindSchema = z.enum(MissionKinds);
export type MissionKind = z.infer<typeof MissionKindSchema>;

export const RewardTypes = ['points', 'bonus'] as const;
export const RewardTypeSchema = z.enum(RewardTypes);
export type MissionRewardType = z.infer<typeof RewardTypeSchema>;

const Amount = z.int().check(z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER));
const Title = z.string().check(z.trim(), z.minLength(1), z.maxLength(80));
const Text = z.string().check(z.trim(), z.maxLength(300));
const Code = z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{0,39}$/));
const IsoTime = z.iso.datetime({ offset: true });

export const MissionRewardSchema = z.object({ type: RewardTypeSchema, amount: Amount });
export type MissionReward = z.infer<typeof MissionRewardSchema>;

/** What the operator writes (POST creates, PUT replaces). */
export const MissionInputSchema = z.object({
  code: Code,
  period: MissionPeriodSchema,
  kind: MissionKindSchema,
  /** rounds / wager only: count this game category alone; null = every category. */
  category: z._default(z.nullable(GameCategorySchema), null),
  target: Amount,
  title: z.object({ vi: Title, en: Title }),
  description: z._default(z.object({ vi: Text, en: Text }), { vi: '', en: '' }),
  reward: MissionRewardSchema,
  /** Only members at this VIP rank or above see and can claim it. */
  minVipRank: z._default(z.int().check(z.minimum(0), z.maximum(20)), 0),
  activeFrom: z._default(z.nullable(IsoTime), null),
  activeUntil: z._default(z.nullable(IsoTime), null),
  enabled: z._default(z.boolean(), true),
  sort: z._default(z.int().check(z.minimum(0), z.maximum(100_000)), 0),
});
export type MissionInput = z.infer<typeof MissionInputSchema>;

export const MissionSchema = z.object({
  ...MissionInputSchema.shape,
  id: z.int(),
  category: z.nullable(GameCategorySchema),
  description: z.object({ vi: z.string(), en: z.string() }),
  minVipRank: z.int(),
  activeFrom: z.nullable(z.string()),
  activeUntil: z.nullable(z.string()),
  enabled: z.boolean(),
  sort: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Mission = z.infer<typeof MissionSchema>;

/** One mission as the member sees it in the current period. */
export const MissionViewSchema = z.object({
  id: z.int(),
  code: z.string(),
  period: MissionPeriodSchema,
  kind: MissionKindSchema,
  category: z.nullable(z.string()),
  title: z.string(),
  description: z.string(),
  target: z.int(),
  /** Counted so far in the period, capped at the target. */
  progress: z.int(),
  complete: z.boolean(),
  claimed: z.boolean(),
  periodKey: z.string(),
  /** When the period ends (the mission resets); null for a one-off mission. */
  periodEnd: z.nullable(z.string()),
  reward: MissionRewardSchema,
});
export type MissionView = z.infer<typeof MissionViewSchema>;

export const MissionClaimSchema = z.object({
  missionId: z.int(),
  periodKey: z.string(),
  reward: MissionRewardSchema,
});
export type MissionClaim = z.infer<typeof MissionClaimSchema>;

export const MissionSummarySchema = z.object({
  /** Missions complete in their current period and not yet claimed (the member-centre badge). */
  count: z.int(),
});
export type MissionSummary = z.infer<typeof MissionSummarySchema>;

/** turnover: valid turnover; wins: the sum of each winning round's profit (win − stake), real money only. */
export const LeaderboardMetrics = ['turnover', 'wins'] as const;
export const LeaderboardMetricSchema = z.enum(LeaderboardMetrics);
export type LeaderboardMetric = z.infer<typeof LeaderboardMetricSchema>;
export const LeaderboardPeriods = ['daily', 'weekly', 'monthly'] as const;
export const LeaderboardPeriodSchema = z.enum(LeaderboardPeriods);
export type LeaderboardPeriod = z.infer<typeof LeaderboardPeriodSchema>;

export const LeaderboardInputSchema = z.object({
  code: Code,
  title: z.object({ vi: Title, en: Title }),
  metric: LeaderboardMetricSchema,
  period: LeaderboardPeriodSchema,
  /** Count this game category alone; null = every category. */
  category: z._default(z.nullable(GameCategorySchema), null),
  /** Prize of rank 1, 2, … (0 = none for that rank); paid at the period end. */
  prizes: z.array(z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER))).check(z.maxLength(100)),
  prizeType: RewardTypeSchema,
  /** How many ranks the board shows. */
  size: z._default(z.int().check(z.minimum(1), z.maximum(100)), 20),
  enabled: z._default(z.boolean(), true),
});
export type LeaderboardInput = z.infer<typeof LeaderboardInputSchema>;

export const LeaderboardSchema = z.object({
  ...LeaderboardInputSchema.shape,
  id: z.int(),
  category: z.nullable(GameCategorySchema),
  size: z.int(),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;

export const LeaderboardRowSchema = z.object({
  rank: z.int(),
  /** Masked account name ('de***01'). */
  name: z.string(),
  value: z.int(),
  prize: z.int(),
  me: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof LeaderboardRowSchema>;

export const LeaderboardViewSchema = z.object({
  id: z.int(),
  title: z.string(),
  metric: LeaderboardMetricSchema,
  period: LeaderboardPeriodSchema,
  category: z.nullable(z.string()),
  prizeType: RewardTypeSchema,
  periodKey: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  top: z.array(LeaderboardRowSchema),
  /** The member's own place (rank null: nothing counted yet this period). */
  me: z.object({ rank: z.nullable(z.int()), value: z.int() }),
});
export type LeaderboardView = z.infer<typeof LeaderboardViewSchema>;

const LangQuery = z.object({ language: z._default(LanguageCodeSchema, 'vi') });
const AnyBody = z.record(z.string(), z.unknown());

export const missionsContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/wps/member/missions',
    auth: 'token',
    summary: 'The member’s missions in their current period with progress, completion and claim state',
    tags: ['missions'],
    query: LangQuery,
    response: z.object({ items: z.array(MissionViewSchema) }),
  }),
  claim: defineEndpoint({
    method: 'POST',
    path: '/wps/member/missions/:id/claim',
    auth: 'token',
    summary: 'Claim a complete mission’s reward (points or bonus), once per period',
    tags: ['missions'],
    params: IdParams,
    response: MissionClaimSchema,
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: '/wps/member/missions/summary',
    auth: 'token',
    summary: 'Mission summary: the count of complete, unclaimed missions (member-centre badge)',
    tags: ['missions'],
    response: MissionSummarySchema,
  }),
  leaderboard: defineEndpoint({
    method: 'GET',
    path: '/wps/member/missions/leaderboard',
    auth: 'token',
    summary: 'Mission leaderboard: each enabled board’s current period, top ranks (masked names) and own rank',
    tags: ['missions'],
    query: LangQuery,
    response: z.object({ boards: z.array(LeaderboardViewSchema) }),
  }),
  operatorList: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/missions',
    auth: 'operator',
    summary: 'Every mission',
    tags: ['operator', 'missions'],
    response: z.object({ items: z.array(MissionSchema) }),
  }),
  operatorCsv: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/missions.csv',
    auth: 'operator',
    summary:
      'Every mission as CSV (text/csv; bonus rewards and money targets as 18000.50), or those whose code or title holds q',
    tags: ['operator', 'missions'],
    query: z.object({ q: z.optional(z.string().check(z.maxLength(100))) }),
    response: z.string(),
  }),
  operatorCreate: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/missions',
    auth: 'operator',
    summary: 'Create a mission; validated (422 mission_invalid); audited',
    tags: ['operator', 'missions'],
    body: AnyBody,
    response: MissionSchema,
  }),
  operatorUpdate: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/missions/:id',
    auth: 'operator',
    summary: 'Replace a mission; validated (422 mission_invalid); audited',
    tags: ['operator', 'missions'],
    params: IdParams,
    body: AnyBody,
    response: MissionSchema,
  }),
  operatorBoards: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/leaderboards',
    auth: 'operator',
    summary: 'Every leaderboard',
    tags: ['operator', 'missions'],
    response: z.object({ items: z.array(LeaderboardSchema) }),
  }),
  operatorBoardsCsv: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/leaderboards.csv',
    auth: 'operator',
    summary: 'Every leaderboard as CSV (text/csv)',
    tags: ['operator', 'missions'],
    response: z.string(),
  }),
  operatorBoardCreate: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/leaderboards',
    auth: 'operator',
    summary: 'Create a leaderboard; validated (422 leaderboard_invalid); audited',
    tags: ['operator', 'missions'],
    body: AnyBody,
    response: LeaderboardSchema,
  }),
  operatorBoardUpdate: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/leaderboards/:id',
    auth: 'operator',
    summary: 'Replace a leaderboard’s settings; validated (422 leaderboard_invalid); audited',
    tags: ['operator', 'missions'],
    params: IdParams,
    body: AnyBody,
    response: LeaderboardSchema,
  }),
};
