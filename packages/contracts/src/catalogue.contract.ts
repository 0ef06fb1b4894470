import { z } from 'zod/mini';
import { GameTypeSchema, PromotionSummarySchema } from './content.contract.js';
import { defineEndpoint } from './endpoint.js';
import { LanguageCodeSchema } from './system.contract.js';

/** Stable codes of the catalogue and lobby calls; the web translates each (errors.<code>). */
export const CatalogueErrorCodes = ['game_not_found', 'favourite_mismatch'] as const;
export type CatalogueErrorCode = (typeof CatalogueErrorCodes)[number];

/**
 * Menu groups (spec §3): ESPORTS and COCKFIGHT are shown inside SPORTS; every other type is its own
 * top-level menu. Kept here so server menus and web drop-downs cannot disagree.
 */
export const GameTypeParents: Partial<Record<z.infer<typeof GameTypeSchema>, z.infer<typeof GameTypeSchema>>> = {
  ESPORTS: 'SPORTS',
  COCKFIGHT: 'SPORTS',
};

/** Classifications a game can carry (lobby filter "classification"); the web translates each code. */
export const GameClassifyNames = [
  'SLOT',
  'MEGAWAYS',
  'JACKPOT',
  'TABLE',
  'ARCADE',
  'CRASH',
  'BACCARAT',
  'ROULETTE',
  'BLACKJACK',
  'SICBO',
  'DRAGON_TIGER',
  'GAME_SHOW',
  'FISHING',
  'POKER',
  'CARD',
  'SPORTSBOOK',
  'VIRTUAL',
  'ESPORTS',
  'KENO',
  'LOTTO',
  'NUMBER',
  'COCKFIGHT',
] as const;
export const GameClassifySchema = z.enum(GameClassifyNames);
export type GameClassify = z.infer<typeof GameClassifySchema>;

/**
 * How a catalogue entry launches (spec §4): 'GAME' opens the game; 'VASSALAGE' is a vendor lobby entry
 * for which the web asks the vendor's popup game list instead.
 */
export const IsGameSchema = z.enum(['GAME', 'VASSALAGE']);
export type IsGame = z.infer<typeof IsGameSchema>;

/** Spec §9 lobby constants. */
export const LOBBY_PAGE_SIZE = 15;
export const VENDOR_DROPDOWN_MAX = 30;
export const WINNER_BOARD_LIMIT = 50;
export const POPULAR_COUNT = 20;
/**
 * Lobby minimum-bet filter options, in minor units: 100 ₫, 500 ₫, 1,000 ₫, 5,000 ₫, 10,000 ₫. The spec's
 * 0.01 … 0.75 are a dollar site's; in dong they were stakes no game takes (issue 12).
 */
export const MinBetOptions = [10_000, 50_000, 100_000, 500_000, 1_000_000] as const;

const QueryInt = (min: number, max: number) => z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max)));
const Language = z._default(LanguageCodeSchema, 'vi');
const PageNo = z._default(QueryInt(1, 100_000), 1);
const PageSize = z._default(QueryInt(1, 100), LOBBY_PAGE_SIZE);
/** Optional text filter: an empty string means "no filter" (the web sends empty fields). */
const OptionalText = (max: number) =>
  z.optional(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(max)),
      z.transform((v) => (v === '' ? undefined : v)),
    ),
  );
const OptionalGameType = z.optional(
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((v) => (v === '' ? undefined : v)),
    ),
    z.optional(GameTypeSchema),
  ),
);

/** One vendor as the lobby shows it (spec §3 "Game vendor"). */
export const VendorCardSchema = z.object({
  /** The vendor code; called vassalage throughout the spec. */
  vassalage: z.string(),
  /** The category this card is listed under (a vendor serving two categories has two cards). */
  gameType: GameTypeSchema,
  displayName: z.string(),
  accountTypeId: z.int(),
  /** 1 = hot (spec). */
  isHot: z.union([z.literal(0), z.literal(1)]),
  logoUrl: z.string(),
  /** Games of this vendor in this category. */
  gameCount: z.int(),
  /** Trial (free play) accounts may launch this vendor's games (play money). */
  allowsTrial: z.boolean(),
});
export type VendorCard = z.infer<typeof VendorCardSchema>;

