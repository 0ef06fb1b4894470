import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { IdParams } from './path-params.js';

/**
 * The lottery's games, draws and bets (issue 14): Vietnam lottery (North, Central, South; drawn on TV,
 * results entered or fed) and the fast lottery (siêu tốc, drawn by the house every N minutes, provably
 * fair). A draw is a round of the rounds core (its id is the round id), a bet a round bet; the maths
 * (selections, cost, settlement, liability) is `@app/games` lottery. Amounts are minor units (1/100 ₫).
 */

/**
 * Odds tables from this API are in minor units with a point of 1,000 ₫: the @app/games default tables
 * (DEFAULT_LOTTERY_ODDS, written with a point of "1,000") times this.
 */
export const LOTTERY_POINT_SCALE = 100;

/** Draws a chase may run over (the first included). */
export const LOTTERY_CHASE_MAX_DRAWS = 120;
/** Bets one lottery slip may carry. */
export const LOTTERY_SLIP_MAX_BETS = 30;

/** Error codes of the lottery (translated by the web in errors.json). */
export const LotteryErrorCodes = [
  // The maths' selection codes (@app/games parseLotterySelection, isValidPoints).
  /** Not a bet type of the lottery. */
  'lottery_unknown_bet_type',
  /** A bet type this game (its region or prize mode) does not offer. */
  'lottery_bet_not_offered',
  /** A number with the wrong digits for the bet type (details: index of the bet). */
  'lottery_bad_number',
  /** The wrong count of numbers for the bet type. */
  'lottery_wrong_count',
  /** A number named twice in one bet. */
  'lottery_duplicate_number',
  /** Tài/Xỉu or Chẵn/Lẻ with an unknown side. */
  'lottery_bad_side',
  /** Points must be a whole number above zero. */
  'lottery_bad_points',
  // This module's own (results offered to a draw answer the results contract's lottery_result_* codes).
  /** No lottery game has this code (or it is disabled). */
  'lottery_unknown_game',
  /** A prize mode this game does not offer. */
  'lottery_mode_not_offered',
  /** Points outside the game's limits for one bet (details: minPoints, maxPoints). */
  'lottery_points_out_of_limits',
  /** The house cannot take more on this number in this draw (details: number, limit, available). */
  'lottery_number_cap',
  /** No chase of yours has this id. */
  'lottery_chase_not_found',
  /** An odds table with a kind it does not know or a price that is not a positive whole number. */
  'lottery_bad_odds_table',
  /** A game code already in use (operator: new game). */
  'lottery_game_exists',
] as const;

const PrizeMode = z.enum(['Lott', 'ZY', 'Elott', 'SEA']);
export type LotteryMode = z.infer<typeof PrizeMode>;
const Layout = z.enum(['north', 'south']);
const Area = z.enum(['north', 'central', 'south']);
const IsoTime = z.string();
const Money = z.int();

/** A price: what a point costs per leg, and what it pays per hit (minor units). */
export const LotteryOddsEntrySchema = z.object({ cost: z.int(), win: z.int() });
/** An odds table: kind → price; a kind absent is not offered (kinds: lottery maths' LOTTERY_ODDS_KINDS). */
export const LotteryOddsTableSchema = z.record(z.string(), LotteryOddsEntrySchema);
export type LotteryOddsTableView = z.infer<typeof LotteryOddsTableSchema>;

/**
 * A selection as the maths names it: `{ kind: 'lo2', numbers: ['07', '68'] }`, `{ kind: 'dao', base: 'lo3',
 * numbers: ['123'] }`, `{ kind: 'taiXiu', side: 'tai' }`, `{ kind: 'chanLe', side: 'le' }`. Checked by the
 * server with the maths (stable lottery_* codes), so the contract only requires an object.
 */
export type LotterySelectionInput =
  | { kind: string; numbers: string[] }
  | { kind: 'dao'; base: string; numbers: string[] }
  | { kind: 'taiXiu'; side: 'tai' | 'xiu' }
  | { kind: 'chanLe'; side: 'chan' | 'le' };
