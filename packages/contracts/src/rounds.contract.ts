import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { IdParams } from './path-params.js';

/**
 * Draw-based games on the rounds core (issue 13 §2, §4): a round opens, closes (betting locked
 * `lockSeconds` before the draw), is drawn and settled, or is voided (every stake refunded). The first game
 * is the dice round (Tài Xỉu / Sic Bo); the maths is packages/games/src/dice, shared with the web.
 */

/**
 * Games built into the rounds core as code plug-ins. Data-driven games (the lotteries) are rows of the
 * server's `round_games` table: a game code is any string of this shape that the server's registry knows
 * (an unknown one answers `round_not_found`).
 */
export const RoundGames = ['dice'] as const;
export const RoundGameSchema = z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{0,63}$/));
export type RoundGame = z.infer<typeof RoundGameSchema>;

/** The dice round's catalogue game (vendor HOUSE, category LIVE); it launches to DICE_WEB_ROUTE. */
export const HOUSE_DICE_NODE_ID = 'HOUSE-DICE-1';
export const DICE_WEB_ROUTE = '/house/dice';

export const RoundLifecycleStates = ['scheduled', 'open', 'closed', 'drawn', 'settled', 'voided'] as const;
export const RoundLifecycleStateSchema = z.enum(RoundLifecycleStates);
export type RoundLifecycleState = z.infer<typeof RoundLifecycleStateSchema>;

/** Error codes of the rounds core (translated by the web in errors.json). */
export const RoundErrorCodes = [
  /** No round with that id (or not of that game). */
  'round_not_found',
  /** Betting on the round is closed (locked before the draw, drawn, settled or voided). */
  'round_closed',
  /** A selection the game does not offer, or a malformed slip. */
  'round_bet_invalid',
  /** A stake below the table minimum or above its maximum (details: minStake, maxStake). */
  'round_stake_out_of_limits',
  /** The member's stakes on this round would pass the per-player limit (details: limit, staked). */
  'round_player_limit',
  /** The round cannot take more payout liability on this bet (details: limit). */
  'round_exposure_limit',
  /** The idempotency key was already used for another slip. */
  'round_bet_conflict',
  /** The round is settled (or settling) and can no longer be voided. */
  'round_not_voidable',
  /** A result was offered for a round that does not wait for one (drawn from its seeds, or not closed, or drawn). */
  'round_result_not_expected',
  /** A result was offered before the round's draw time. */
  'round_result_too_early',
  /** No such bet of the caller's. */
  'round_bet_not_found',
  /** The bet can no longer be cancelled (locked, drawn, settled, or the game does not allow it). */
  'round_bet_not_cancellable',
  /** A settled round cannot be voided: a member no longer holds the win it would take back. */
  'round_void_unfunded',
] as const;

const Face = z.int().check(z.minimum(1), z.maximum(6));

/**
 * A dice selection: `big` Tài (11–17), `small` Xỉu (4–10), `odd`/`even` Lẻ/Chẵn (all four lose on any
 * triple, pay 1:1), `total` (4–17: 60, 30, 17, 12, 8, 6, 6 to 1 from the ends inwards), `anyTriple` (30:1),
 * `triple` of a face (180:1), `double` of a face (10:1), `single` face (1, 2 or 3 to 1 by how many dice show it).
 */
export const DiceSelectionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('big') }),
  z.strictObject({ kind: z.literal('small') }),
  z.strictObject({ kind: z.literal('odd') }),
  z.strictObject({ kind: z.literal('even') }),
  z.strictObject({ kind: z.literal('total'), total: z.int().check(z.minimum(4), z.maximum(17)) }),
  z.strictObject({ kind: z.literal('anyTriple') }),
  z.strictObject({ kind: z.literal('triple'), face: Face }),
  z.strictObject({ kind: z.literal('double'), face: Face }),
  z.strictObject({ kind: z.literal('single'), face: Face }),
]);
export type DiceSelectionInput = z.infer<typeof DiceSelectionSchema>;

