import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';

const QueryId = z.pipe(z.coerce.number(), z.int().check(z.minimum(1)));

/** The house slot's catalogue game (vendor HOUSE). */
export const HOUSE_SLOT_NODE_ID = 'HOUSE-SLOT-1';

/** Line bets the house slot accepts, minor units (1.00 … 100.00 a line). */
export const HOUSE_SLOT_LINE_BETS = [100, 200, 500, 1_000, 2_000, 5_000, 10_000] as const;
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
  'house_spin_not_found',
  'insufficient_funds',
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

export const houseContract = {
  fairness: defineEndpoint({
    method: 'GET',
    path: '/wps/house/slot/fairness',
    auth: 'token',
    summary: 'House slot: hash of the current server seed, client seed and next nonce',
    tags: ['house'],
    response: HouseFairnessSchema,
  }),
  rotateSeed: defineEndpoint({
    method: 'POST',
    path: '/wps/house/slot/seed/rotate',
    auth: 'token',
    summary: 'House slot: reveal the current server seed and start a new pair with the given client seed',
    tags: ['house'],
    body: z.object({ clientSeed: ClientSeedSchema }),
    response: HouseRotateAnswerSchema,
  }),
  spin: defineEndpoint({
    method: 'POST',
    path: '/wps/house/slot/spin',
    auth: 'token',
    guarded: true,
    summary: 'House slot: play one round (debit and credit through the seamless wallet)',
    tags: ['house'],
    body: HouseSpinRequestSchema,
    response: HouseSpinAnswerSchema,
  }),
  spins: defineEndpoint({
    method: 'GET',
    path: '/wps/house/slot/spins',
    auth: 'token',
    summary: "House slot: the caller's rounds, newest first",
    tags: ['house'],
    query: z.object({ before: z.optional(QueryId) }),
    response: z.object({ items: z.array(HouseSpinSchema), hasMore: z.boolean() }),
  }),
  spinById: defineEndpoint({
    method: 'GET',
    path: '/wps/house/slot/spin',
    auth: 'token',
    summary: 'House slot: one round of the caller, for the verify page',
    tags: ['house'],
    query: z.object({ id: QueryId }),
    response: HouseSpinSchema,
  }),
};