export const LotterySelectionSchema = z.custom<LotterySelectionInput>(
  (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
);

/** A result: each prize of the layout (North 27 numbers, South/Central 18) as digit strings, leading zeros kept. */
export const LotteryResultSchema = z.object({
  region: Layout,
  prizes: z.record(z.string(), z.array(z.string())),
});
export type LotteryResultView = z.infer<typeof LotteryResultSchema>;

/**
 * When a game draws: every `intervalSeconds` on its multiples (fast), or at `time` (Asia/Ho_Chi_Minh) on
 * `weekdays` (spec values: 1 Sunday, 2–7 Monday–Saturday).
 */
export const LotteryScheduleSchema = z.union([
  z.object({ kind: z.literal('interval'), align: z.optional(z.boolean()) }),
  z.object({
    kind: z.literal('weekly'),
    time: z.string().check(z.regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/)),
    weekdays: z.array(z.int().check(z.minimum(1), z.maximum(7))).check(z.minLength(1), z.maxLength(7)),
    timeZone: z.string(),
  }),
]);

/** A lottery game as players see it: what it is, when it draws, its limits and the odds of each prize mode. */
export const LotteryGameSchema = z.object({
  code: z.string(),
  kind: z.enum(['vn', 'fast']),
  area: Area,
  layout: Layout,
  name: z.object({ vi: z.string(), en: z.string() }),
  stationCode: z.nullable(z.string()),
  /** North: the station drawing on each weekday ('1'…'7'). */
  stations: z.nullable(z.record(z.string(), z.string())),
  schedule: LotteryScheduleSchema,
  intervalSeconds: z.int(),
  /** Betting locks this long before each draw (the spec's lockTime). */
  lockSeconds: z.int(),
  /** 'external': results entered or fed after the televised draw; 'seed': drawn by the house, verifiable. */
  resultSource: z.enum(['seed', 'external']),
  prizeModes: z.array(PrizeMode),
  defaultMode: PrizeMode,
  /** Odds table of each offered prize mode. */
  odds: z.record(z.string(), LotteryOddsTableSchema),
  minPoints: z.int(),
  maxPoints: z.int(),
  /** The most one member may stake on one draw (all bets), minor units. */
  maxPlayerDrawStake: Money,
  enabled: z.boolean(),
  sort: z.int(),
});
export type LotteryGame = z.infer<typeof LotteryGameSchema>;

export const LotteryDrawStates = ['scheduled', 'open', 'closed', 'drawn', 'settled', 'voided'] as const;

/**
 * A draw (a round of the rounds core). Count down to `closesAt` (lock) and `drawsAt` from the answer's
 * `serverTime`. Fast games: `serverSeedHash` is public from the start, `serverSeed` once drawn, and the
 * result is `drawLottery(layout, { serverSeed, clientSeed, nonce })`.
 */
export const LotteryDrawSchema = z.object({
  id: z.int(),
  game: z.string(),
  seq: z.int(),
  /** The draw's number as shown: local date yyyyMMdd for Vietnam games, yyyyMMdd-NNNN (of the day) for fast ones. */
  drawNo: z.string(),
  /** The draw's local date (Asia/Ho_Chi_Minh), yyyy-MM-dd. */
  drawDate: z.string(),
  /** North: the station of the day; others: null. */
  station: z.nullable(z.string()),
  state: z.enum(LotteryDrawStates),
  opensAt: IsoTime,
  closesAt: IsoTime,
  drawsAt: IsoTime,
  result: z.nullable(LotteryResultSchema),
  drawnAt: z.nullable(IsoTime),
  settledAt: z.nullable(IsoTime),
  voidReason: z.nullable(z.string()),
  serverSeedHash: z.nullable(z.string()),
  serverSeed: z.nullable(z.string()),
  clientSeed: z.nullable(z.string()),
  nonce: z.nullable(z.int()),
});
export type LotteryDraw = z.infer<typeof LotteryDrawSchema>;

export const CurrentLotteryDrawSchema = z.object({
  /** The draw taking bets (or locked, waiting for its result), if any. */
  current: z.nullable(LotteryDrawSchema),
  /** The last drawn draw. */
  previous: z.nullable(LotteryDrawSchema),
  serverTime: IsoTime,
});

