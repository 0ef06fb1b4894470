import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { IdParams, NameParam } from './path-params.js';
import { LanguageCodeSchema } from './system.contract.js';

/**
 * The lottery lobby (issue 14 §5; spec §2 "Lottery lobby", §3 "Lottery item", §4 open-number refresh,
 * §7 the /lgw calls): public reads of the lottery games, their open draws (numero and countdowns), the
 * last results, results history, one draw's board with its lô tô tables, and the statistics. Every
 * answer with a countdown carries `serverTime`: count down from it, never from the device's clock.
 * Draws are the rounds core's rows (a lottery draw is a round of the lottery game's code).
 */

/** Spec §3: every lottery item carries this account type. */
export const LOTTERY_ACCOUNT_TYPE = 'TCG_LOTTO_VN';
/** Spec §9 constants of the lottery calls. */
export const LOTTERY_NUMBERS_COUNT = 100;
export const LOTTERY_POPULAR_COUNT = 20;
export const LOTTERY_RECENT_COUNT = 100;
/** Spec §4: the open number shows at most this many digits. */
export const LOTTERY_NUMERO_DIGITS = 6;
/** Statistics windows (issue 14: frequency over the last 7, 30 and 100 draws). */
export const LOTTERY_STATS_WINDOWS = [7, 30, 100] as const;

/** Spec §9 prize modes (odds tables). */
export const LotteryPrizeModes = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export const LotteryPrizeModeSchema = z.enum(LotteryPrizeModes);

/** Error codes of the lobby calls (translated by the web in errors.json). */
export const LotteryLobbyErrorCodes = [
  /** No enabled lottery game has this code. */
  'lottery_game_not_found',
  /** No lottery draw has this id. */
  'lottery_draw_not_found',
] as const;

/**
 * A lobby category (tab). `tag` is the game's gameMenuTag: 'MB' North, 'MT' Central, 'MN' South (Vietnam
 * lottery, drawn on TV) and 'ST' siêu tốc (the fast electronic lottery, drawn by the house every N minutes).
 */
export const LotteryTags = ['MB', 'MT', 'MN', 'ST'] as const;
export const LotteryTagSchema = z.enum(LotteryTags);
export type LotteryTag = z.infer<typeof LotteryTagSchema>;

/** A result: each prize of the region's layout (North 27 numbers, South/Central 18) as digit strings. */
const ResultSchema = z.object({
  region: z.enum(['north', 'south']),
  prizes: z.record(z.string(), z.array(z.string())),
});

const IsoTime = z.string();
/** Spec weekday values: 2–7 Monday–Saturday, 1 Sunday. */
const Weekday = z.int().check(z.minimum(1), z.maximum(7));

/**
 * A drawn result as the lobby shows it. `demo`: made by the demo generator, not a real draw (say so).
 * `corrected`: the draw was voided by void-and-redraw (stakes refunded) and this is the correct result the
 * operator recorded beside it (say so).
 */
export const LotteryDrawnSchema = z.object({
  drawId: z.int(),
  /** The draw's full number as the betting page shows it (`yyyyMMdd`, fast `yyyyMMdd-NNNN`). */
  drawNo: z.string(),
  numero: z.string(),
  drawnAt: IsoTime,
  result: ResultSchema,
  demo: z.boolean(),
  corrected: z.boolean(),
});
export type LotteryDrawn = z.infer<typeof LotteryDrawnSchema>;

/**
 * A lottery item (spec §3). `gameId` is the game's code (e.g. 'VN-MB', 'ST-1M-N'), the `gameCode` of the
 * betting page. `numero` is the open draw's number, at most 6 digits; `remainTime` the milliseconds from
 * `serverTime` until the draw, `lockTime` the seconds before the draw that betting closes (so betting
 * closes at remainTime − lockTime × 1000). `drawDayOfWeek` the spec weekdays it draws on (1 Sunday … 7
 * Saturday; every day for siêu tốc); `winningTime` the open draw's local time of day (HH:mm,
 * Asia/Ho_Chi_Minh). `gameMenus` the bet kinds offered under the prize mode asked (the odds table's kinds,
 * plus 'dao' when a base kind of đảo is offered). No open draw (none scheduled): numero '', remainTime
 * and lockTime as they would be, `open` false.
 */