/** One game of a list (spec §3 "Game list item"), with what the web needs to show and launch it. */
export const GameListItemSchema = z.object({
  nodeId: z.string(),
  vassalage: z.string(),
  gameType: GameTypeSchema,
  gameClassify: GameClassifySchema,
  gameName: z.string(),
  /** Minimum stake in minor units. */
  minBet: z.int(),
  minLineNum: z.int(),
  imageUrl: z.string(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  isGame: IsGameSchema,
  /** The vendor's own code of the game (what its launch API expects). */
  gameCode: z.string(),
});
export type GameListItem = z.infer<typeof GameListItemSchema>;

/** The game object a launch works on (spec §3 "Game object for launch"). */
export const GameObjectSchema = z.object({
  nodeId: z.string(),
  gameType: GameTypeSchema,
  isGame: IsGameSchema,
  defaultPlayType: z.nullable(z.string()),
  vendor: z.string(),
  accountTypeName: z.string(),
  gameCode: z.string(),
  code: z.string(),
  vassalage: z.string(),
});
export type GameObject = z.infer<typeof GameObjectSchema>;

export const PagedGamesSchema = z.object({
  games: z.array(GameListItemSchema),
  totalPages: z.int(),
  total: z.int(),
  pageNo: z.int(),
});
export type PagedGames = z.infer<typeof PagedGamesSchema>;

/** A menu entry: a top-level category with the categories grouped under it (spec §3 vendor groups). */
export const GameMenuSchema = z.object({
  gameType: GameTypeSchema,
  /** Web route of the category ('/rng', '/sports', …). */
  route: z.string(),
  name: z.string(),
  /** Categories shown inside this menu (itself first): SPORTS holds SPORTS, ESPORTS, COCKFIGHT. */
  children: z.array(z.object({ gameType: GameTypeSchema, route: z.string(), name: z.string() })),
});
export type GameMenu = z.infer<typeof GameMenuSchema>;

/** A group of vendor cards in a lane (one category). */
export const VendorGroupSchema = z.object({
  gameType: GameTypeSchema,
  title: z.string(),
  cards: z.array(VendorCardSchema),
  /** Classifications present among the group's games (the lobby's classification filter). */
  gameClassify: z.optional(z.array(GameClassifySchema)),
});
export type VendorGroup = z.infer<typeof VendorGroupSchema>;

/** value.data.lanes: one lane per top-level menu, its groups per category (spec §7 vendor list). */
export const VendorLaneSchema = z.object({
  gameType: GameTypeSchema,
  title: z.string(),
  groups: z.array(VendorGroupSchema),
});
export const VendorListSchema = z.object({ data: z.object({ lanes: z.array(VendorLaneSchema) }) });
export type VendorList = z.infer<typeof VendorListSchema>;

export const WinnerSchema = z.object({
  /** The spec's entries carry a 'vo' object. */
  vo: z.object({
    /** Masked account ("ng***88"): a winner is never identifiable. */
    account: z.string(),
    nodeId: z.string(),
    gameName: z.string(),
    vassalage: z.string(),
    gameType: GameTypeSchema,
    /** Minor units. */
    winAmount: z.int(),
    wonAt: z.string(),
  }),
});
export const WinnerBoardSchema = z.object({ list: z.array(WinnerSchema) });
export type WinnerBoard = z.infer<typeof WinnerBoardSchema>;

export const JackpotSchema = z.object({
  /** Pool now, minor units. */
  amount: z.int(),
  /** Spec §9: +165.11 every 3000 ms. */
  stepMinor: z.int(),
  intervalMs: z.int(),
  serverTime: z.string(),
});
export type Jackpot = z.infer<typeof JackpotSchema>;

export const FavouriteRequestSchema = z.object({
  nodeId: z.string().check(z.minLength(1), z.maxLength(64)),
  /** Optional cross-checks the spec's payload carries; a mismatch is refused. */
  vendor: z.optional(z.string().check(z.maxLength(32))),
  gameType: z.optional(GameTypeSchema),
});
export type FavouriteRequest = z.infer<typeof FavouriteRequestSchema>;

export const RecentGameSchema = z.extend(GameListItemSchema, { lastPlayedAt: z.string() });
export type RecentGame = z.infer<typeof RecentGameSchema>;

const lobbyTags = ['games'] as const;

export const catalogueContract = {
  gameMenus: defineEndpoint({
    method: 'GET',
    path: '/lgw/games/game_menus',
    auth: 'none',
    summary: 'Game menus (categories and their groups)',
    tags: lobbyTags,
    query: z.object({ language: Language }),
    response: z.object({ menus: z.array(GameMenuSchema) }),
  }),
  popular: defineEndpoint({
    method: 'GET',
    path: '/lgw/games/popular',
    auth: 'none',
    summary: 'Most played games',
    tags: lobbyTags,
    query: z.object({
      count: z._default(QueryInt(1, 50), POPULAR_COUNT),
      /** Sent by the web as the spec says; it selects lottery prize tables, not games, so it filters nothing. */
      prizeMode: OptionalText(16),
      device: z._default(z.string(), 'WEB'),
      gameType: OptionalGameType,
      language: Language,
    }),
    response: z.object({ list: z.array(GameListItemSchema) }),
  }),
  vendors: defineEndpoint({
    method: 'GET',
    path: '/wps/game/vendor',
    auth: 'none',
    summary: 'Vendor list by lane and group',
    tags: lobbyTags,
    query: z.object({
      platform: z._default(z.string(), 'html5-desktop'),
      /** Only the lane of this top-level type (or the lane holding it). */
      gameType: OptionalGameType,
      language: Language,
    }),
    response: VendorListSchema,
  }),
  gameList: defineEndpoint({
    method: 'GET',
    path: '/wps/game/list',
    auth: 'none',
    summary: 'Games of a category, filtered and paged (getGameList)',
    tags: lobbyTags,
    query: z.object({
      clientType: z._default(z.string(), '3'),
      platform: z._default(z.string(), 'flash,html5-desktop'),
      channel: OptionalText(32),
      merchant: OptionalText(32),
      gameType: OptionalGameType,
      vassalage: OptionalText(32),
      gameClassify: OptionalText(32),
      gameName: OptionalText(64),
      /** Minor units; equality with the game's minimum bet. */
      minBet: z.optional(QueryInt(0, 1_000_000_000)),
      minLineNum: z.optional(QueryInt(0, 10_000)),
      pageNo: PageNo,
      pageSize: PageSize,
      language: Language,
    }),
    response: PagedGamesSchema,
  }),
  hotList: defineEndpoint({
    method: 'GET',
    path: '/wps/game/hot',
    auth: 'none',
    summary: 'Hot games (value.list) and hot vendors (value.footer)',
    tags: lobbyTags,
    query: z.object({
      merchantCode: OptionalText(32),
      isPlatform: z._default(z.string(), '2'),
      platform: z._default(z.string(), 'html5-desktop'),
      gameType: OptionalGameType,
      vassalage: OptionalText(32),
      pageNo: PageNo,
      pageSize: z._default(QueryInt(1, 100), 60),
      language: Language,
    }),
    response: z.object({
      list: z.array(GameListItemSchema),
      footer: z.array(VendorCardSchema),
      totalPages: z.int(),
    }),
  }),
  recentList: defineEndpoint({
    method: 'GET',
    path: '/wps/game/recent',
    auth: 'token',
    summary: 'Games the caller launched lately, newest first',
    tags: lobbyTags,
    query: z.object({
      clientType: z._default(z.string(), '3'),
      vassalage: OptionalText(32),
      gameType: OptionalGameType,
      pageNo: PageNo,
      pageSize: PageSize,
      language: Language,
    }),
    response: z.object({ list: z.array(RecentGameSchema), totalPages: z.int() }),
  }),
  favouriteIds: defineEndpoint({
    method: 'GET',
    path: '/wps/game/favourites',
    auth: 'token',
    summary: "Node ids of the caller's favourite games",
    tags: lobbyTags,
    response: z.object({ ids: z.array(z.string()) }),
  }),
  favouriteList: defineEndpoint({
    method: 'GET',
    path: '/wps/game/favourite/list',
    auth: 'token',
    summary: "The caller's favourite games of a category, paged",
    tags: lobbyTags,
    query: z.object({
      gameType: z._default(GameTypeSchema, 'RNG'),
      vassalage: OptionalText(32),
      pageNo: PageNo,
      pageSize: PageSize,
      language: Language,
    }),
    response: z.object({ content: z.array(GameListItemSchema), totalPages: z.int() }),
  }),
  // Add/remove change state, so they are POSTs (not the spec's GET): a link or prefetch cannot toggle.
  addFavourite: defineEndpoint({
    method: 'POST',
    path: '/wps/game/favourite/add',
    auth: 'token',
    summary: 'Add a favourite game (adding twice changes nothing)',
    tags: lobbyTags,
    body: FavouriteRequestSchema,
    response: z.object({ nodeId: z.string(), favourite: z.boolean() }),
  }),
  removeFavourite: defineEndpoint({
    method: 'POST',
    path: '/wps/game/favourite/remove',
    auth: 'token',
    summary: 'Remove a favourite game (removing twice changes nothing)',
    tags: lobbyTags,
    body: FavouriteRequestSchema,
    response: z.object({ nodeId: z.string(), favourite: z.boolean() }),
  }),
  gameTypes: defineEndpoint({
    method: 'GET',
    path: '/wps/game/type',
    auth: 'none',
    summary: 'Game types with their parent menu and counts',
    tags: lobbyTags,
    query: z.object({ language: Language }),
    response: z.object({
      list: z.array(
        z.object({
          gameType: GameTypeSchema,
          parent: z.nullable(GameTypeSchema),
          name: z.string(),
          vendorCount: z.int(),
          gameCount: z.int(),
        }),
      ),
    }),
  }),
  announcements: defineEndpoint({
    method: 'GET',
    path: '/wps/game/announcements',
    auth: 'none',
    summary: 'Promotions shown in the lobby (value.promotion)',
    tags: lobbyTags,
    query: z.object({ language: Language }),
    response: z.object({ promotion: z.array(PromotionSummarySchema) }),
  }),
  winnerBoard: defineEndpoint({
    method: 'GET',
    path: '/wps/game/winners',
    auth: 'none',
    summary: 'Latest big wins',
    tags: lobbyTags,
    query: z.object({
      gameCategory: z._default(z.union([z.literal('ALL'), GameTypeSchema]), 'ALL'),
      limitNum: z._default(QueryInt(1, WINNER_BOARD_LIMIT), WINNER_BOARD_LIMIT),
      language: Language,
    }),
    response: WinnerBoardSchema,
  }),
  jackpot: defineEndpoint({
    method: 'GET',
    path: '/wps/game/jackpot',
    auth: 'none',
    summary: 'Progressive jackpot pool now',
    tags: lobbyTags,
    response: JackpotSchema,
  }),
} as const;
