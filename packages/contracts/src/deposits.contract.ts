import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { IdParams, NameParam } from './path-params.js';

/** Stable codes of the deposit flows and deposit limits; the web translates each. */
export const DepositErrorCodes = [
  'deposit_method_unavailable',
  'deposit_amount_out_of_range',
  'deposit_limit_exceeded',
  'deposit_not_found',
  'deposit_not_pending',
  'deposit_already_finished',
  'deposit_reference_exhausted',
  'payment_gateway_unknown',
  'payment_signature_invalid',
  'payment_gateway_error',
  'deposit_limit_invalid',
  /** The member may cancel only a pending gateway deposit (a paid, finished or bank-transfer one: no). */
  'deposit_not_cancellable',
  /** The same idempotency key was sent with other fields (another method, amount, …). */
  'idempotency_conflict',
] as const;
export type DepositErrorCode = (typeof DepositErrorCodes)[number];

/** An amount in minor units (1/100 VND): a positive integer, never a float. */
const Amount = z.int().check(z.positive(), z.maximum(1_000_000_000_000));
/** A query-string number (page, id, …). */
const QueryInt = (min: number, max: number) => z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max)));
const Code = z.string().check(z.trim(), z.minLength(1), z.maxLength(32));
/**
 * One per deposit attempt, made by the client (a UUID): a repeat of the same attempt (double click,
 * retry after a lost answer) answers the first deposit; a new attempt sends a new key.
 */
export const DepositIdempotencyKey = z.string().check(z.minLength(8), z.maxLength(100));

export const DepositMethodKinds = ['bank_transfer', 'gateway'] as const;
export const DepositStatuses = [
  'pending',
  'review',
  'succeeded',
  'failed',
  'rejected',
  'expired',
  'cancelled',
] as const;
export const DepositStatusSchema = z.enum(DepositStatuses);
export type DepositStatus = z.infer<typeof DepositStatusSchema>;

/** The operator's receiving bank account, shown for bank transfers. */
export const ReceivingBankSchema = z.object({
  bankName: z.string().check(z.minLength(1), z.maxLength(100)),
  accountName: z.string().check(z.minLength(1), z.maxLength(100)),
  accountNumber: z.string().check(z.minLength(1), z.maxLength(40)),
  branch: z._default(z.string().check(z.maxLength(100)), ''),
  /** The bank's 6-digit NAPAS BIN: when set, the member also gets a VietQR code for the transfer. */
  bin: z.optional(z.string().check(z.regex(/^\d{6}$/))),
});
export type ReceivingBank = z.infer<typeof ReceivingBankSchema>;

export const DepositMethodSchema = z.object({
  code: z.string(),
  kind: z.enum(DepositMethodKinds),
  /** Display name in the caller's language (vi or en). */
  name: z.string(),
  /** Amounts in minor units. */
  min: z.int(),
  max: z.int(),
  /** Bank transfer only: where to send the money. */
  bank: z.nullable(ReceivingBankSchema),
  /** Gateway methods: the adapter ('momo', 'zalopay', 'phone_card', …), which tells the form to show. */
  gateway: z.optional(z.nullable(z.string())),
});
export type DepositMethod = z.infer<typeof DepositMethodSchema>;

/** One deposit request as the member sees it. */
export const DepositSchema = z.object({
  id: z.int(),
  methodCode: z.string(),
  kind: z.enum(DepositMethodKinds),
  /** Requested amount (minor units). */
  amount: z.int(),
  /** Amount actually credited (0 until it succeeds). */
  credited: z.int(),
  status: DepositStatusSchema,
  /** Bank transfer: the code the member writes in the transfer memo. */
  referenceCode: z.nullable(z.string()),
  bank: z.nullable(ReceivingBankSchema),
  rejectReason: z.nullable(z.string()),
  createdAt: z.string(),
  finishedAt: z.nullable(z.string()),
  /** A pending gateway deposit: its payment page, to resume paying (null otherwise). */
  paymentUrl: z.nullable(z.string()),
  /** The member may cancel it now (pending, and of a method that can be taken back). */
  cancellable: z.boolean(),
});
export type Deposit = z.infer<typeof DepositSchema>;

