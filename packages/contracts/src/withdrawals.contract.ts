import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { IdParams } from './path-params.js';
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_IMAGE_BYTES, UPLOAD_MAX_IMAGES } from './uploads.js';

/** Stable codes of bank accounts, payment password and withdrawals; the web translates each. */
export const WithdrawalErrorCodes = [
  'need_true_account',
  'bank_unknown',
  'bank_account_invalid',
  'bank_account_duplicate',
  'bank_account_limit',
  'bank_account_not_found',
  'payee_name_invalid',
  'payee_name_mismatch',
  'payment_password_not_set',
  'payment_password_already_set',
  'payment_password_wrong',
  'payment_password_locked',
  'payment_password_invalid',
  'withdrawal_disabled',
  'withdrawal_amount_out_of_range',
  'withdrawal_pending_limit',
  'withdrawal_daily_count_limit',
  'withdrawal_daily_amount_limit',
  'withdrawal_turnover_required',
  'withdrawal_not_found',
  'withdrawal_not_pending',
  'withdrawal_not_confirmable',
  'withdrawal_confirmation_closed',
  'withdrawal_not_disputed',
  'withdrawal_proof_required',
  'insufficient_funds',
  'idempotency_conflict',
] as const;
export type WithdrawalErrorCode = (typeof WithdrawalErrorCodes)[number];

/** Proof images of a "not received" report (spec §5/§9): png or jpg, at most 3, 5 MB each. */
export const WITHDRAWAL_PROOF_TYPES = UPLOAD_IMAGE_TYPES;
export const WITHDRAWAL_PROOF_MAX_IMAGES = UPLOAD_MAX_IMAGES;
export const WITHDRAWAL_PROOF_MAX_BYTES = UPLOAD_MAX_IMAGE_BYTES;

/** Payment password: 6 digits (the registration form's paymentPassword rule). */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;

/** An amount in minor units (1/100 VND): a positive integer, never a float. */
const Amount = z.int().check(z.positive(), z.maximum(1_000_000_000_000));
const QueryInt = (min: number, max: number) => z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max)));
const IdempotencyKey = z.string().check(z.minLength(8), z.maxLength(100));
const PaymentPassword = z.string().check(z.minLength(1), z.maxLength(64));

export const BankSchema = z.object({ code: z.string(), name: z.string() });
export type Bank = z.infer<typeof BankSchema>;

export const BankAccountSchema = z.object({
  id: z.int(),
  bankCode: z.string(),
  bankName: z.string(),
  /** Masked except the last 4 digits. */
  accountNumber: z.string(),
  payeeName: z.string(),
  createdAt: z.string(),
});
export type BankAccount = z.infer<typeof BankAccountSchema>;

export const BankAccountsSchema = z.object({
  accounts: z.array(BankAccountSchema),
  /** At most this many accounts may be bound. */
  max: z.int(),
  /** The payee name every account must carry (the member's real name without diacritics), when known. */
  payeeName: z.nullable(z.string()),
  banks: z.array(BankSchema),
});
export type BankAccounts = z.infer<typeof BankAccountsSchema>;

export const PaymentPasswordStatusSchema = z.object({ set: z.boolean(), lockedUntil: z.nullable(z.string()) });

export const WithdrawalStatuses = [
  'holding',
  'pending',
  'rejected',
  'approved',
  'received',
  'not_received',
  'refunded',
  'failed',
] as const;
export const WithdrawalStatusSchema = z.enum(WithdrawalStatuses);
export type WithdrawalStatus = z.infer<typeof WithdrawalStatusSchema>;