/** The dice of a drawn round. */
export const DiceResultSchema = z.object({
  dice: z.array(Face),
  total: z.int(),
  triple: z.boolean(),
});
export type DiceResult = z.infer<typeof DiceResultSchema>;

const IsoTime = z.string();

/**
 * A round as anyone may see it. Provably fair: `serverSeedHash` is published from the moment the round
 * exists (before it opens); `serverSeed` is null until the round is drawn (or voided). The dice are
 * `drawDice({ serverSeed, clientSeed, nonce })` from @app/games.
 */
export const RoundSchema = z.object({
  id: z.int(),
  game: RoundGameSchema,
  /** The game's round number, 1, 2, … */
  seq: z.int(),
  state: RoundLifecycleStateSchema,
  opensAt: IsoTime,
  /** Betting locks at this time (lockSeconds before drawsAt). */
  closesAt: IsoTime,
  drawsAt: IsoTime,
  serverSeedHash: z.string(),
  serverSeed: z.nullable(z.string()),
  clientSeed: z.string(),
  nonce: z.int(),
  result: z.nullable(DiceResultSchema),
  drawnAt: z.nullable(IsoTime),
  settledAt: z.nullable(IsoTime),
  voidReason: z.nullable(z.string()),
});
export type Round = z.infer<typeof RoundSchema>;

/**
 * The table's view: the round taking bets (or about to be drawn) and the one drawn before it. `serverTime`
 * is the countdown basis: count down to `closesAt` from `serverTime`, not from the device's clock.
 */
export const CurrentRoundSchema = z.object({
  current: z.nullable(RoundSchema),
  previous: z.nullable(RoundSchema),
  serverTime: IsoTime,
});

export const RoundBetStates = ['placed', 'won', 'lost', 'refunded'] as const;

export const RoundBetSchema = z.object({
  id: z.int(),
  roundId: z.int(),
  selection: DiceSelectionSchema,
  unit: z.enum(['VND', 'PLAY']),
  stake: z.int(),
  /** The most the bet can pay back, stake included. */
  maxPayout: z.int(),
  state: z.enum(RoundBetStates),
  /** Paid back (stake included) once settled: 0 when lost, the stake when refunded; null while placed. */
  payout: z.nullable(z.int()),
  createdAt: IsoTime,
});
export type RoundBet = z.infer<typeof RoundBetSchema>;

/** Selections one slip may carry. */
export const ROUND_SLIP_MAX_BETS = 30;

export const PlaceBetsRequestSchema = z.object({
  /** Chosen by the browser per press of "bet": a retried request places the slip once. */
  idempotencyKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  bets: z
    .array(z.object({ selection: DiceSelectionSchema, stake: z.int().check(z.positive()) }))
    .check(z.minLength(1), z.maxLength(ROUND_SLIP_MAX_BETS)),
});
export type PlaceBetsRequest = z.infer<typeof PlaceBetsRequestSchema>;

export const PlaceBetsAnswerSchema = z.object({
  roundId: z.int(),
  bets: z.array(RoundBetSchema),
  totalStake: z.int(),
  /** The wallet's available balance after the slip. */
  balance: z.int(),
  /** True when this key had already placed the slip (nothing moved this time). */
  replayed: z.boolean(),
});
export type PlaceBetsAnswer = z.infer<typeof PlaceBetsAnswerSchema>;

/** One cell of the bead road. */
export const RoundResultItemSchema = z.object({
  roundId: z.int(),
  seq: z.int(),
  result: DiceResultSchema,
  drawnAt: IsoTime,
});

