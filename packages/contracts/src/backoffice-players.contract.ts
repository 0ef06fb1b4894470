import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { TransactionSchema } from './history.contract.js';
import { KYC_LEVELS } from './kyc.contract.js';
import { AdjustmentResultSchema } from './operator.contract.js';
import { listQuery, pageOf } from './paging.js';
import { IdParams } from './path-params.js';
import { RgHistoryItemSchema, RgStateSchema } from './responsible-gaming.contract.js';

/** Stable codes of the back office's players flows; the admin app translates each. */
export const BackofficePlayerErrorCodes = [
  'player_not_found',
  /** The search text does not fit the field it was asked for (e.g. letters for a phone, a one-letter prefix). */
  'player_search_invalid',
  /** The adjustment is above the four-eyes threshold: make a request that a second operator approves. */
  'adjustment_needs_approval',
  'adjustment_request_not_found',
  /** Already approved or rejected (a second approval moves nothing). */
  'adjustment_request_decided',
  /** The operator who asked for the adjustment cannot approve it. */
  'adjustment_same_operator',
  'vip_rank_unknown',
] as const;
export type BackofficePlayerErrorCode = (typeof BackofficePlayerErrorCodes)[number];

/** Which field a search text is matched against; 'any' picks the fields the text can be. */
export const PlayerSearchFields = ['any', 'account', 'phone', 'email', 'bank', 'ip', 'id'] as const;
export type PlayerSearchField = (typeof PlayerSearchFields)[number];

export const PlayerSortColumns = ['id', 'account', 'createdAt', 'lastLoginAt'] as const;

const Day = z.iso.date();
const QueryInt = (min: number, max: number) => z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max)));

/** The filters of the players list (and its CSV). */
export const PlayerFilter = {
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  field: z._default(z.enum(PlayerSearchFields), 'any'),
  status: z.optional(z.enum(['active', 'locked'])),
  vip: z.optional(QueryInt(0, 20)),
  label: z.optional(z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{0,63}$/))),
  /** Registered on or after / on or before these local days (operator's time zone). */
  registeredFrom: z.optional(Day),
  registeredTo: z.optional(Day),
};

export const PlayerRowSchema = z.object({
  id: z.int(),
  account: z.string(),
  nickname: z.string(),
  /** Spec §6 member type: 0 member, 1/2/41/42 agents, 4 trial. */
  type: z.int(),
  status: z.enum(['active', 'locked']),
  mobile: z.nullable(z.string()),
  email: z.nullable(z.string()),
  vipRank: z.int(),
  labels: z.array(z.string()),
  registerIp: z.nullable(z.string()),
  createdAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
});
export type PlayerRow = z.infer<typeof PlayerRowSchema>;

export const PlayerPageSchema = z.object({
  ...pageOf(PlayerRowSchema).shape,
  /** The count stopped at 10,000: there are at least `total` matches. */
  totalCapped: z.boolean(),
});

const Wallet = z.object({
  code: z.string(),
  kind: z.string(),
  vendor: z.nullable(z.string()),
  unit: z.string(),
  posted: z.int(),
  available: z.int(),
});

export const PlayerNoteSchema = z.object({ id: z.int(), body: z.string(), author: z.string(), createdAt: z.string() });
export type PlayerNote = z.infer<typeof PlayerNoteSchema>;

export const AdjustmentRequestSchema = z.object({
  id: z.int(),
  memberId: z.int(),
  account: z.string(),
  direction: z.enum(['credit', 'debit']),
  amount: z.int(),
  reason: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
  decisionReason: z.nullable(z.string()),
  transferId: z.nullable(z.int()),
});
export type AdjustmentRequest = z.infer<typeof AdjustmentRequestSchema>;

export const LinkedAccountSchema = z.object({
  memberId: z.int(),
  account: z.string(),
  status: z.enum(['active', 'locked']),
  /**
   * What the two share: a login or registration address, a bank account number, or a device (the web's device
   * id, as the server stores it: a hash, shown shortened).
   */
  via: z.enum(['ip', 'bank', 'device']),
  value: z.string(),
});

