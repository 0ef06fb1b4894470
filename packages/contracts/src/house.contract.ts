import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';

/** The house slot's catalogue game (vendor HOUSE). */
export const HOUSE_SLOT_NODE_ID = 'HOUSE-SLOT-1';

/**
 * Line bets the house slot accepts, minor units: 100 ₫ … 10,000 ₫ a line, so 2,000 ₫ … 200,000 ₫ a spin of
 * 20 lines, stakes a Vietnamese player recognises (they were 1 … 100 ₫ a line before issue 12). The RNG
 * and the paytable are per unit of line bet, so the ladder changes no outcome and no verification.
 */
export const HOUSE_SLOT_LINE_BETS = [10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000] as const;
export const HOUSE_SLOT_MAX_LINES = 20;

/**
 * Client seeds are letters, digits, '-' and '_': the HMAC message is `clientSeed:nonce:round`, so a
 * ':' in the seed could make two different (seed, nonce) pairs read as the same message.
 */
export const ClientSeedSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));

/** Error codes of the house slot (translated by the web in errors.json). */
export const HouseErrorCodes = [
  'house_bet_invalid',
  'house_session_expired',
  'house_bet_refused',
  'insufficient_funds',
  /** The total bet is outside the operator's stake limits (details: minStake, maxStake, minor units). */
  'house_stake_out_of_limits',
] as const;

/** The seed pair in play: the committed hash (never the seed itself), the client seed, the next nonce. */
export const HouseFairnessSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.int(),
});
export type HouseFairness = z.infer<typeof HouseFairnessSchema>;

export const SlotLineWinSchema = z.object({ line: z.int(), symbol: z.int(), count: z.int(), win: z.int() });

/** One spin (base or free) as the engine in packages/games computed it. */
export const SlotSpinResultSchema = z.object({
  stops: z.array(z.int()),
  window: z.array(z.array(z.int())),
  lineWins: z.array(SlotLineWinSchema),
  scatterCount: z.int(),
  scatterWin: z.int(),
  win: z.int(),
  freeSpinsAwarded: z.int(),
});
export type SlotSpinResult = z.infer<typeof SlotSpinResultSchema>;

/** A played round with everything needed to recompute it; serverSeed is null until the seed is rotated. */
export const HouseSpinSchema = z.object({
  id: z.int(),
  roundId: z.string(),
  unit: z.enum(['VND', 'PLAY']),
  serverSeedHash: z.string(),
  serverSeed: z.nullable(z.string()),
  clientSeed: z.string(),
  nonce: z.int(),
  lineBet: z.int(),
  lines: z.int(),
  totalBet: z.int(),
  totalWin: z.int(),
  base: SlotSpinResultSchema,
  freeSpins: z.array(SlotSpinResultSchema),
  /** The RTP variant (paytable) the round was played under: verification replays that one. */
  variant: z.string(),
  createdAt: z.string(),
});
export type HouseSpin = z.infer<typeof HouseSpinSchema>;

export const HouseSpinRequestSchema = z.object({
  /** The launch token from the launch URL: the seamless wallet debits against it. */
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  lineBet: z.int(),
  lines: z.int(),
  /** Chosen by the browser per press of Spin: a retried request plays the same round once. */
  requestId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
});

export const HouseSpinAnswerSchema = z.object({
  spin: HouseSpinSchema,
  /** Wallet balance after the round, minor units. */
  balance: z.int(),
  fairness: HouseFairnessSchema,
});
export type HouseSpinAnswer = z.infer<typeof HouseSpinAnswerSchema>;

export const HouseRotateAnswerSchema = z.object({
  /** The seed pair just retired, its server seed now revealed; null when no spin had used it. */
  revealed: z.nullable(
    z.object({ serverSeed: z.string(), serverSeedHash: z.string(), clientSeed: z.string(), spins: z.int() }),
  ),
  fairness: HouseFairnessSchema,
});

/** The launch token from the launch URL: the house slot's only credential, as for any vendor's game. */
const LaunchToken = z.string().check(z.minLength(1), z.maxLength(200));

/** The operator's stake limits on one spin's total bet (line bet × lines), minor units. */
export const HouseStakeLimitsSchema = z.object({ minStake: z.int(), maxStake: z.int() });
export type HouseStakeLimits = z.infer<typeof HouseStakeLimitsSchema>;