export const LotteryItemSchema = z.object({
  gameId: z.string(),
  gameName: z.string(),
  tag: LotteryTagSchema,
  gameMenuTag: LotteryTagSchema,
  /** A line under the name: the stations (Vietnam) or the interval (siêu tốc), in the language asked. */
  remark: z.string(),
  region: z.enum(['north', 'south']),
  /** 'external': results from TV (entered, fed or demo); 'seed': drawn by the house, provably fair. */
  resultSource: z.enum(['external', 'seed']),
  /** Minutes between draws (siêu tốc), null for Vietnam games (one draw on each of their weekdays). */
  intervalMinutes: z.nullable(z.int()),
  drawId: z.nullable(z.int()),
  /** The open draw's full number (`yyyyMMdd`, fast `yyyyMMdd-NNNN`); `numero` is its last 6 digits. */
  drawNo: z.string(),
  numero: z.string(),
  open: z.boolean(),
  remainTime: z.int(),
  lockTime: z.int(),
  closesAt: z.nullable(IsoTime),
  drawsAt: z.nullable(IsoTime),
  drawDayOfWeek: z.array(Weekday),
  winningTime: z.string(),
  gameMenus: z.array(z.string()),
  accountTypeName: z.literal(LOTTERY_ACCOUNT_TYPE),
  lastResult: z.nullable(LotteryDrawnSchema),
});
export type LotteryItem = z.infer<typeof LotteryItemSchema>;

/**
 * A list with its countdown basis. `nextRefreshMs` is spec §4's delay (`nextOpenNumberRefreshMs` of the
 * items' open draws): ask for the open numbers again after it.
 */
export const LotteryListSchema = z.object({
  list: z.array(LotteryItemSchema),
  serverTime: IsoTime,
  nextRefreshMs: z.int(),
});
export type LotteryList = z.infer<typeof LotteryListSchema>;

/** One lottery's open number (the light call the lobby repeats every nextRefreshMs). */
export const LotteryNumeroSchema = z.object({
  gameId: z.string(),
  drawId: z.nullable(z.int()),
  drawNo: z.string(),
  numero: z.string(),
  open: z.boolean(),
  remainTime: z.int(),
  lockTime: z.int(),
  closesAt: z.nullable(IsoTime),
  drawsAt: z.nullable(IsoTime),
  /** The newest drawn draw's id: when it changes, fetch that game's last result. */
  lastDrawId: z.nullable(z.int()),
});
export type LotteryNumero = z.infer<typeof LotteryNumeroSchema>;

export const LotteryNumeroListSchema = z.object({
  list: z.array(LotteryNumeroSchema),
  serverTime: IsoTime,
  nextRefreshMs: z.int(),
});

/** A category of the menu: its games' ids in display order. */
export const LotteryMenuSchema = z.object({
  tag: LotteryTagSchema,
  name: z.string(),
  gameIds: z.array(z.string()),
});

/** One draw with its result (a row of the results history). */
export const LotteryDrawResultSchema = z.object({
  drawId: z.int(),
  gameId: z.string(),
  gameName: z.string(),
  tag: LotteryTagSchema,
  /** The North's station of the draw's weekday (it rotates: Hà Nội, Quảng Ninh, …); null for one-station games. */
  station: z.nullable(z.string()),
  drawNo: z.string(),
  numero: z.string(),
  /** The draw's local date (YYYY-MM-DD, Asia/Ho_Chi_Minh). */
  drawDate: z.string(),
  drawsAt: IsoTime,
  drawnAt: z.nullable(IsoTime),
  /**
   * The rounds core's state: 'drawn'/'settled' have their result; 'voided' was cancelled (stakes refunded) and
   * is listed only with the correct result an operator kept beside it (`corrected`).
   */
  state: z.string(),
  result: z.nullable(ResultSchema),
  demo: z.boolean(),
  corrected: z.boolean(),
});
export type LotteryDrawResult = z.infer<typeof LotteryDrawResultSchema>;

/**
 * One draw for its results board: the draw, its lô tô tables (byHead[d]: units digits of the endings with
 * tens digit d, repeats kept; byTail[d]: tens digits of the endings with units digit d), and for siêu tốc
 * the provably fair seeds (serverSeed null until drawn) to verify with drawLottery from @app/games.
 */
