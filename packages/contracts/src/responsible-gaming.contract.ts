import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { IdParams } from './path-params.js';

/** Stable codes of safer gambling (limits, reality check, time-out, self-exclusion); the web translates each. */
export const ResponsibleGamingErrorCodes = [
  /** A time-out runs: no deposit, bet, vendor transfer or promotion until `until`. */
  'rg_timed_out',
  /** A self-exclusion runs (`until` null: indefinite). */
  'rg_self_excluded',
  /** The stake would take the net loss of a period past the member's loss limit. */
  'rg_loss_limit_reached',
  /** The stake would take the amount wagered in a period past the member's wagering limit. */
  'rg_wager_limit_reached',
  /** The session has lasted as long as the member's session-time limit allows. */
  'rg_session_limit_reached',
  /** A limit that is negative, fractional, too large, or of an unknown kind or period (details: kind, period). */
  'rg_limit_invalid',
  /** A time-out or self-exclusion length that is not offered. */
  'rg_exclusion_invalid',
  /** The password given to confirm a time-out or self-exclusion is wrong. */
  'rg_password_wrong',
  /** A time-out or self-exclusion already runs (a player cannot shorten or replace it). */
  'rg_exclusion_running',
  /** Operator: only an indefinite self-exclusion can be lifted, through support, after its cooling period. */
  'rg_exclusion_not_liftable',
  /** A reality-check interval that is not offered. */
  'rg_reality_interval_invalid',
] as const;
export type ResponsibleGamingErrorCode = (typeof ResponsibleGamingErrorCodes)[number];

export const RgLimitKinds = ['deposit', 'loss', 'wager', 'session'] as const;
export type RgLimitKind = (typeof RgLimitKinds)[number];
/** Money limits run per calendar day / week (from Monday) / month of the operator's time zone. */
export const RgMoneyPeriods = ['daily', 'weekly', 'monthly'] as const;
export type RgMoneyPeriod = (typeof RgMoneyPeriods)[number];
/** The session-time limit (minutes) has the one period 'session'. */
export const RgPeriods = [...RgMoneyPeriods, 'session'] as const;

/** Time-out lengths (hours) and self-exclusion lengths offered. */
export const RgTimeoutHours = [24, 72, 168, 336, 504, 1008] as const;
export const RgSelfExclusionLengths = ['6m', '1y', '5y', 'indefinite'] as const;
export type RgSelfExclusionLength = (typeof RgSelfExclusionLengths)[number];
/** Reality-check intervals offered (seconds: 15, 30, 60, 120 minutes); null = off. */
export const RgRealityIntervals = [900, 1800, 3600, 7200] as const;

const PerPeriod = z.object({ daily: z.nullable(z.int()), weekly: z.nullable(z.int()), monthly: z.nullable(z.int()) });
const Used = z.object({ daily: z.int(), weekly: z.int(), monthly: z.int() });

export const RgPendingSchema = z.object({
  kind: z.enum(RgLimitKinds),
  period: z.enum(RgPeriods),
  /** The value it becomes (null: the limit is removed). */
  value: z.nullable(z.int()),
  effectiveAt: z.string(),
});

export const RgExclusionSchema = z.object({
  kind: z.enum(['timeout', 'self_exclusion']),
  startedAt: z.string(),
  /** null: indefinite. */
  until: z.nullable(z.string()),
  /** An indefinite exclusion lifted through support ends at this time (after the cooling period). */
  liftAt: z.nullable(z.string()),
});
export type RgExclusion = z.infer<typeof RgExclusionSchema>;

export const RgStateSchema = z.object({
  deposit: PerPeriod,
  loss: PerPeriod,
  wager: PerPeriod,
  /** Session-time limit in minutes (null: none). */
  sessionMinutes: z.nullable(z.int()),
  pending: z.array(RgPendingSchema),
  /** Net loss and amount wagered so far in each period (real money, every product together). */
  used: z.object({ loss: Used, wager: Used }),
  /** Hours an increase or removal waits before it applies (operator setting). */
  coolingHours: z.int(),
  /** Reality-check interval in seconds (null: off), and the intervals offered (seconds). */
  realityCheckSeconds: z.nullable(z.int()),
  realityOptions: z.array(z.int()),
  exclusion: z.nullable(RgExclusionSchema),
  /** The member has answered (set or skipped) the limits offer made at registration / first deposit. */
  offerAnswered: z.boolean(),
  /** The member has asked for a deposit before (the offer is made at the first one). */
  hasDeposited: z.boolean(),
});
export type RgState = z.infer<typeof RgStateSchema>;