/** Bet states as players see them: pending (placed), won, lost, voided (cancelled or its draw voided). */
export const LotteryBetStatuses = ['pending', 'won', 'lost', 'voided'] as const;
export type LotteryBetStatus = (typeof LotteryBetStatuses)[number];

export const LotteryBetSchema = z.object({
  id: z.int(),
  drawId: z.int(),
  game: z.string(),
  prizeMode: PrizeMode,
  selection: LotterySelectionSchema,
  points: z.int(),
  /** The price the bet was placed at (later odds changes never touch it). */
  price: LotteryOddsEntrySchema,
  unit: z.enum(['VND', 'PLAY']),
  /** What the bet cost: points × cost × legs. */
  cost: Money,
  /** The most it can pay. */
  maxPayout: Money,
  status: z.enum(LotteryBetStatuses),
  /** Paid back once settled (the whole return; 0 when lost; the cost when voided); null while pending. */
  payout: z.nullable(Money),
  /** The chase that placed it, if any. */
  chaseId: z.nullable(z.int()),
  /** Whether it can still be cancelled (pending and its draw not locked). */
  cancellable: z.boolean(),
  createdAt: IsoTime,
});
export type LotteryBet = z.infer<typeof LotteryBetSchema>;

/** A bet with its draw (my lottery bets: the draw's result beside each). */
export const LotteryBetWithDrawSchema = z.extend(LotteryBetSchema, {
  draw: LotteryDrawSchema,
  gameName: z.object({ vi: z.string(), en: z.string() }),
});

export const LotterySlipBetSchema = z.object({
  selection: LotterySelectionSchema,
  /** A positive whole number (checked by the server: lottery_bad_points). */
  points: z.number(),
});

export const PlaceLotterySlipSchema = z.object({
  /** One per press of "bet": a retried request places the slip once. */
  idempotencyKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  prizeMode: z.optional(PrizeMode),
  bets: z.array(LotterySlipBetSchema).check(z.minLength(1), z.maxLength(LOTTERY_SLIP_MAX_BETS)),
  /** Repeat the same slip on the next draws: `draws` in all (this one included), optionally stopping once one wins. */
  chase: z.optional(
    z.object({
      draws: z.int().check(z.minimum(2), z.maximum(LOTTERY_CHASE_MAX_DRAWS)),
      stopOnWin: z.boolean(),
    }),
  ),
});
export type PlaceLotterySlip = z.infer<typeof PlaceLotterySlipSchema>;

export const LotteryChaseSchema = z.object({
  id: z.int(),
  game: z.string(),
  prizeMode: PrizeMode,
  bets: z.array(z.object({ selection: LotterySelectionSchema, points: z.int() })),
  drawsTotal: z.int(),
  drawsPlaced: z.int(),
  stopOnWin: z.boolean(),
  state: z.enum(['active', 'done', 'stopped']),
  /** Why it stopped: 'won', 'cancelled' (by the member), or the error code that refused a draw (insufficient_funds, …). */
  stopReason: z.nullable(z.string()),
  createdAt: IsoTime,
});
export type LotteryChase = z.infer<typeof LotteryChaseSchema>;

export const PlaceLotterySlipAnswerSchema = z.object({
  drawId: z.int(),
  bets: z.array(LotteryBetSchema),
  totalCost: Money,
  /** The wallet's available balance after the slip. */
  balance: Money,
  /** True when this key had already placed the slip (nothing moved this time). */
  replayed: z.boolean(),
  chase: z.nullable(LotteryChaseSchema),
});
export type PlaceLotterySlipAnswer = z.infer<typeof PlaceLotterySlipAnswerSchema>;

/** One number's exposure in a draw (operator): stakes naming it and what the house pays if it comes up. */
export const LotteryNumberExposureSchema = z.object({
  number: z.string(),
  stake: Money,
  perOccurrence: Money,
  asSpecial: Money,
  asOther: Money,
  asDau: Money,
  /** perOccurrence + the largest of asSpecial, asOther, asDau: what the cap limits. */
  worstCase: Money,
});

export const LotteryExposureSchema = z.object({
  drawId: z.int(),
  game: z.string(),
  digits: z.int(),
  /** The per-number cap (worst case), null when none. */
  cap: z.nullable(Money),
  staked: Money,
  items: z.array(LotteryNumberExposureSchema),
});