export const LotteryDrawDetailSchema = z.extend(LotteryDrawResultSchema, {
  region: z.enum(['north', 'south']),
  closesAt: IsoTime,
  loto: z.nullable(z.object({ byHead: z.array(z.array(z.int())), byTail: z.array(z.array(z.int())) })),
  fairness: z.nullable(
    z.object({
      serverSeedHash: z.string(),
      serverSeed: z.nullable(z.string()),
      clientSeed: z.string(),
      nonce: z.int(),
    }),
  ),
  serverTime: IsoTime,
});
export type LotteryDrawDetail = z.infer<typeof LotteryDrawDetailSchema>;

const EndingCount = z.object({ number: z.string(), hits: z.int(), draws: z.int() });
const Digits = z.object({ head: z.array(z.int()), tail: z.array(z.int()) });

/**
 * Statistics of one game (one station) over its newest `drawCount` drawn results (at most `draws` asked):
 * lô gan (every ending, longest absent first), ending frequency per window (all 100 endings in number
 * order), head/tail digit counts per window of all endings and of the special prize's last two, and the
 * pairs of endings that came up together in the most draws (over all the draws read).
 */
export const LotteryStatsSchema = z.object({
  gameId: z.string(),
  drawCount: z.int(),
  /** The newest draw read: statistics change only when it does (cache by it). */
  lastDrawId: z.nullable(z.int()),
  gan: z.array(
    z.object({ number: z.string(), currentGap: z.int(), maxGap: z.int(), lastSeen: z.nullable(z.string()) }),
  ),
  frequency: z.array(z.object({ window: z.int(), drawCount: z.int(), entries: z.array(EndingCount) })),
  headTail: z.array(z.object({ window: z.int(), drawCount: z.int(), all: Digits, special: Digits })),
  pairs: z.array(z.object({ pair: z.array(z.string()), draws: z.int() })),
  demo: z.boolean(),
});
export type LotteryStats = z.infer<typeof LotteryStatsSchema>;

const QueryInt = (min: number, max: number) => z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max)));
const Language = z._default(LanguageCodeSchema, 'vi');
const PrizeMode = z._default(LotteryPrizeModeSchema, 'Lott');
const Device = z._default(z.string().check(z.maxLength(16)), 'WEB');
/** Optional text: an empty string means "not given" (the web sends empty fields). */
const OptionalText = (max: number) =>
  z.optional(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(max)),
      z.transform((v) => (v === '' ? undefined : v)),
    ),
  );
const OptionalInt = (min: number, max: number) =>
  z.optional(
    z.pipe(
      z.string().check(z.trim()),
      z.pipe(
        z.transform((v: string) => (v === '' ? undefined : Number(v))),
        z.optional(z.int().check(z.minimum(min), z.maximum(max))),
      ),
    ),
  );
const GameCode = z.string().check(z.minLength(1), z.maxLength(40), z.regex(/^[A-Za-z0-9_-]+$/));
const tags = ['lottery'] as const;