/** The table's rules: timing, limits (minor units) and the odds (x to 1) of each spot. */
export const RoundRulesSchema = z.object({
  game: RoundGameSchema,
  intervalSeconds: z.int(),
  lockSeconds: z.int(),
  minStake: z.int(),
  maxStake: z.int(),
  /** The most one member may stake on one round, all selections together. */
  maxPlayerRoundStake: z.int(),
  odds: z.array(z.object({ key: z.string(), selection: DiceSelectionSchema, odds: z.array(z.int()) })),
});
export type RoundRules = z.infer<typeof RoundRulesSchema>;

export const RoundSettingsSchema = z.object({
  intervalSeconds: z.int().check(z.minimum(30), z.maximum(60)),
  lockSeconds: z.int().check(z.minimum(3), z.maximum(20)),
  minStake: z.int().check(z.positive()),
  maxStake: z.int().check(z.positive()),
  maxPlayerRoundStake: z.int().check(z.positive()),
  /** The most the round may owe in total if every bet won at its maximum (house exposure). */
  maxRoundPayout: z.int().check(z.positive()),
  enabled: z.boolean(),
});
export type RoundSettings = z.infer<typeof RoundSettingsSchema>;

const GameParams = z.object({ game: RoundGameSchema });
const RoundParams = IdParams;

export const roundsContract = {
  current: defineEndpoint({
    method: 'GET',
    path: '/wps/round-games/:game/current',
    params: GameParams,
    auth: 'none',
    summary: 'The round taking bets (or about to be drawn), the one before it, and the server time',
    tags: ['rounds'],
    response: CurrentRoundSchema,
  }),
  results: defineEndpoint({
    method: 'GET',
    path: '/wps/round-games/:game/results',
    params: GameParams,
    auth: 'none',
    summary: 'The last drawn rounds, newest first (the bead road), up to 50',
    tags: ['rounds'],
    query: z.object({ limit: z.optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(50)))) }),
    response: z.object({ items: z.array(RoundResultItemSchema) }),
  }),
  rules: defineEndpoint({
    method: 'GET',
    path: '/wps/round-games/:game/rules',
    params: GameParams,
    auth: 'none',
    summary: 'The table rules: round timing, stake limits and the odds of each selection',
    tags: ['rounds'],
    response: RoundRulesSchema,
  }),
  round: defineEndpoint({
    method: 'GET',
    path: '/wps/rounds/:id',
    params: RoundParams,
    auth: 'none',
    summary: 'One round, with its server seed once drawn (to verify the result)',
    tags: ['rounds'],
    response: RoundSchema,
  }),
  place: defineEndpoint({
    method: 'POST',
    path: '/wps/rounds/:id/bets',
    params: RoundParams,
    auth: 'token',
    guarded: true,
    summary: 'Place a bet slip (several selections) on an open round; the idempotency key places it once',
    tags: ['rounds'],
    body: PlaceBetsRequestSchema,
    response: PlaceBetsAnswerSchema,
  }),
  myBets: defineEndpoint({
    method: 'GET',
    path: '/wps/rounds/:id/bets',
    params: RoundParams,
    auth: 'token',
    summary: "The caller's bets on a round, oldest first",
    tags: ['rounds'],
    response: z.object({ items: z.array(RoundBetSchema) }),
  }),
  // Operator side.
  void: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/rounds/:id/void',
    params: RoundParams,
    auth: 'operator',
    summary: 'Void a round that is not settled: every stake is refunded once (audited, with the reason)',
    tags: ['operator'],
    body: z.object({ reason: z.string().check(z.trim(), z.minLength(3), z.maxLength(500)) }),
    response: RoundSchema,
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/round-games/:game/settings',
    params: GameParams,
    auth: 'operator',
    summary: 'A round game’s settings: interval, lock time, stake and payout limits',
    tags: ['operator'],
    response: RoundSettingsSchema,
  }),
  putSettings: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/round-games/:game/settings',
    params: GameParams,
    auth: 'operator',
    summary: 'Change a round game’s settings (applies from the next scheduled round; audited)',
    tags: ['operator'],
    body: RoundSettingsSchema,
    response: RoundSettingsSchema,
  }),
};
