import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { NameParam } from './path-params.js';

/** Stable codes of game launch, betting history and the vendor wallet protocol; the web translates each. */
export const VendorErrorCodes = [
  'game_not_found',
  'vendor_unknown',
  'vendor_disabled',
  'trial_not_allowed',
  'launch_failed',
  'bet_history_range_invalid',
  'vendor_signature_invalid',
  'vendor_call_unknown',
] as const;
export type VendorErrorCode = (typeof VendorErrorCodes)[number];

const QueryInt = (min: number, max: number) => z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max)));
/** A calendar day (yyyy-MM-dd) in the operator's time zone. */
const Day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const Code = z.string().check(z.minLength(1), z.maxLength(64));

/** isGame value of a game object that stands for a whole vendor: the launch asks for its popup game list. */
export const IS_GAME_VASSALAGE = 'VASSALAGE';
/** Vendors or account types whose LOTT / ELOTT games open in our own lottery route (spec §4 "Game launch"). */
export const LOTTERY_ROUTE_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'] as const;

export const LaunchGameRequestSchema = z.object({
  /** Catalogue nodeId of the game (or of the vendor tile when isGame is VASSALAGE). */
  nodeId: Code,
  /** The game object's fields as the lobby has them; the catalogue's values win where it has them. */
  vassalage: z.optional(Code),
  gameType: z.optional(Code),
  gameCode: z.optional(Code),
  isGame: z.optional(Code),
  accountTypeName: z.optional(Code),
  device: z._default(z.enum(['desktop', 'mobile']), 'desktop'),
  language: z._default(z.enum(['vi', 'en']), 'vi'),
  /** Where the game's "back" button leads (same-site path or URL); passed on only when present. */
  backUrl: z.optional(z.string().check(z.maxLength(500))),
});
export type LaunchGameRequest = z.input<typeof LaunchGameRequestSchema>;

/**
 * What the browser does with a launch:
 *  - 'lottery': navigate to our lottery route `path` (LOTT/ELOTT games of the lottery vendors);
 *  - 'gameList': open the popup game list of vendor `vassalage` (isGame VASSALAGE);
 *  - 'open': show `url` (or the `html` document) in the /game iframe ('iframe') or a new window ('window').
 */
export const LaunchGameResultSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('lottery'), path: z.string() }),
  z.object({ action: z.literal('gameList'), vassalage: z.string() }),
  z.object({
    action: z.literal('open'),
    mode: z.enum(['iframe', 'window']),
    url: z.nullable(z.string()),
    html: z.nullable(z.string()),
    vassalage: z.string(),
    nodeId: z.string(),
  }),
]);
export type LaunchGameResult = z.infer<typeof LaunchGameResultSchema>;

export const BetStatuses = ['open', 'settled', 'cancelled'] as const;
export const BetStatusSchema = z.enum(BetStatuses);
export type BetStatus = z.infer<typeof BetStatusSchema>;

/** One round of one vendor as the member sees it (personalHistoryCopy). Amounts in minor units. */
export const BetRecordSchema = z.object({
  id: z.int(),
  vendor: z.string(),
  /** The game's category (gameType: RNG, LIVE, SPORTS, …). */
  category: z.string(),
  gameNodeId: z.nullable(z.string()),
  roundId: z.string(),
  /** Stakes still standing (rolled-back stakes are not counted). */
  stake: z.int(),
  win: z.int(),
  /** win − stake, from the member's side. */
  profit: z.int(),
  status: BetStatusSchema,
  currency: z.enum(['VND', 'PLAY']),
  createdAt: z.string(),
  settledAt: z.nullable(z.string()),
});
export type BetRecord = z.infer<typeof BetRecordSchema>;

export const BettingHistoryQuerySchema = z.object({
  category: z.optional(Code),
  vendor: z.optional(Code),
  /** Days in the operator's time zone, inclusive; default the last 7 days. */
  from: z.optional(Day),
  to: z.optional(Day),
  page: z._default(QueryInt(1, 100_000), 1),
  pageSize: z._default(QueryInt(1, 100), 20),
});
export type BettingHistoryQuery = z.input<typeof BettingHistoryQuerySchema>;

export const BettingHistorySchema = z.object({
  items: z.array(BetRecordSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  totalPages: z.int(),
  /** Sums over every bet matching the filters (all pages). */
  totals: z.object({ stake: z.int(), win: z.int(), profit: z.int() }),
});
export type BettingHistory = z.infer<typeof BettingHistorySchema>;

/** The generic seamless protocol's answer (docs/vendor-integration.md); adapters may map it to a vendor's words. */
export const SeamlessAnswerSchema = z.object({
  status: z.enum([
    'OK',
    'INSUFFICIENT_FUNDS',
    'INVALID_TOKEN',
    'BET_ROLLED_BACK',
    'PLAYER_NOT_FOUND',
    'INVALID_REQUEST',
    'ACCOUNT_BLOCKED',
  ]),
  balance: z.optional(z.int()),
  currency: z.optional(z.enum(['VND', 'PLAY'])),
  transactionId: z.optional(z.nullable(z.int())),
  replayed: z.optional(z.boolean()),
  player: z.optional(z.string()),
});

export const vendorContract = {
  launchGame: defineEndpoint({
    method: 'POST',
    path: '/wps/game/launchGame',
    auth: 'token',
    guarded: true,
    summary:
      'Launches a game: lottery route, popup game list (isGame VASSALAGE) or the vendor URL/HTML to open in ' +
      'the /game iframe or a new window. Trial accounts only for vendors allowing play money.',
    tags: ['games'],
    body: LaunchGameRequestSchema,
    response: LaunchGameResultSchema,
  }),
  bettingHistory: defineEndpoint({
    method: 'GET',
    path: '/wps/member/bets',
    auth: 'token',
    guarded: true,
    summary: "The caller's bets of every vendor, newest first (personalHistoryCopy): category, vendor, days; paged",
    tags: ['games'],
    query: BettingHistoryQuerySchema,
    response: BettingHistorySchema,
  }),
  seamlessCallback: defineEndpoint({
    method: 'POST',
    path: '/wps/vendors/:vendor/wallet/:call',
    params: z.object({ vendor: NameParam, call: NameParam }),
    auth: 'none',
    summary:
      "A seamless vendor's wallet call (authenticate, balance, debit, credit, rollback), HMAC-SHA256 signed over " +
      'the raw body. Idempotent by the vendor transaction id: a repeat answers the first answer and moves nothing.',
    tags: ['vendors'],
    body: z.unknown(),
    response: SeamlessAnswerSchema,
  }),
};