/** What an operator edits of a game (every field optional: only those sent change). */
/** The largest PostgreSQL integer (int4) column value. */
const INT4_MAX = 2_147_483_647;

export const LotteryGamePatchSchema = z.object({
  name: z.optional(z.object({ vi: z.string().check(z.minLength(1)), en: z.string().check(z.minLength(1)) })),
  enabled: z.optional(z.boolean()),
  schedule: z.optional(LotteryScheduleSchema),
  intervalSeconds: z.optional(z.int().check(z.minimum(30), z.maximum(604800))),
  lockSeconds: z.optional(z.int().check(z.minimum(3), z.maximum(7200))),
  prizeModes: z.optional(z.array(PrizeMode).check(z.minLength(1))),
  defaultMode: z.optional(PrizeMode),
  // Stored as PostgreSQL integers: larger values are refused here, not by the database (a 500).
  minPoints: z.optional(z.int().check(z.positive(), z.maximum(INT4_MAX))),
  maxPoints: z.optional(z.int().check(z.positive(), z.maximum(INT4_MAX))),
  maxPlayerDrawStake: z.optional(z.int().check(z.positive())),
  /** Per-number worst-case cap per draw, minor units; null removes it. */
  numberCap: z.optional(z.nullable(z.int().check(z.positive()))),
  stations: z.optional(z.nullable(z.record(z.string(), z.string()))),
  sort: z.optional(z.int().check(z.minimum(-INT4_MAX), z.maximum(INT4_MAX))),
});
export type LotteryGamePatch = z.infer<typeof LotteryGamePatchSchema>;

/** The operator's view of a game: the player's, plus the cap. */
export const LotteryGameAdminSchema = z.extend(LotteryGameSchema, {
  numberCap: z.nullable(Money),
  maxRoundPayout: Money,
  /** The smallest bet, minor units: a player's draw stake (maxPlayerDrawStake) may not go under it. */
  minStake: Money,
  updatedAt: IsoTime,
});

/** A new fast game (more intervals by configuration). */
export const NewFastLotteryGameSchema = z.object({
  code: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{2,40}$/)),
  layout: Layout,
  name: z.object({ vi: z.string().check(z.minLength(1)), en: z.string().check(z.minLength(1)) }),
  intervalSeconds: z.int().check(z.minimum(60), z.maximum(86400)),
  lockSeconds: z.int().check(z.minimum(3), z.maximum(7200)),
});

const GameCode = z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{0,63}$/));
const GameParams = z.object({ game: GameCode });
const ModeParams = z.object({ game: GameCode, mode: PrizeMode });

