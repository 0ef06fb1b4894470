import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { IdParams } from './path-params.js';

/**
 * Results of the Vietnam lottery's draws (issue 14 §2). The real draw happens on TV, so a result reaches
 * the rounds core through one of three doors: an operator's entry approved by a second operator (four
 * eyes), the results feed (an HTTP JSON source polled near each draw), or, out of the box with no feed,
 * the demo generator (`source: 'demo'`: the web says plainly these are not real results). A feed that
 * disagrees with an entry stops the draw (flagged, alert raised). A published result never changes: a
 * wrong one is corrected by an audited void-and-redraw (stakes refunded through the core).
 * The fast lottery is drawn by the rounds core (provably fair) and never appears here.
 */

/** Error codes of the results endpoints (translated by the web in errors.json). */
export const LotteryResultErrorCodes = [
  /** The result is not of the draw's region (North 27 numbers, South/Central 18). */
  'lottery_result_bad_region',
  /** The result names a prize the layout has not (details.prize). */
  'lottery_result_unknown_prize',
  /** A prize has more or fewer numbers than the layout (details.prize): a short result is refused. */
  'lottery_result_wrong_count',
  /** A number is not exactly the prize's digits (details.prize). */
  'lottery_result_bad_number',
  /** No Vietnam lottery draw has this id (fast-lottery rounds are drawn by the core, not entered). */
  'lottery_draw_not_found',
  /** The draw's time has not come: a result cannot be entered before the draw. */
  'lottery_draw_not_due',
  /** The draw already has a published result, or it was voided: nothing more can be entered or approved. */
  'lottery_result_final',
  /** An entry already waits for approval: approve or reject it first. */
  'lottery_result_entry_pending',
  /** There is no entry waiting for approval. */
  'lottery_result_nothing_to_approve',
  /** Four eyes: the operator who entered a result cannot approve it. */
  'lottery_result_same_operator',
  /** The feed setting is invalid (an URL that is not http(s), a mapping without prize names). */
  'lottery_feed_bad_settings',
  /** No open alert has this id (or it is a disagreement, which its draw's decision closes). */
  'lottery_alert_not_open',
] as const;

const Regions = ['north', 'south'] as const;

/** A draw's result: each prize of the layout with its numbers as digit strings (leading zeros kept). */
export const DrawResultValueSchema = z.object({
  region: z.enum(Regions),
  prizes: z.record(z.string(), z.array(z.string())),
});
export type DrawResultValue = z.infer<typeof DrawResultValueSchema>;

export const ResultSources = ['operator', 'feed', 'demo'] as const;
export type ResultSource = (typeof ResultSources)[number];

export const DrawResultStatuses = [
  'awaiting',
  'pending_approval',
  'approved',
  'flagged',
  'published',
  'voided',
] as const;
export type DrawResultStatus = (typeof DrawResultStatuses)[number];

/** What an operator sees of one Vietnam draw's result. */
export const DrawResultViewSchema = z.object({
  /** The draw: its rounds id. */
  roundId: z.int(),
  game: z.string(),
  region: z.enum(Regions),
  /** The rounds core's state of the draw (open, closed, drawn, settled, voided). */
  roundState: z.string(),
  drawsAt: z.iso.datetime({ offset: true }),
  status: z.enum(DrawResultStatuses),
  entry: z.nullable(
    z.object({
      result: DrawResultValueSchema,
      enteredBy: z.string(),
      enteredAt: z.iso.datetime({ offset: true }),
      approvedBy: z.nullable(z.string()),
      approvedAt: z.nullable(z.iso.datetime({ offset: true })),
    }),
  ),
  feed: z.nullable(
    z.object({ result: DrawResultValueSchema, at: z.iso.datetime({ offset: true }), dismissed: z.boolean() }),
  ),
  published: z.nullable(
    z.object({
      result: DrawResultValueSchema,
      source: z.enum(ResultSources),
      /** The feed agreed with the approved entry. */
      feedConfirmed: z.boolean(),
      at: z.iso.datetime({ offset: true }),
    }),
  ),
  /** Set when the draw was corrected by void-and-redraw. */
  voided: z.nullable(
    z.object({
      reason: z.string(),
      by: z.string(),
      at: z.iso.datetime({ offset: true }),
      correctedResult: z.nullable(DrawResultValueSchema),
    }),
  ),
});
export type DrawResultView = z.infer<typeof DrawResultViewSchema>;