export const RgHistoryItemSchema = z.object({
  at: z.string(),
  /** The audit action: rg.limits.set, deposit_limits.set, rg.exclusion.start, rg.exclusion.lift, rg.reality.set… */
  action: z.string(),
  actor: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type RgHistoryItem = z.infer<typeof RgHistoryItemSchema>;

/** The reality check's view of the current session. */
export const RgSessionSchema = z.object({
  now: z.string(),
  startedAt: z.nullable(z.string()),
  /** Milliseconds played this session (since login). */
  elapsedMs: z.int(),
  /** Wins minus stakes of the real-money bets placed this session. */
  net: z.int(),
  intervalSeconds: z.nullable(z.int()),
  /** When the next reminder is due (null: reality check off). */
  dueAt: z.nullable(z.string()),
  /** True when the reminder is due now. */
  due: z.boolean(),
  sessionMinutes: z.nullable(z.int()),
  /** The session-time limit is reached: the server ended the session. */
  sessionEnded: z.boolean(),
});
export type RgSession = z.infer<typeof RgSessionSchema>;

/** One change of a limit; validated by the server (rg_limit_invalid) so bad input gets one clear code. */
const LimitChange = z.object({ kind: z.string(), period: z.string(), value: z.nullable(z.number()) });

export const responsibleGamingContract = {
  state: defineEndpoint({
    method: 'GET',
    path: '/wps/rg/state',
    auth: 'token',
    summary: 'Safer gambling: limits in force, pending increases, use so far, reality check and any exclusion',
    tags: ['responsible-gaming'],
    response: RgStateSchema,
  }),
  setLimits: defineEndpoint({
    method: 'PUT',
    path: '/wps/rg/limits',
    auth: 'token',
    summary:
      'Change limits (deposit/loss/wager per daily|weekly|monthly, session in minutes; null removes): a decrease ' +
      'applies at once, an increase or removal after the cooling delay. All or nothing; audited.',
    tags: ['responsible-gaming'],
    body: z.object({ limits: z.array(LimitChange).check(z.minLength(1), z.maxLength(10)) }),
    response: RgStateSchema,
  }),
  skipOffer: defineEndpoint({
    method: 'POST',
    path: '/wps/rg/offer/skip',
    auth: 'token',
    summary: 'The member skips the limits offer made at registration / first deposit',
    tags: ['responsible-gaming'],
    response: RgStateSchema,
  }),
  setRealityCheck: defineEndpoint({
    method: 'PUT',
    path: '/wps/rg/reality-check',
    auth: 'token',
    summary: 'Choose the reality-check interval in seconds, one of realityOptions (null: off); audited',
    tags: ['responsible-gaming'],
    body: z.object({ seconds: z.nullable(z.number()) }),
    response: RgStateSchema,
  }),
  session: defineEndpoint({
    method: 'GET',
    path: '/wps/rg/session',
    auth: 'token',
    summary:
      'Time played this session and its net result, when the reality check is due; ends a session past its limit',
    tags: ['responsible-gaming'],
    response: RgSessionSchema,
  }),
  acknowledge: defineEndpoint({
    method: 'POST',
    path: '/wps/rg/reality-check/ack',
    auth: 'token',
    summary: '"Keep playing": the next reminder is one interval from now',
    tags: ['responsible-gaming'],
    response: RgSessionSchema,
  }),
  exclude: defineEndpoint({
    method: 'POST',
    path: '/wps/rg/exclusion',
    auth: 'token',
    summary:
      'Take a time-out (hours: 24 to 1008) or self-exclusion (6m, 1y, 5y, indefinite), confirmed with the login ' +
      'password; effective at once and not reversible by the player; audited',
    tags: ['responsible-gaming'],
    body: z.object({
      kind: z.string(),
      hours: z.optional(z.number()),
      length: z.optional(z.string()),
      password: z.string().check(z.maxLength(200)),
    }),
    response: RgStateSchema,
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/wps/rg/history',
    auth: 'token',
    summary: "The member's own changes of limits, reality check and exclusions, newest first",
    tags: ['responsible-gaming'],
    response: z.object({ items: z.array(RgHistoryItemSchema) }),
  }),
  operatorMember: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/rg/members/:id',
    auth: 'operator',
    params: IdParams,
    summary: "A member's safer-gambling state and the audited history of every change",
    tags: ['operator', 'responsible-gaming'],
    response: z.object({ state: RgStateSchema, history: z.array(RgHistoryItemSchema) }),
  }),
  operatorLift: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/rg/members/:id/lift',
    auth: 'operator',
    params: IdParams,
    summary:
      "Support lifts an indefinite self-exclusion at the member's request: it ends after the cooling period " +
      "(operator setting). Fixed-length ones are refused ('rg_exclusion_not_liftable'). Audited with the reason.",
    tags: ['operator', 'responsible-gaming'],
    body: z.object({ reason: z.string().check(z.trim(), z.minLength(3), z.maxLength(500)) }),
    response: z.object({ state: RgStateSchema, history: z.array(RgHistoryItemSchema) }),
  }),
};