export const lotteryLobbyContract = {
  gameMenu: defineEndpoint({
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    auth: 'none',
    summary: 'Lottery categories (tabs) and the games of each',
    tags,
    query: z.object({ prizeMode: PrizeMode, device: Device, language: Language }),
    response: z.object({ menus: z.array(LotteryMenuSchema) }),
  }),
  numbers: defineEndpoint({
    method: 'GET',
    path: '/lgw/vn/games/lotteries',
    auth: 'none',
    summary: 'Vietnam lottery numbers: the lottery items with their open draw and last result, filtered',
    tags,
    query: z.object({
      count: z._default(QueryInt(1, 200), LOTTERY_NUMBERS_COUNT),
      prizeMode: PrizeMode,
      device: Device,
      language: Language,
      /** Only this category. */
      tag: z.optional(LotteryTagSchema),
      /** Only games that draw on this spec weekday (1 Sunday, 2–7 Monday–Saturday); siêu tốc draws daily. */
      weekday: OptionalInt(1, 7),
      /** Part of the game's name, in either language, accents ignored ('ha noi' finds 'Hà Nội'). */
      search: OptionalText(40),
    }),
    response: LotteryListSchema,
  }),
  numero: defineEndpoint({
    method: 'GET',
    path: '/lgw/vn/games/numero',
    auth: 'none',
    summary: 'Opened numero: each lottery’s open draw number and countdowns (the lobby’s repeated call)',
    tags,
    query: z.object({
      /** Comma-separated game ids; every enabled game when absent. */
      gameIds: OptionalText(2_000),
      count: z._default(QueryInt(1, 200), LOTTERY_NUMBERS_COUNT),
    }),
    response: LotteryNumeroListSchema,
  }),
  popular: defineEndpoint({
    method: 'GET',
    path: '/lgw/vn/games/popular',
    auth: 'none',
    summary: 'Popular lotteries: the most bet on over the last 7 days',
    tags,
    query: z.object({
      count: z._default(QueryInt(1, 50), LOTTERY_POPULAR_COUNT),
      prizeMode: PrizeMode,
      device: Device,
      language: Language,
    }),
    response: LotteryListSchema,
  }),
  recent: defineEndpoint({
    method: 'GET',
    path: '/lgw/vn/games/recent',
    auth: 'token',
    summary: 'Recent lotteries: the games the member bet on, most recent first',
    tags,
    query: z.object({
      recentCount: z._default(QueryInt(1, 200), LOTTERY_RECENT_COUNT),
      prizeMode: PrizeMode,
      device: Device,
      language: Language,
    }),
    response: LotteryListSchema,
  }),
  launch: defineEndpoint({
    method: 'GET',
    path: '/lgw/vn/launch',
    auth: 'token',
    guarded: true,
    summary: 'Lobby launch: where the web goes for a lottery (betting page) or the lottery lobby',
    tags,
    query: z.object({
      lottoArea: z._default(z.literal('VN'), 'VN'),
      launchMode: z._default(z.enum(['LOTT', 'ELOTT']), 'LOTT'),
      lottoPrizeMode: PrizeMode,
      lottoGameCode: z.optional(z.union([z.literal(''), GameCode])),
      lottoView: z._default(z.enum(['betting', 'lobby']), 'betting'),
      device: Device,
      backUrl: OptionalText(500),
      language: Language,
    }),
    response: z.object({
      /** A path of this site to navigate to (/lottery?… for betting, /vnlottery?… for the lobby). */
      path: z.string(),
      gameId: z.nullable(z.string()),
      view: z.enum(['betting', 'lobby']),
    }),
  }),
  results: defineEndpoint({
    method: 'GET',
    path: '/lgw/vn/results',
    auth: 'none',
    summary: 'Results history by date and station (drawn draws, newest first)',
    tags,
    query: z.object({
      /** One station (game); every game of `tag` (or all) when absent. */
      gameId: z.optional(z.union([z.literal(''), GameCode])),
      tag: z.optional(LotteryTagSchema),
      /** One local date (YYYY-MM-DD, Asia/Ho_Chi_Minh). */
      date: z.optional(z.string().check(z.regex(/^(\d{4}-\d{2}-\d{2})?$/))),
      /** Paging: draws older than this draw id. */
      before: OptionalInt(1, Number.MAX_SAFE_INTEGER),
      limit: z._default(QueryInt(1, 100), 20),
      language: Language,
    }),
    response: z.object({ list: z.array(LotteryDrawResultSchema), nextBefore: z.nullable(z.int()) }),
  }),
  draw: defineEndpoint({
    method: 'GET',
    path: '/lgw/vn/draws/:id',
    params: IdParams,
    auth: 'none',
    summary: 'One draw: its results board, lô tô head/tail tables and (siêu tốc) fairness seeds',
    tags,
    query: z.object({ language: Language }),
    response: LotteryDrawDetailSchema,
  }),
  stats: defineEndpoint({
    method: 'GET',
    path: '/lgw/vn/games/:gameId/stats',
    params: z.object({ gameId: NameParam }),
    auth: 'none',
    summary: 'Statistics of one game: lô gan, frequency over 7/30/100 draws, head/tail, pairs',
    tags,
    query: z.object({
      draws: z._default(QueryInt(7, 500), 100),
      pairs: z._default(QueryInt(1, 100), 20),
    }),
    response: LotteryStatsSchema,
  }),
} as const;