export const ResultAlertKinds = ['feed_disagrees', 'feed_invalid', 'feed_unreachable'] as const;

export const ResultAlertSchema = z.object({
  id: z.int(),
  roundId: z.nullable(z.int()),
  /** feed_disagrees: settlement stopped until an operator rejects the entry or dismisses the feed. */
  kind: z.enum(ResultAlertKinds),
  detail: z.record(z.string(), z.unknown()),
  raisedAt: z.iso.datetime({ offset: true }),
  resolvedAt: z.nullable(z.iso.datetime({ offset: true })),
  resolvedBy: z.nullable(z.string()),
});
export type ResultAlert = z.infer<typeof ResultAlertSchema>;

/**
 * How the feed is read. `standard`: the body is `{ results: [{ game, date?, prizes: { special: [...], … } }] }`
 * (or one such object). `mapping`: `resultsPath` (dot path to the list, '' = the body), `gamePath`,
 * `prizesPath`, `datePath`, `prizeNames` (our prize → the provider's key, e.g. special → 'DB'), `gameCodes` (our game
 * code → the provider's); a prize may be a list or a string of numbers split by spaces, commas or dashes.
 * The URL may hold `{date}` (the draw's local date, YYYY-MM-DD) and `{game}`.
 */
export const FeedMappingSchema = z.object({
  resultsPath: z.optional(z.string().check(z.maxLength(200))),
  gamePath: z.optional(z.string().check(z.maxLength(200))),
  prizesPath: z.optional(z.string().check(z.maxLength(200))),
  /** Where an item's draw date (YYYY-MM-DD) is; an item of another date is not this draw's. */
  datePath: z.optional(z.string().check(z.maxLength(200))),
  prizeNames: z.optional(z.record(z.string(), z.string().check(z.maxLength(100)))),
  gameCodes: z.optional(z.record(z.string(), z.string().check(z.maxLength(100)))),
});
export type FeedMapping = z.infer<typeof FeedMappingSchema>;

export const FeedSettingsSchema = z.object({
  enabled: z.boolean(),
  url: z.string().check(z.maxLength(2000)),
  format: z.enum(['standard', 'mapping']),
  mapping: FeedMappingSchema,
  /** A trusted feed's result is published alone; an untrusted one only confirms (or flags) approved entries. */
  trusted: z.boolean(),
  /** How long after a draw's time the feed is polled for it. */
  pollWindowMinutes: z.int().check(z.minimum(5), z.maximum(1440)),
  /** With the feed on, how long an approved entry waits for the feed to confirm it before it is published. */
  confirmWaitMinutes: z.int().check(z.minimum(0), z.maximum(1440)),
  timeoutMs: z.int().check(z.minimum(500), z.maximum(30000)),
  /** With the feed off, the demo generator fills each draw's result (source demo). */
  demoWhenOff: z.boolean(),
});
export type FeedSettings = z.infer<typeof FeedSettingsSchema>;

const Reason = z.object({ reason: z.string().check(z.trim(), z.minLength(3), z.maxLength(500)) });
const ListStatus = z.enum([...DrawResultStatuses, 'open']);

