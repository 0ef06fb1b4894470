import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { IdParams, NameParam } from './path-params.js';

/** Stable codes of VietQR bank-transfer deposits and the bank statement feed; the web translates each. */
export const VietQrErrorCodes = [
  /** The deposit is not a bank transfer to an account with a NAPAS BIN (no VietQR for it). */
  'deposit_not_vietqr',
  /** A bank transfer carries whole đồng: the amount has a fractional part. */
  'deposit_amount_not_whole',
  'bank_feed_unknown',
  'bank_feed_line_not_found',
  /** The statement line was already matched, assigned or dismissed. */
  'bank_feed_line_resolved',
] as const;

const Amount = z.int().check(z.positive(), z.maximum(1_000_000_000_000));
const QueryInt = (min: number, max: number) => z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max)));
const Note = z.string().check(z.trim(), z.minLength(1), z.maxLength(500));

/** What a member needs to pay a VietQR deposit from a banking app. */
export const VietQrDepositSchema = z.object({
  depositId: z.int(),
  status: z.string(),
  /** Minor units; the QR carries it in whole đồng. */
  amount: z.int(),
  /** What the balance receives for it: the amount less the operator's VietQR fee (minor units). */
  expectedCredit: z.int(),
  /** The code the transfer message must contain (the QR puts it there). */
  referenceCode: z.string(),
  bank: z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string(), bin: z.string() }),
  /** The EMVCo / NAPAS payload the QR encodes (CRC included). */
  payload: z.string(),
  /** The QR as an SVG data URL, drawn on this server. */
  qrImage: z.string(),
  /** The demo's sandbox bank can pay it (demo-pay); false outside the demo. */
  demoPay: z.boolean(),
});
export type VietQrDeposit = z.infer<typeof VietQrDepositSchema>;

export const BankFeedLineStatuses = ['matched', 'unmatched', 'assigned', 'dismissed'] as const;
export const BankFeedOutcomes = [
  'credited',
  'amount_mismatch',
  'limit_exceeded',
  'no_reference',
  'ambiguous',
  'deposit_finished',
  'duplicate',
] as const;

/** One incoming transfer a statement feed reported. */
export const BankFeedLineSchema = z.object({
  id: z.int(),
  feed: z.string(),
  bankTxnId: z.string(),
  accountNumber: z.nullable(z.string()),
  /** Minor units. */
  amount: z.int(),
  message: z.string(),
  bookedAt: z.string(),
  receivedAt: z.string(),
  status: z.enum(BankFeedLineStatuses),
  /** What matching did, or why the line waits for an operator. */
  outcome: z.string(),
  referenceCode: z.nullable(z.string()),
  depositId: z.nullable(z.int()),
  resolvedBy: z.nullable(z.string()),
  resolvedAt: z.nullable(z.string()),
  note: z.nullable(z.string()),
});
export type BankFeedLine = z.infer<typeof BankFeedLineSchema>;

export const depositsVietQrContract = {
  qr: defineEndpoint({
    method: 'GET',
    path: '/wps/deposits/:id/vietqr',
    params: IdParams,
    auth: 'token',
    guarded: true,
    summary:
      'A VietQR bank-transfer deposit of the caller: the receiving account, the reference for the transfer message, ' +
      'the NAPAS/EMVCo payload and its QR image (SVG data URL)',
    tags: ['deposits'],
    response: VietQrDepositSchema,
  }),
  demoPay: defineEndpoint({
    method: 'POST',
    path: '/wps/deposits/:id/vietqr/demo-pay',
    params: IdParams,
    auth: 'token',
    guarded: true,
    summary:
      "Demo only (sandbox on): the sandbox bank sends the caller's pending VietQR deposit as a signed statement line, " +
      'as a banking app would (the message mangled as banks do)',
    tags: ['deposits'],
    response: z.object({ outcome: z.enum(BankFeedOutcomes) }),
  }),
  feedPush: defineEndpoint({
    method: 'POST',
    path: '/wps/bank-feeds/:feed/lines',
    params: z.object({ feed: NameParam }),
    auth: 'none',
    summary:
      'A bank statement feed pushes incoming transfers: {"lines":[{"bankTxnId","amount" (whole đồng),"message",' +
      '"bookedAt","accountNumber"?}]}, signed with HMAC-SHA256 over the raw body (header x-payment-signature: ' +
      "t=<unix s>,v1=<hex of HMAC(secret, t + '.' + body)>). Idempotent by bankTxnId; a bad signature: 401, nothing kept.",
    tags: ['payments'],
    body: z.unknown(),
    response: z.object({
      received: z.int(),
      outcomes: z.array(z.object({ bankTxnId: z.string(), outcome: z.enum(BankFeedOutcomes) })),
    }),
  }),
};

export const bankFeedAdminContract = {
  lines: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/bank-feed/lines',
    auth: 'operator',
    summary: 'Statement lines, newest first; status=unmatched is the queue of transfers no deposit claimed',
    tags: ['operator'],
    query: z.object({
      status: z.optional(z.enum(BankFeedLineStatuses)),
      page: z._default(QueryInt(1, 100_000), 1),
      pageSize: z._default(QueryInt(1, 100), 20),
    }),
    response: z.object({ items: z.array(BankFeedLineSchema), total: z.int(), page: z.int(), pageSize: z.int() }),
  }),
  assign: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/bank-feed/lines/:id/assign',
    params: IdParams,
    auth: 'operator',
    summary:
      'Credit an unmatched line: to a pending, under-review, expired or cancelled bank-transfer deposit with what arrived, or to a member as a ' +
      "new bank-transfer deposit. Checked against the member's deposit limits; audited.",
    tags: ['operator'],
    body: z.object({
      depositId: z.optional(z.int().check(z.positive())),
      memberId: z.optional(z.int().check(z.positive())),
      note: z.optional(z.string().check(z.maxLength(500))),
    }),
    response: BankFeedLineSchema,
  }),
  dismiss: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/bank-feed/lines/:id/dismiss',
    params: IdParams,
    auth: 'operator',
    summary: 'Close an unmatched line without crediting anyone (e.g. returned to the sender); audited',
    tags: ['operator'],
    body: z.object({ note: Note }),
    response: BankFeedLineSchema,
  }),
  sandboxLine: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/bank-feed/sandbox-lines',
    auth: 'operator',
    summary:
      'Development and demo (sandbox on): the sandbox bank sends one statement line through the signed feed, ' +
      'as if a transfer had arrived (amount in minor units)',
    tags: ['operator'],
    body: z.object({
      amount: Amount,
      message: z.string().check(z.minLength(1), z.maxLength(500)),
      bankTxnId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
      accountNumber: z.optional(z.string().check(z.maxLength(40))),
    }),
    response: BankFeedLineSchema,
  }),
};
