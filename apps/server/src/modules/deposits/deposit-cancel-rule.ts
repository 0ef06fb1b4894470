import type { DepositRow } from './deposits.repository.js';

/**
 * Kinds the member may cancel while pending. A plain bank transfer is not: the member may already have
 * sent the money, which only the operator sees arrive.
 */
export const CANCELLABLE_KINDS: readonly string[] = ['gateway'];

/** Gateways whose deposit cannot be taken back once sent: a phone card is charged when it is submitted. */
const FINAL_WHEN_SENT: readonly string[] = ['phone_card'];

/**
 * Whether the member may cancel the deposit now. A cancelled deposit that is paid after all is still
 * credited (gateway callbacks, and the VietQR statement feed for transfers to an account with a BIN:
 * deposits/vietqr/bank-feed.matcher.ts), so cancelling never loses money.
 */
export function isCancellable(d: Pick<DepositRow, 'status' | 'kind' | 'gateway' | 'bank'>): boolean {
  if (d.status !== 'pending') return false;
  if (d.kind === 'bank_transfer') return Boolean(d.bank?.bin);
  return CANCELLABLE_KINDS.includes(d.kind) && !FINAL_WHEN_SENT.includes(d.gateway ?? '');
}