export const lotteryResultsContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/lottery/results',
    auth: 'operator',
    summary:
      "Vietnam lottery draws by result status; 'open' (default) = every draw past its time that has no " +
      'published result (awaiting, pending approval, approved waiting for the feed, flagged), oldest first.',
    tags: ['operator', 'lottery'],
    query: z.object({
      status: z._default(ListStatus, 'open'),
      limit: z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(500))), 100),
    }),
    response: z.object({ items: z.array(DrawResultViewSchema) }),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/lottery/results/:id',
    params: IdParams,
    auth: 'operator',
    summary: "One draw's result record. 'lottery_draw_not_found'.",
    tags: ['operator', 'lottery'],
    response: DrawResultViewSchema,
  }),
  enter: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/lottery/results/:id/entry',
    params: IdParams,
    auth: 'operator',
    summary:
      "Enter a draw's result (audited); a second operator must approve it. Validated against the draw's prize " +
      "layout: 'lottery_result_wrong_count' (e.g. fewer numbers), 'lottery_result_bad_number', " +
      "'lottery_result_unknown_prize', 'lottery_result_bad_region'; 'lottery_draw_not_due', " +
      "'lottery_result_entry_pending', 'lottery_result_final'.",
    tags: ['operator', 'lottery'],
    body: z.object({ result: z.object({ region: z.optional(z.string()), prizes: z.unknown() }) }),
    response: DrawResultViewSchema,
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/lottery/results/:id/approve',
    params: IdParams,
    auth: 'operator',
    summary:
      'Approve the pending entry (audited): published at once, or once the feed confirms it when the feed is on. ' +
      "'lottery_result_same_operator' (four eyes), 'lottery_result_nothing_to_approve', 'lottery_result_final'.",
    tags: ['operator', 'lottery'],
    body: z.object({}),
    response: DrawResultViewSchema,
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/lottery/results/:id/reject',
    params: IdParams,
    auth: 'operator',
    summary:
      'Reject the entry (pending or approved, not published), audited; a disagreement alert it caused is resolved.',
    tags: ['operator', 'lottery'],
    body: Reason,
    response: DrawResultViewSchema,
  }),
  dismissFeed: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/lottery/results/:id/dismiss-feed',
    params: IdParams,
    auth: 'operator',
    summary:
      "Set the feed's answer for this draw aside (it was wrong), audited; its disagreement alert is resolved (also " +
      'for a published draw the feed contradicts: the published result stands).',
    tags: ['operator', 'lottery'],
    body: Reason,
    response: DrawResultViewSchema,
  }),
  voidAndRedraw: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/lottery/results/:id/void',
    params: IdParams,
    auth: 'operator',
    summary:
      'Correct a wrong result: the draw is voided through the rounds core (every stake refunded) and the ' +
      'correct result, when given, is kept beside it for the results board. Audited.',
    tags: ['operator', 'lottery'],
    body: z.object({
      reason: z.string().check(z.trim(), z.minLength(3), z.maxLength(500)),
      correctedResult: z.optional(z.object({ region: z.optional(z.string()), prizes: z.unknown() })),
    }),
    response: DrawResultViewSchema,
  }),
  alerts: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/lottery/result-alerts',
    auth: 'operator',
    summary: 'Results alerts (feed disagreements, invalid or unreachable feed), open ones first, newest first.',
    tags: ['operator', 'lottery'],
    /** open=false: the resolved ones too. */
    query: z.object({ open: z.optional(z.enum(['true', 'false'])) }),
    response: z.object({ items: z.array(ResultAlertSchema) }),
  }),
  resolveAlert: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/lottery/result-alerts/:id/resolve',
    params: IdParams,
    auth: 'operator',
    summary:
      "Close an alert by hand (audited), e.g. a feed that stays unreachable. A draw's feed_disagrees alert is closed " +
      "by rejecting the entry, dismissing the feed or void-and-redraw instead: 'lottery_alert_not_open'.",
    tags: ['operator', 'lottery'],
    body: z.object({ note: z.string().check(z.trim(), z.minLength(3), z.maxLength(500)) }),
    response: ResultAlertSchema,
  }),
  feedSettings: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/lottery/results-feed',
    auth: 'operator',
    summary: 'The results feed setting.',
    tags: ['operator', 'lottery'],
    response: FeedSettingsSchema,
  }),
  putFeedSettings: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/lottery/results-feed',
    auth: 'operator',
    summary: "Change the results feed setting (audited). 'lottery_feed_bad_settings'.",
    tags: ['operator', 'lottery'],
    body: FeedSettingsSchema,
    response: FeedSettingsSchema,
  }),
  mode: defineEndpoint({
    method: 'GET',
    path: '/wps/lottery/results-mode',
    auth: 'none',
    summary:
      "Where this site's Vietnam results come from now: demo = true while no feed is on and the demo " +
      'generator fills the results (the page must say they are demo results).',
    tags: ['lottery'],
    response: z.object({ demo: z.boolean(), feed: z.boolean() }),
  }),
  source: defineEndpoint({
    method: 'GET',
    path: '/wps/lottery/draws/:id/result-source',
    params: IdParams,
    auth: 'none',
    summary:
      "How a draw's published result came: source operator (four eyes), feed, or demo (never a real draw); " +
      "null while unpublished. 'lottery_draw_not_found'.",
    tags: ['lottery'],
    response: z.object({
      roundId: z.int(),
      source: z.nullable(z.enum(ResultSources)),
      demo: z.boolean(),
      voided: z.boolean(),
      publishedAt: z.nullable(z.iso.datetime({ offset: true })),
    }),
  }),
};