/** Opening a launched house game: who plays with what, the seed pair in play, and the stake range. */
export const HouseSessionSchema = z.object({
  balance: z.int(),
  currency: z.enum(['VND', 'PLAY']),
  fairness: HouseFairnessSchema,
  stakeLimits: HouseStakeLimitsSchema,
  /** The RTP variant new rounds play under and its exact return, in percent to two decimals ("96.00"). */
  variant: z.string(),
  rtpPercent: z.string(),
});
export type HouseSession = z.infer<typeof HouseSessionSchema>;

/**
 * The house slot's calls. Like a third-party vendor's game, the slot page knows the player only by the
 * launch token (it may run on a launch host, another origin than the site), so every call carries it
 * in the body (POST: the token stays out of URLs and logs).
 */
export const houseContract = {
  session: defineEndpoint({
    method: 'POST',
    path: '/wps/house/slot/session',
    auth: 'none',
    summary: 'House slot: balance and the current seed pair (hash of the server seed, client seed, next nonce)',
    tags: ['house'],
    body: z.object({ token: LaunchToken }),
    response: HouseSessionSchema,
  }),
  rotateSeed: defineEndpoint({
    method: 'POST',
    path: '/wps/house/slot/seed/rotate',
    auth: 'none',
    summary: 'House slot: reveal the current server seed and start a new pair with the given client seed',
    tags: ['house'],
    body: z.object({ token: LaunchToken, clientSeed: ClientSeedSchema }),
    response: HouseRotateAnswerSchema,
  }),
  spin: defineEndpoint({
    method: 'POST',
    path: '/wps/house/slot/spin',
    auth: 'none',
    guarded: true,
    summary: 'House slot: play one round (debit and credit through the seamless wallet)',
    tags: ['house'],
    body: HouseSpinRequestSchema,
    response: HouseSpinAnswerSchema,
  }),
  spins: defineEndpoint({
    method: 'POST',
    path: '/wps/house/slot/spins',
    auth: 'none',
    summary: "House slot: the player's rounds, newest first, 20 a page (before: the last id seen)",
    tags: ['house'],
    body: z.object({ token: LaunchToken, before: z.optional(z.int().check(z.minimum(1))) }),
    response: z.object({ items: z.array(HouseSpinSchema), hasMore: z.boolean() }),
  }),
};

/** The largest stake limit the back office takes: 10 billion ₫ (minor units), far above any real table. */
const MAX_STAKE_LIMIT = 1_000_000_000_000;
const StakeLimit = z.int().check(z.positive(), z.maximum(MAX_STAKE_LIMIT));

/**
 * The house slot's operator settings: the RTP variant new rounds play under (ids of @app/games
 * SLOT_VARIANT_IDS; the server refuses others) and the stake limits on a spin's total bet.
 */
export const HouseSlotSettingsSchema = z.object({
  variant: z.string().check(z.regex(/^[a-z0-9]{1,32}$/)),
  minStake: StakeLimit,
  maxStake: StakeLimit,
});
export type HouseSlotSettings = z.infer<typeof HouseSlotSettingsSchema>;

/** The settings with the variants to choose from, each with its exact RTP in percent (e.g. "96.000464"). */
export const HouseSlotSettingsViewSchema = z.object({
  settings: HouseSlotSettingsSchema,
  variants: z.array(z.object({ id: z.string(), rtpPercent: z.string() })),
});
export type HouseSlotSettingsView = z.infer<typeof HouseSlotSettingsViewSchema>;

/** The back office's house slot endpoints (permissions: backoffice/route-permissions.ts). */
export const houseOperatorContract = {
  settings: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/house-slot/settings',
    auth: 'operator',
    summary: 'House slot settings: RTP variant and stake limits, with every variant and its exact RTP',
    tags: ['operator'],
    response: HouseSlotSettingsViewSchema,
  }),
  putSettings: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/house-slot/settings',
    auth: 'operator',
    summary: 'Change the house slot settings (from the next spin on every server; a round keeps its variant; audited)',
    tags: ['operator'],
    body: HouseSlotSettingsSchema,
    response: HouseSlotSettingsViewSchema,
  }),
};