export const DepositPageSchema = z.object({
  items: z.array(DepositSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});

const PagingQuery = {
  page: z._default(QueryInt(1, 100_000), 1),
  pageSize: z._default(QueryInt(1, 100), 20),
};

/** A limit per period in minor units; null = no limit. */
const LimitValue = z.nullable(Amount);
export const DepositLimitPeriods = ['daily', 'weekly', 'monthly'] as const;
export type DepositLimitPeriod = (typeof DepositLimitPeriods)[number];

export const DepositLimitsSchema = z.object({
  /** Limits in force now (null = none). */
  daily: z.nullable(z.int()),
  weekly: z.nullable(z.int()),
  monthly: z.nullable(z.int()),
  /** Increases waiting out the 24-hour cooling delay, each with the time it applies. */
  pending: z.array(
    z.object({ period: z.enum(DepositLimitPeriods), value: z.nullable(z.int()), effectiveAt: z.string() }),
  ),
  /** Credited in the current day / week / month of the operator's time zone (succeeded deposits only). */
  used: z.object({ daily: z.int(), weekly: z.int(), monthly: z.int() }),
  /**
   * Requested in the period and still open (pending or under review): not deposited, but held against
   * the limit when a new deposit is requested, so many open requests cannot pass it together.
   */
  inFlight: z.object({ daily: z.int(), weekly: z.int(), monthly: z.int() }),
});
export type DepositLimits = z.infer<typeof DepositLimitsSchema>;

export const depositsContract = {
  methods: defineEndpoint({
    method: 'GET',
    path: '/wps/deposits/methods',
    auth: 'token',
    guarded: true,
    summary: 'Deposit methods the operator has enabled (min/max in minor units; bank details for transfers)',
    tags: ['deposits'],
    query: z.object({ language: z._default(z.enum(['vi', 'en']), 'vi') }),
    response: z.object({ methods: z.array(DepositMethodSchema) }),
  }),
  bankTransfer: defineEndpoint({
    method: 'POST',
    path: '/wps/deposits/bank-transfer',
    auth: 'token',
    guarded: true,
    summary:
      'Request a bank-transfer deposit: answers the reference code to write in the transfer memo. ' +
      "idempotencyKey: a repeat answers the first deposit; the same key with other fields: 409 'idempotency_conflict'.",
    tags: ['deposits'],
    body: z.object({ methodCode: Code, amount: Amount, idempotencyKey: DepositIdempotencyKey }),
    response: DepositSchema,
  }),
  gateway: defineEndpoint({
    method: 'POST',
    path: '/wps/deposits/gateway',
    auth: 'token',
    guarded: true,
    summary:
      'Start a payment-gateway deposit: answers the URL of the payment page to send the member to. ' +
      "idempotencyKey: a repeat answers the first deposit; the same key with other fields: 409 'idempotency_conflict'.",
    tags: ['deposits'],
    body: z.object({
      methodCode: Code,
      amount: Amount,
      language: z._default(z.enum(['vi', 'en']), 'vi'),
      idempotencyKey: DepositIdempotencyKey,
    }),
    response: z.object({ deposit: DepositSchema, redirectUrl: z.string() }),
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/wps/deposits',
    auth: 'token',
    guarded: true,
    summary: "The caller's deposit requests, newest first (paged)",
    tags: ['deposits'],
    query: z.object({ status: z.optional(DepositStatusSchema), ...PagingQuery }),
    response: DepositPageSchema,
  }),
  one: defineEndpoint({
    method: 'GET',
    path: '/wps/deposits/:id',
    params: IdParams,
    auth: 'token',
    guarded: true,
    summary: 'One deposit request of the caller (e.g. after returning from the payment page)',
    tags: ['deposits'],
    response: DepositSchema,
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/wps/deposits/:id/cancel',
    params: IdParams,
    auth: 'token',
    guarded: true,
    summary:
      "Cancel one of the caller's pending gateway deposits (it then never counts against the limits). A paid one " +
      "cannot be cancelled (409 'deposit_not_cancellable'); a payment the gateway reports after the cancel is still credited.",
    tags: ['deposits'],
    response: DepositSchema,
  }),
  limits: defineEndpoint({
    method: 'GET',
    path: '/wps/deposits/limits',
    auth: 'token',
    summary: 'Responsible-gambling deposit limits of the caller, pending increases and what is used',
    tags: ['deposits'],
    response: DepositLimitsSchema,
  }),
  setLimits: defineEndpoint({
    method: 'PUT',
    path: '/wps/deposits/limits',
    auth: 'token',
    summary: 'Set deposit limits (null = none): a decrease applies at once, an increase after 24 hours',
    tags: ['deposits'],
    body: z.object({ daily: LimitValue, weekly: LimitValue, monthly: LimitValue }),
    response: DepositLimitsSchema,
  }),
  callback: defineEndpoint({
    method: 'POST',
    path: '/wps/payments/:gateway/callback',
    params: z.object({ gateway: NameParam }),
    auth: 'none',
    summary:
      "A payment gateway's signed asynchronous notification (HMAC-SHA256 over the raw body). Idempotent: " +
      'a repeated, out-of-order or late notification changes nothing and still answers 200; a bad signature 401.',
    tags: ['payments'],
    body: z.unknown(),
    response: z.object({
      received: z.boolean(),
      outcome: z.enum(['credited', 'failed', 'review', 'ignored', 'late']),
    }),
  }),
};

/** Columns the operator's deposit list sorts by. */
export const OperatorDepositSorts = ['createdAt', 'amount', 'id'] as const;

/** A deposit as the operator sees it. */
export const OperatorDepositSchema = z.extend(DepositSchema, {
  memberId: z.int(),
  account: z.string(),
  gateway: z.nullable(z.string()),
  gatewayPaymentId: z.nullable(z.string()),
  /** Why the deposit needs a look: 'amount_mismatch', 'limit_exceeded', 'late_payment'. */
  flag: z.nullable(z.string()),
  /** Amount the gateway reported paid (minor units), when it reported one. */
  paidAmount: z.nullable(z.int()),
  confirmedBy: z.nullable(z.string()),
});
export type OperatorDeposit = z.infer<typeof OperatorDepositSchema>;

export const DepositMethodConfigSchema = z.object({
  kind: z.enum(DepositMethodKinds),
  /** Gateway code for kind 'gateway' (e.g. 'sandbox'). */
  gateway: z._default(z.nullable(z.string().check(z.maxLength(32))), null),
  enabled: z.boolean(),
  min: Amount,
  max: Amount,
  names: z.object({
    vi: z.string().check(z.minLength(1), z.maxLength(60)),
    en: z.string().check(z.minLength(1), z.maxLength(60)),
  }),
  bank: z._default(z.nullable(ReceivingBankSchema), null),
  sort: z._default(z.int(), 0),
});
export type DepositMethodConfig = z.infer<typeof DepositMethodConfigSchema>;

/** The deposit queue's filters and order (its list and its CSV). */
const OperatorDepositFilter = {
  status: z.optional(DepositStatusSchema),
  memberId: z.optional(QueryInt(1, Number.MAX_SAFE_INTEGER)),
  account: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  flagged: z.optional(z.enum(['1'])),
  from: z.optional(z.iso.datetime({ offset: true })),
  to: z.optional(z.iso.datetime({ offset: true })),
  /** Newest first unless a sort is given. */
  sort: z.optional(z.enum(OperatorDepositSorts)),
  dir: z.optional(z.enum(['asc', 'desc'])),
};

export const depositsAdminContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/deposits',
    auth: 'operator',
    summary: 'Deposits, newest first: filter by status, member, flag, date range (paged)',
    tags: ['operator'],
    query: z.object({
      ...OperatorDepositFilter,
      page: z._default(QueryInt(1, 100_000), 1),
      pageSize: z._default(QueryInt(1, 200), 20),
    }),
    response: z.object({
      items: z.array(OperatorDepositSchema),
      total: z.int(),
      page: z.int(),
      pageSize: z.int(),
    }),
  }),
  csv: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/deposits.csv',
    auth: 'operator',
    summary: 'The filtered deposits as CSV (text/csv, in the list order, at most 100,000 rows; amounts as 18000.50)',
    tags: ['operator'],
    query: z.object(OperatorDepositFilter),
    response: z.string(),
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/deposits/:id/confirm',
    params: IdParams,
    auth: 'operator',
    summary:
      'Confirm a pending bank transfer (or a deposit under review): credits the member once. ' +
      'amount: what was actually received, when it differs from the request. Checked against the member deposit ' +
      "limits now: a limit reached since the request refuses with 'deposit_limit_exceeded' and the deposit stays " +
      'as it was (confirm it in a later period, or reject it and return the money outside the site). A gateway ' +
      "success over a limit is not credited either: the deposit goes to 'review' flagged limit_exceeded.",
    tags: ['operator'],
    body: z.object({ amount: z.optional(Amount), note: z.optional(z.string().check(z.maxLength(500))) }),
    response: OperatorDepositSchema,
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/deposits/:id/reject',
    params: IdParams,
    auth: 'operator',
    summary: 'Reject a pending deposit (or one under review) with a reason shown to the member',
    tags: ['operator'],
    body: z.object({ reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)) }),
    response: OperatorDepositSchema,
  }),
  methods: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/deposit-methods',
    auth: 'operator',
    summary: 'Every deposit method, enabled or not',
    tags: ['operator'],
    response: z.object({ methods: z.array(z.extend(DepositMethodConfigSchema, { code: z.string() })) }),
  }),
  putMethod: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/deposit-methods/:code',
    params: z.object({ code: NameParam }),
    auth: 'operator',
    summary: 'Create or change a deposit method',
    tags: ['operator'],
    body: DepositMethodConfigSchema,
    response: z.extend(DepositMethodConfigSchema, { code: z.string() }),
  }),
};
