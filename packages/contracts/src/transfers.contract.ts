import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { IdParams } from './path-params.js';

/** Stable codes of member-to-member and main/vendor wallet transfers; the web translates each. */
export const TransferErrorCodes = [
  'need_true_account',
  'transfer_disabled',
  'transfer_amount_out_of_range',
  'transfer_no_upline',
  'transfer_not_agent',
  'transfer_not_downline',
  'vendor_unknown',
  'vendor_transfer_failed',
  'vendor_transfer_in_doubt',
  'vendor_transfer_not_found',
  'wallet_model_single',
  'insufficient_funds',
  'idempotency_conflict',
  'payment_password_not_set',
  'payment_password_wrong',
  'payment_password_locked',
] as const;
export type TransferErrorCode = (typeof TransferErrorCodes)[number];

const Amount = z.int().check(z.positive(), z.maximum(1_000_000_000_000));
const IdempotencyKey = z.string().check(z.minLength(8), z.maxLength(100));
const QueryInt = (min: number, max: number) => z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max)));

export const TransferDirections = ['to_upline', 'to_downline'] as const;

export const MemberTransferSchema = z.object({
  id: z.int(),
  direction: z.enum(TransferDirections),
  /** Account name of the other member. */
  counterparty: z.string(),
  /** Minor units; positive = received by the caller, negative = sent. */
  amount: z.int(),
  createdAt: z.string(),
});
export type MemberTransfer = z.infer<typeof MemberTransferSchema>;

/** The operator's rules for one direction (minor units). */
export const TransferRuleSchema = z.object({ enabled: z.boolean(), min: z.int(), max: z.int() });

export const UplineInfoSchema = z.object({
  /** The caller's upline agent (account name), or null. */
  upline: z.nullable(z.string()),
  isAgent: z.boolean(),
  /** The caller's direct downline (agents only), account names. */
  downline: z.array(z.object({ id: z.int(), account: z.string() })),
  toUpline: TransferRuleSchema,
  toDownline: TransferRuleSchema,
  available: z.int(),
  recent: z.array(MemberTransferSchema),
});
export type UplineInfo = z.infer<typeof UplineInfoSchema>;

export const VendorTransferStatuses = ['pending', 'unknown', 'succeeded', 'failed'] as const;
export const VendorTransferSchema = z.object({
  id: z.int(),
  vendor: z.string(),
  /** 'in': main wallet → vendor wallet; 'out': vendor wallet → main wallet. */
  direction: z.enum(['in', 'out']),
  amount: z.int(),
  reference: z.string(),
  /** 'unknown': the vendor did not answer in time; its status is checked, never retried blindly. */
  status: z.enum(VendorTransferStatuses),
  failure: z.nullable(z.string()),
  createdAt: z.string(),
  finishedAt: z.nullable(z.string()),
});
export type VendorTransfer = z.infer<typeof VendorTransferSchema>;

export const transfersContract = {
  uplineInfo: defineEndpoint({
    method: 'GET',
    path: '/wps/transfers/upline',
    auth: 'token',
    guarded: true,
    summary: "The caller's upline, downline (agents), the operator's rules and recent transfers",
    tags: ['transfers'],
    response: UplineInfoSchema,
  }),
  toUpline: defineEndpoint({
    method: 'POST',
    path: '/wps/transfers/upline',
    auth: 'token',
    guarded: true,
    summary: "Transfer from the caller's main wallet to its upline agent (payment password; audited)",
    tags: ['transfers'],
    body: z.object({
      amount: Amount,
      paymentPassword: z.string().check(z.maxLength(64)),
      idempotencyKey: IdempotencyKey,
    }),
    response: MemberTransferSchema,
  }),
  toDownline: defineEndpoint({
    method: 'POST',
    path: '/wps/transfers/downline',
    auth: 'token',
    guarded: true,
    summary: "An agent's transfer to a member of its own downline (payment password; audited)",
    tags: ['transfers'],
    body: z.object({
      memberId: z.int().check(z.positive()),
      amount: Amount,
      paymentPassword: z.string().check(z.maxLength(64)),
      idempotencyKey: IdempotencyKey,
    }),
    response: MemberTransferSchema,
  }),
  vendorTransfer: defineEndpoint({
    method: 'POST',
    path: '/wps/v2/wallets/transfer',
    auth: 'token',
    guarded: true,
    summary:
      'Move money between the main wallet and a vendor wallet. The main balance is held while the vendor ' +
      'call is in flight; a timeout is settled by a status check. idempotencyKey: a retry answers the first result.',
    tags: ['wallet'],
    body: z.object({
      vendor: z.string().check(z.trim(), z.minLength(2), z.maxLength(32)),
      direction: z.enum(['in', 'out']),
      amount: Amount,
      idempotencyKey: IdempotencyKey,
    }),
    response: VendorTransferSchema,
  }),
  vendorTransferStatus: defineEndpoint({
    method: 'GET',
    path: '/wps/v2/wallets/transfer/:id',
    params: IdParams,
    auth: 'token',
    guarded: true,
    summary: 'One vendor transfer of the caller; an unsettled one is checked with the vendor first',
    tags: ['wallet'],
    response: VendorTransferSchema,
  }),
  sweep: defineEndpoint({
    method: 'POST',
    path: '/wps/v2/wallets/sweep',
    auth: 'token',
    guarded: true,
    summary: 'Sweep all: move every vendor wallet balance back to the main wallet',
    tags: ['wallet'],
    response: z.object({ transfers: z.array(VendorTransferSchema) }),
  }),
  vendorTransfers: defineEndpoint({
    method: 'GET',
    path: '/wps/v2/wallets/transfers',
    auth: 'token',
    guarded: true,
    summary: "The caller's vendor transfers, newest first",
    tags: ['wallet'],
    query: z.object({ page: z._default(QueryInt(1, 100_000), 1), pageSize: z._default(QueryInt(1, 100), 20) }),
    response: z.object({ items: z.array(VendorTransferSchema), total: z.int(), page: z.int(), pageSize: z.int() }),
  }),
};
