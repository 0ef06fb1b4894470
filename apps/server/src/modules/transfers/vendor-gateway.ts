/**
 * The vendor's side of the transfer-wallet model (domain/vendor-wallets.md): the vendor keeps its own
 * wallet per player; we move money in and out with a unique reference, ask for a transfer's status by
 * that reference, and read the vendor balance. Game adapters (issue 5) implement it per vendor.
 */
export interface VendorWalletGateway {
  /** Vendor codes this gateway serves (e.g. 'TCG', 'PP'). */
  vendors(): readonly string[];
  /**
   * Moves `amount` (minor units) into ('in') or out of ('out') the player's vendor wallet. Idempotent by
   * reference: a repeated reference answers the first outcome. Throws VendorTimeoutError when the vendor
   * did not answer: the outcome is then unknown and must be read with status().
   */
  transfer(t: VendorTransferCall): Promise<VendorTransferOutcome>;
  /** The outcome of a transfer by its reference; 'not_found' when the vendor never applied it. */
  status(vendor: string, reference: string): Promise<'succeeded' | 'failed' | 'not_found'>;
  /** The player's balance at the vendor (minor units). */
  balance(vendor: string, player: string): Promise<number>;
}

export interface VendorTransferCall {
  vendor: string;
  /** Our name for the player at the vendor. */
  player: string;
  direction: 'in' | 'out';
  amount: number;
  reference: string;
}

export type VendorTransferOutcome = { status: 'succeeded'; balance: number } | { status: 'failed'; reason: string };

/** The vendor did not answer in time: whether the transfer happened is unknown. */
export class VendorTimeoutError extends Error {
  constructor(reference: string) {
    super(`Vendor timeout for ${reference}`);
    this.name = 'VendorTimeoutError';
  }
}