/** The player 360° page in one read. */
export const Player360Schema = z.object({
  profile: z.object({
    ...PlayerRowSchema.shape,
    payeeName: z.nullable(z.string()),
    birthday: z.nullable(z.string()),
    countryCode: z.string(),
    language: z.string(),
    registerMethod: z.nullable(z.string()),
    registerUrl: z.nullable(z.string()),
    upline: z.nullable(z.string()),
    passwordMustChange: z.boolean(),
  }),
  labels: z.array(z.object({ code: z.string(), name: z.object({ vi: z.string(), en: z.string() }) })),
  vip: z.object({ rank: z.int(), name: z.object({ vi: z.string(), en: z.string() }) }),
  kycLevel: z.enum(KYC_LEVELS),
  wallets: z.array(Wallet),
  turnover: z.object({ required: z.int(), bonusRequired: z.int() }),
  bonuses: z.array(
    z.object({
      id: z.int(),
      source: z.string(),
      title: z.record(z.string(), z.string()),
      amount: z.int(),
      status: z.string(),
      offeredAt: z.string(),
      claimedAt: z.nullable(z.string()),
    }),
  ),
  wagering: z.array(
    z.object({
      id: z.int(),
      bonus: z.int(),
      required: z.int(),
      done: z.int(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  transactions: z.array(TransactionSchema),
  bets: z.array(
    z.object({
      id: z.int(),
      vendor: z.string(),
      category: z.string(),
      roundId: z.string(),
      stake: z.int(),
      win: z.int(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  rg: z.object({ state: RgStateSchema, history: z.array(RgHistoryItemSchema) }),
  logins: z.array(
    z.object({
      at: z.string(),
      kind: z.string(),
      ip: z.nullable(z.string()),
      /** The browser's User-Agent (password sign-ins). */
      device: z.nullable(z.string()),
      /** The web's device id as stored (a hash of the x-device-id header); null when none or malformed was sent. */
      deviceId: z.nullable(z.string()),
    }),
  ),
  ips: z.array(z.object({ ip: z.string(), firstSeen: z.string(), lastSeen: z.string() })),
  bankAccounts: z.array(
    z.object({
      bankCode: z.string(),
      accountNumber: z.string(),
      payeeName: z.string(),
      createdAt: z.string(),
      removedAt: z.nullable(z.string()),
    }),
  ),
  linked: z.array(LinkedAccountSchema),
  notes: z.array(PlayerNoteSchema),
  adjustmentRequests: z.array(AdjustmentRequestSchema),
});
export type Player360 = z.infer<typeof Player360Schema>;

const Reason = z.string().check(z.trim(), z.minLength(3), z.maxLength(500));
const ReasonBody = z.object({ reason: Reason });

export const AdjustmentPolicySchema = z.object({
  /** Adjustments above this (minor units) need a second operator; null: never. */
  approvalThreshold: z.nullable(z.int().check(z.minimum(0), z.maximum(1_000_000_000_000))),
});
export type AdjustmentPolicy = z.infer<typeof AdjustmentPolicySchema>;

export const backofficePlayersContract = {
  search: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/players',
    auth: 'operator',
    summary:
      'Find players by account, phone, e-mail, bank account number, login or registration IP or id (a prefix of ' +
      'the value), filtered by status, VIP level, label and registration days; server-paged and sorted',
    tags: ['backoffice', 'players'],
    query: z.object({ ...listQuery(PlayerSortColumns), ...PlayerFilter }),
    response: PlayerPageSchema,
  }),
  csv: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/players.csv',
    auth: 'operator',
    summary: 'The filtered players list as CSV (text/csv, at most 100,000 rows)',
    tags: ['backoffice', 'players'],
    query: z.object({
      ...PlayerFilter,
      sort: z.optional(z.enum(PlayerSortColumns)),
      dir: z._default(z.enum(['asc', 'desc']), 'desc'),
    }),
    response: z.string(),
  }),
  player: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/players/:id',
    auth: 'operator',
    summary:
      "A player's 360° view: profile, wallets, recent transactions and bets, bonuses and wagering, safer-gambling " +
      'limits, logins, linked accounts, notes, labels, VIP and KYC levels',
    tags: ['backoffice', 'players'],
    params: IdParams,
    response: Player360Schema,
  }),
  lock: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/players/:id/lock',
    auth: 'operator',
    summary: 'Lock a player: it cannot sign in and every session ends (audited with the reason)',
    tags: ['backoffice', 'players'],
    params: IdParams,
    body: ReasonBody,
    response: z.object({ status: z.enum(['active', 'locked']), sessionsEnded: z.int() }),
  }),
  unlock: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/players/:id/unlock',
    auth: 'operator',
    summary: 'Unlock a player (audited with the reason)',
    tags: ['backoffice', 'players'],
    params: IdParams,
    body: ReasonBody,
    response: z.object({ status: z.enum(['active', 'locked']), sessionsEnded: z.int() }),
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/players/:id/password-reset',
    auth: 'operator',
    summary: 'Set a temporary password (shown once) that the player must change at its next sign-in; its sessions end',
    tags: ['backoffice', 'players'],
    params: IdParams,
    body: ReasonBody,
    response: z.object({ temporaryPassword: z.string() }),
  }),
  notes: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/players/:id/notes',
    auth: 'operator',
    summary: "Operators' notes on a player, newest first",
    tags: ['backoffice', 'players'],
    params: IdParams,
    response: z.object({ items: z.array(PlayerNoteSchema) }),
  }),
  addNote: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/players/:id/notes',
    auth: 'operator',
    summary: 'Add a note on a player (append-only, audited)',
    tags: ['backoffice', 'players'],
    params: IdParams,
    body: z.object({ body: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)) }),
    response: PlayerNoteSchema,
  }),
  adjust: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/players/:id/adjustments',
    auth: 'operator',
    summary:
      "Credit or debit the player's main wallet: at or below the four-eyes threshold it posts at once; above it, " +
      'a pending request is made that a different operator approves. idempotencyKey: a retry changes nothing.',
    tags: ['backoffice', 'players'],
    params: IdParams,
    body: z.object({
      direction: z.enum(['credit', 'debit']),
      amount: z.int().check(z.positive(), z.maximum(1_000_000_000_000)),
      reason: Reason,
      idempotencyKey: z.string().check(z.minLength(8), z.maxLength(100)),
    }),
    response: z.object({
      outcome: z.enum(['posted', 'pending']),
      result: z.nullable(AdjustmentResultSchema),
      request: z.nullable(AdjustmentRequestSchema),
    }),
  }),
  adjustmentRequests: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/adjustment-requests',
    auth: 'operator',
    summary: 'Adjustment requests waiting for (or decided by) a second operator, newest first',
    tags: ['backoffice', 'players'],
    query: z.object({
      ...listQuery(['id']),
      status: z.optional(z.enum(['pending', 'approved', 'rejected'])),
      memberId: z.optional(QueryInt(1, Number.MAX_SAFE_INTEGER)),
    }),
    response: pageOf(AdjustmentRequestSchema),
  }),
  approveAdjustment: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/adjustment-requests/:id/approve',
    auth: 'operator',
    summary:
      'Approve a pending adjustment (not its own requester): posts it through the ledger exactly once, however ' +
      'many approvals race',
    tags: ['backoffice', 'players'],
    params: IdParams,
    response: z.object({ request: AdjustmentRequestSchema, result: AdjustmentResultSchema }),
  }),
  rejectAdjustment: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/adjustment-requests/:id/reject',
    auth: 'operator',
    summary: 'Reject a pending adjustment with a reason; nothing moves',
    tags: ['backoffice', 'players'],
    params: IdParams,
    body: ReasonBody,
    response: AdjustmentRequestSchema,
  }),
  adjustmentPolicy: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/adjustment-policy',
    auth: 'operator',
    summary: 'The four-eyes threshold of manual adjustments',
    tags: ['backoffice', 'players'],
    response: AdjustmentPolicySchema,
  }),
  putAdjustmentPolicy: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/adjustment-policy',
    auth: 'operator',
    summary: 'Change the four-eyes threshold of manual adjustments (audited)',
    tags: ['backoffice', 'players'],
    body: AdjustmentPolicySchema,
    response: AdjustmentPolicySchema,
  }),
  setVip: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/players/:id/vip',
    auth: 'operator',
    summary:
      "Set a player's VIP level by hand (audited with the reason); the normal upgrades and period-end downgrades " +
      'carry on from it. No level-up bonus is offered for a manual change.',
    tags: ['backoffice', 'players', 'vip'],
    params: IdParams,
    body: z.object({ rank: z.int().check(z.minimum(0), z.maximum(20)), reason: Reason }),
    response: z.object({ rank: z.int() }),
  }),
};