export const WithdrawalSchema = z.object({
  id: z.int(),
  amount: z.int(),
  status: WithdrawalStatusSchema,
  bankCode: z.string(),
  accountNumber: z.string(),
  payeeName: z.string(),
  /** Shown to the member when the operator rejected the request. */
  rejectReason: z.nullable(z.string()),
  /** 'member', 'auto' (unconfirmed past the deadline: counts as received, not refunded) or 'operator'. */
  confirmedBy: z.nullable(z.enum(['member', 'auto', 'operator'])),
  /** Approved and awaiting the member's confirmation until this time; after it counts as received. */
  confirmBy: z.nullable(z.string()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
  confirmedAt: z.nullable(z.string()),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

export const WithdrawalInfoSchema = z.object({
  /** Spendable main wallet (minor units). */
  available: z.int(),
  min: z.int(),
  max: z.int(),
  maxPending: z.int(),
  pendingCount: z.int(),
  /** Turnover still required before a withdrawal (minor units); 0 = none. */
  turnoverRequired: z.int(),
  /** Weighted bonus wagering still required (minor units; details per bonus: GET /wps/member/wagering). */
  bonusWageringRequired: z.int(),
  paymentPasswordSet: z.boolean(),
  bankAccounts: z.array(BankAccountSchema),
  autoReceiptMinutes: z.int(),
  /** Approved withdrawals waiting for the member's confirmation. */
  awaitingConfirmation: z.int(),
  /**
   * Today's (site local day) use of the member's VIP level daily withdrawal limits; remaining* null = no limit
   * (the level's figure is 0). Default null for answers of servers before it.
   */
  dailyLimit: z._default(
    z.nullable(
      z.object({
        usedCount: z.int(),
        usedAmount: z.int(),
        maxCount: z.int(),
        maxAmount: z.int(),
        remainingCount: z.nullable(z.int()),
        remainingAmount: z.nullable(z.int()),
      }),
    ),
    null,
  ),
});
export type WithdrawalInfo = z.infer<typeof WithdrawalInfoSchema>;

const page = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), total: z.int(), page: z.int(), pageSize: z.int() });
const PagingQuery = {
  page: z._default(QueryInt(1, 100_000), 1),
  pageSize: z._default(QueryInt(1, 100), 20),
};

/** Columns the operator's withdrawal list sorts by. */
export const OperatorWithdrawalSorts = ['createdAt', 'amount', 'decidedAt', 'id'] as const;

export const OperatorWithdrawalSchema = z.extend(WithdrawalSchema, {
  memberId: z.int(),
  account: z.string(),
  decidedBy: z.nullable(z.string()),
  disputeNote: z.nullable(z.string()),
  proofCount: z.int(),
});
export type OperatorWithdrawal = z.infer<typeof OperatorWithdrawalSchema>;

/** The withdrawal queue's filters and order (its list and its CSV). */
const OperatorWithdrawalFilter = {
  status: z.optional(WithdrawalStatusSchema),
  memberId: z.optional(QueryInt(1, Number.MAX_SAFE_INTEGER)),
  account: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  from: z.optional(z.iso.datetime({ offset: true })),
  to: z.optional(z.iso.datetime({ offset: true })),
  sort: z.optional(z.enum(OperatorWithdrawalSorts)),
  dir: z.optional(z.enum(['asc', 'desc'])),
};