export const lotteryContract = {
  games: defineEndpoint({
    method: 'GET',
    path: '/wps/lottery/games',
    auth: 'none',
    summary: 'Every enabled lottery game with its schedule, limits and odds',
    tags: ['lottery'],
    response: z.object({ items: z.array(LotteryGameSchema), serverTime: IsoTime }),
  }),
  game: defineEndpoint({
    method: 'GET',
    path: '/wps/lottery/games/:game',
    params: GameParams,
    auth: 'none',
    summary: 'One lottery game: schedule, lock time, limits and the odds table of each prize mode',
    tags: ['lottery'],
    response: LotteryGameSchema,
  }),
  current: defineEndpoint({
    method: 'GET',
    path: '/wps/lottery/games/:game/current',
    params: GameParams,
    auth: 'none',
    summary: 'The draw taking bets (or waiting for its result), the last drawn one, and the server time',
    tags: ['lottery'],
    response: CurrentLotteryDrawSchema,
  }),
  draws: defineEndpoint({
    method: 'GET',
    path: '/wps/lottery/games/:game/draws',
    params: GameParams,
    auth: 'none',
    summary: 'The last drawn draws of a game, newest first',
    tags: ['lottery'],
    query: z.object({ limit: z.optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(100)))) }),
    response: z.object({ items: z.array(LotteryDrawSchema) }),
  }),
  draw: defineEndpoint({
    method: 'GET',
    path: '/wps/lottery/draws/:id',
    params: IdParams,
    auth: 'none',
    summary: 'One draw (with its seeds once drawn, for fast games: verify it)',
    tags: ['lottery'],
    response: LotteryDrawSchema,
  }),
  place: defineEndpoint({
    method: 'POST',
    path: '/wps/lottery/draws/:id/bets',
    params: IdParams,
    auth: 'token',
    guarded: true,
    summary: 'Place a lottery slip on an open draw (optionally chased over the next draws); the key places it once',
    tags: ['lottery'],
    body: PlaceLotterySlipSchema,
    response: PlaceLotterySlipAnswerSchema,
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/wps/lottery/bets/:id/cancel',
    params: IdParams,
    auth: 'token',
    guarded: true,
    summary: 'Cancel a pending bet before its draw locks: its cost is refunded once',
    tags: ['lottery'],
    response: LotteryBetSchema,
  }),
  myBets: defineEndpoint({
    method: 'GET',
    path: '/wps/lottery/bets',
    auth: 'token',
    summary: "The caller's lottery bets, newest first, with each draw's result",
    tags: ['lottery'],
    query: z.object({
      status: z.optional(z.enum(LotteryBetStatuses)),
      game: z.optional(GameCode),
      /** Bets with ids below this (the next page). */
      before: z.optional(z.pipe(z.coerce.number(), z.int().check(z.positive()))),
      limit: z.optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(100)))),
    }),
    response: z.object({ items: z.array(LotteryBetWithDrawSchema) }),
  }),
  chases: defineEndpoint({
    method: 'GET',
    path: '/wps/lottery/chases',
    auth: 'token',
    summary: "The caller's chases, newest first",
    tags: ['lottery'],
    response: z.object({ items: z.array(LotteryChaseSchema) }),
  }),
  stopChase: defineEndpoint({
    method: 'POST',
    path: '/wps/lottery/chases/:id/stop',
    params: IdParams,
    auth: 'token',
    summary: 'Stop a chase: no further draws are bet (bets already placed stay, and may be cancelled)',
    tags: ['lottery'],
    response: LotteryChaseSchema,
  }),
  // Operator side (audited).
  opGames: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/lottery/games',
    auth: 'operator',
    summary: 'Every lottery game, enabled or not, with its settings',
    tags: ['operator'],
    response: z.object({ items: z.array(LotteryGameAdminSchema) }),
  }),
  opGame: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/lottery/games/:game',
    params: GameParams,
    auth: 'operator',
    summary: 'One lottery game with its settings',
    tags: ['operator'],
    response: LotteryGameAdminSchema,
  }),
  opPutGame: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/lottery/games/:game',
    params: GameParams,
    auth: 'operator',
    summary:
      'Change a lottery game: schedule, lock time, limits, prize modes, number cap (audited; draws already scheduled keep their times)',
    tags: ['operator'],
    body: LotteryGamePatchSchema,
    response: LotteryGameAdminSchema,
  }),
  opPutOdds: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/lottery/games/:game/odds/:mode',
    params: ModeParams,
    auth: 'operator',
    summary: 'Replace the odds table of a prize mode (checked; audited; placed bets keep their price)',
    tags: ['operator'],
    body: LotteryOddsTableSchema,
    response: LotteryGameAdminSchema,
  }),
  opCreateGame: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/lottery/games',
    auth: 'operator',
    summary: 'Add a fast lottery game with another interval (audited)',
    tags: ['operator'],
    body: NewFastLotteryGameSchema,
    response: LotteryGameAdminSchema,
  }),
  exposure: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/lottery/draws/:id/exposure',
    params: IdParams,
    auth: 'operator',
    summary: 'A draw’s exposure per number: stake and what the house pays if it comes up, most exposed first',
    tags: ['operator'],
    query: z.object({
      digits: z.optional(z.pipe(z.coerce.number(), z.union([z.literal(2), z.literal(3)]))),
      limit: z.optional(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(1000)))),
    }),
    response: LotteryExposureSchema,
  }),
  opVoidDraw: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/lottery/draws/:id/void',
    params: IdParams,
    auth: 'operator',
    summary: 'Void a draw that is not settled: every pending bet is refunded once (audited, with the reason)',
    tags: ['operator'],
    body: z.object({ reason: z.string().check(z.trim(), z.minLength(3), z.maxLength(500)) }),
    response: LotteryDrawSchema,
  }),
};
