import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { listQuery, pageOf } from './paging.js';
import { IdParams } from './path-params.js';
import { RoundLifecycleStateSchema, RoundSchema } from './rounds.contract.js';

/** Stable codes of the back office's games endpoints (translated in errors.json). */
export const BackofficeGamesErrorCodes = [
  /** No vendor has this code. */
  'catalogue_vendor_not_found',
  /** No game has this node id. */
  'catalogue_game_not_found',
  /** A game of a vendor under maintenance: launches wait until the operator ends it. */
  'vendor_maintenance',
] as const;

/** An image or logo address: https (or a site path starting with '/'), never javascript: or data:. */
const ImageUrl = z
  .string()
  .check(
    z.trim(),
    z.maxLength(500),
    z.regex(/^(https:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/, 'an https:// address or a path starting with /'),
  );
const Sort = z.int().check(z.minimum(-1_000_000), z.maximum(1_000_000));
const CodeParams = z.object({ code: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/)) });
const NodeParams = z.object({ nodeId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)) });

/** A vendor as the operator manages it (enabled or not). */
export const OperatorVendorSchema = z.object({
  code: z.string(),
  displayName: z.string(),
  gameTypes: z.array(z.string()),
  isHot: z.boolean(),
  sort: z.int(),
  logoUrl: z.string(),
  enabled: z.boolean(),
  /** Launches of its games are refused (vendor_maintenance) while true; the lobby still lists it. */
  maintenance: z.boolean(),
  /** Its games in the catalogue, enabled ones first figure. */
  games: z.int(),
  enabledGames: z.int(),
});
export type OperatorVendor = z.infer<typeof OperatorVendorSchema>;

export const OperatorGameSchema = z.object({
  nodeId: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  gameClassify: z.string(),
  gameCode: z.string(),
  names: z.record(z.string(), z.string()),
  /** Minor units. */
  minBet: z.int(),
  /** null: generated art with the game's name. */
  imageUrl: z.nullable(z.string()),
  isHot: z.boolean(),
  popularity: z.int(),
  sort: z.int(),
  enabled: z.boolean(),
});
export type OperatorGame = z.infer<typeof OperatorGameSchema>;
export const OperatorGameSorts = ['sort', 'nodeId', 'popularity', 'vendor'] as const;

/** One problem of an import file, on its line (the CLI's report). */
export const ImportProblemSchema = z.object({ line: z.int(), field: z.optional(z.string()), message: z.string() });
export const ImportReportSchema = z.union([
  z.object({
    ok: z.literal(true),
    vendors: z.object({ inserted: z.int(), updated: z.int() }),
    games: z.object({ inserted: z.int(), updated: z.int() }),
  }),
  z.object({ ok: z.literal(false), problems: z.array(ImportProblemSchema) }),
]);
export type ImportReport = z.infer<typeof ImportReportSchema>;

/** A round as the operator reviews it: the public round (seeds for verification) and its money. */
export const OperatorRoundSchema = z.extend(RoundSchema, {
  /** Accepted stakes (minor units) and the most it could pay. */
  staked: z.int(),
  maxPayout: z.int(),
  voidedBy: z.nullable(z.string()),
});
export type OperatorRound = z.infer<typeof OperatorRoundSchema>;
export const OperatorRoundSorts = ['id', 'drawsAt', 'staked'] as const;

export const backofficeGamesContract = {
  vendors: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/catalogue/vendors',
    auth: 'operator',
    summary: 'Every vendor of the catalogue, enabled or not, with maintenance and its game counts',
    tags: ['operator'],
    response: z.object({ items: z.array(OperatorVendorSchema) }),
  }),
  putVendor: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/catalogue/vendors/:code',
    params: CodeParams,
    auth: 'operator',
    summary:
      'Change a vendor: enabled, hot, order, logo, maintenance (fields left out keep their value). Takes effect on ' +
      "the site at once (the catalogue cache is told by NOTIFY); audited. 'catalogue_vendor_not_found'.",
    tags: ['operator'],
    body: z.object({
      enabled: z.optional(z.boolean()),
      isHot: z.optional(z.boolean()),
      sort: z.optional(Sort),
      logoUrl: z.optional(ImageUrl),
      maintenance: z.optional(z.boolean()),
    }),
    response: OperatorVendorSchema,
  }),
  games: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/catalogue/games',
    auth: 'operator',
    summary: 'Catalogue games, enabled or not: filter by vendor, category, name or node id, enabled (paged, sorted)',
    tags: ['operator'],
    query: z.object({
      vendor: z.optional(z.string().check(z.trim(), z.maxLength(32))),
      gameType: z.optional(z.string().check(z.trim(), z.maxLength(16))),
      q: z.optional(z.string().check(z.trim(), z.maxLength(64))),
      enabled: z.optional(z.enum(['1', '0'])),
      ...listQuery(OperatorGameSorts),
    }),
    response: pageOf(OperatorGameSchema),
  }),
  putGame: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/catalogue/games/:nodeId',
    params: NodeParams,
    auth: 'operator',
    summary:
      'Change a game: enabled, hot, order, image (null: generated art); fields left out keep their value. At once ' +
      "on the site; audited. 'catalogue_game_not_found'.",
    tags: ['operator'],
    body: z.object({
      enabled: z.optional(z.boolean()),
      isHot: z.optional(z.boolean()),
      sort: z.optional(Sort),
      imageUrl: z.optional(z.nullable(ImageUrl)),
    }),
    response: OperatorGameSchema,
  }),
  importCatalogue: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/catalogue/import',
    auth: 'operator',
    summary:
      'The catalogue import of `npm run catalogue:import`, from an upload or a paste: all or nothing. A file with ' +
      'problems writes nothing and answers ok:false with each problem on its line; a good one answers the counts ' +
      '(audited; the site sees it at once).',
    tags: ['operator'],
    body: z.object({
      format: z.enum(['json', 'csv']),
      // The request body is capped at 1 MiB by the server (app.ts): a larger file answers 413 payload_too_large.
      text: z.string().check(z.minLength(1), z.maxLength(1_000_000)),
    }),
    response: ImportReportSchema,
  }),
  rounds: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/rounds',
    auth: 'operator',
    summary: 'House rounds (newest first) with their commit-reveal data and stakes: filter by game and state (paged)',
    tags: ['operator'],
    query: z.object({
      game: z.optional(z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{0,63}$/))),
      state: z.optional(RoundLifecycleStateSchema),
      ...listQuery(OperatorRoundSorts),
    }),
    response: pageOf(OperatorRoundSchema),
  }),
  round: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/rounds/:id',
    params: IdParams,
    auth: 'operator',
    summary: "One round as the operator sees it (the server seed only once drawn or voided). 'round_not_found'.",
    tags: ['operator'],
    response: OperatorRoundSchema,
  }),
};