export const withdrawalsContract = {
  banks: defineEndpoint({
    method: 'GET',
    path: '/wps/member/bank-accounts',
    auth: 'token',
    guarded: true,
    summary: "The caller's bound bank accounts, the bank list and the payee name rule",
    tags: ['withdrawals'],
    response: BankAccountsSchema,
  }),
  bindBank: defineEndpoint({
    method: 'POST',
    path: '/wps/member/bank-accounts',
    auth: 'token',
    guarded: true,
    summary: 'Bind a bank account (payee name: the real name without diacritics, with spaces)',
    tags: ['withdrawals'],
    body: z.object({
      bankCode: z.string().check(z.trim(), z.minLength(2), z.maxLength(16)),
      accountNumber: z.string().check(z.trim(), z.minLength(6), z.maxLength(20)),
      payeeName: z.string().check(z.trim(), z.minLength(2), z.maxLength(50)),
    }),
    response: BankAccountSchema,
  }),
  unbindBank: defineEndpoint({
    method: 'DELETE',
    path: '/wps/member/bank-accounts/:id',
    params: IdParams,
    auth: 'token',
    guarded: true,
    summary: 'Unbind a bank account (needs the payment password when one is set)',
    tags: ['withdrawals'],
    body: z.object({ paymentPassword: z.optional(PaymentPassword) }),
    response: z.object({ ok: z.boolean() }),
  }),
  paymentPassword: defineEndpoint({
    method: 'GET',
    path: '/wps/member/payment-password',
    auth: 'token',
    summary: 'Whether the caller has a payment password',
    tags: ['withdrawals'],
    response: PaymentPasswordStatusSchema,
  }),
  setPaymentPassword: defineEndpoint({
    method: 'POST',
    path: '/wps/member/payment-password',
    auth: 'token',
    summary: 'Set the payment password (6 digits); changing it needs the old one',
    tags: ['withdrawals'],
    body: z.object({
      oldPassword: z.optional(PaymentPassword),
      newPassword: z.string().check(z.maxLength(64)),
      confirmPassword: z.string().check(z.maxLength(64)),
    }),
    response: PaymentPasswordStatusSchema,
  }),
  info: defineEndpoint({
    method: 'GET',
    path: '/wps/withdrawals/info',
    auth: 'token',
    guarded: true,
    summary: 'What the withdraw page shows: limits, available, turnover still required, bound accounts',
    tags: ['withdrawals'],
    response: WithdrawalInfoSchema,
  }),
  request: defineEndpoint({
    method: 'POST',
    path: '/wps/withdrawals',
    auth: 'token',
    guarded: true,
    summary: 'Request a withdrawal: the amount is held until the operator approves or rejects it',
    tags: ['withdrawals'],
    body: z.object({
      bankAccountId: z.int().check(z.positive()),
      amount: Amount,
      paymentPassword: PaymentPassword,
      idempotencyKey: IdempotencyKey,
    }),
    response: WithdrawalSchema,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/wps/withdrawals',
    auth: 'token',
    guarded: true,
    summary: "The caller's withdrawals, newest first (paged)",
    tags: ['withdrawals'],
    query: z.object({ status: z.optional(WithdrawalStatusSchema), ...PagingQuery }),
    response: page(WithdrawalSchema),
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/wps/withdrawals/:id/received',
    params: IdParams,
    auth: 'token',
    guarded: true,
    summary: 'Confirm an approved withdrawal arrived',
    tags: ['withdrawals'],
    response: WithdrawalSchema,
  }),
  confirmAll: defineEndpoint({
    method: 'POST',
    path: '/wps/withdrawals/received',
    auth: 'token',
    guarded: true,
    summary: 'All received: confirm every approved withdrawal awaiting confirmation',
    tags: ['withdrawals'],
    response: z.object({ confirmed: z.int() }),
  }),
  notReceived: defineEndpoint({
    method: 'POST',
    path: '/wps/withdrawals/:id/not-received',
    params: IdParams,
    auth: 'token',
    guarded: true,
    multipart: true,
    summary:
      'Report an approved withdrawal as not received: multipart form with "note" and 1–3 proof images ' +
      '("images", png/jpg by content, 5 MB each)',
    tags: ['withdrawals'],
    response: WithdrawalSchema,
  }),
  // Operator side.
  operatorList: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/withdrawals',
    auth: 'operator',
    summary:
      'Withdrawals for review: filter by status, member, account, date range (created); oldest first unless ' +
      'sort (createdAt, amount, decidedAt, id) and dir are given (paged, up to 200 a page)',
    tags: ['operator'],
    query: z.object({
      ...OperatorWithdrawalFilter,
      page: z._default(QueryInt(1, 100_000), 1),
      pageSize: z._default(QueryInt(1, 200), 20),
    }),
    response: page(OperatorWithdrawalSchema),
  }),
  operatorCsv: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/withdrawals.csv',
    auth: 'operator',
    summary: 'The filtered withdrawals as CSV (text/csv, in the list order, at most 100,000 rows; amounts as 18000.50)',
    tags: ['operator'],
    query: z.object(OperatorWithdrawalFilter),
    response: z.string(),
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/withdrawals/:id/approve',
    params: IdParams,
    auth: 'operator',
    summary: 'Approve a pending withdrawal: the held amount is paid out (audited)',
    tags: ['operator'],
    response: OperatorWithdrawalSchema,
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/withdrawals/:id/reject',
    params: IdParams,
    auth: 'operator',
    summary: 'Reject a pending withdrawal with a reason shown to the member: the hold is released (audited)',
    tags: ['operator'],
    body: z.object({ reason: z.string().check(z.trim(), z.minLength(3), z.maxLength(500)) }),
    response: OperatorWithdrawalSchema,
  }),
  resolveDispute: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/withdrawals/:id/dispute',
    params: IdParams,
    auth: 'operator',
    summary: "Close a 'not received' report: 'paid' (it was received) or 'refund' (returned to the member)",
    tags: ['operator'],
    body: z.object({
      outcome: z.enum(['paid', 'refund']),
      note: z.string().check(z.trim(), z.minLength(3), z.maxLength(500)),
    }),
    response: OperatorWithdrawalSchema,
  }),
};
