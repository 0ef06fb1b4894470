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

/** What the demo vendor does with the next transfer call (tests and demos of the failure paths). */
export type DemoFault =
  /** Applies the transfer, then times out (the answer is lost on the way back). */
  | 'timeout_after_apply'
  /** Times out without applying anything. */
  | 'timeout_before_apply'
  /** Refuses the transfer. */
  | 'fail'
  /** Applies the transfer but is unreachable for status checks until cleared. */
  | 'timeout_after_apply_and_status_down';

/**
 * An in-process vendor with its own wallets, for development and tests: it behaves like a real
 * transfer-wallet vendor (idempotent by reference, refuses overdrafts, status by reference) and can be
 * told to fail or time out.
 */
export function createDemoVendorGateway(codes: readonly string[] = ['DEMO', 'TCG']) {
  const wallets = new Map<string, number>();
  const done = new Map<string, VendorTransferOutcome>();
  const faults: DemoFault[] = [];
  let statusDown = false;
  const walletKey = (vendor: string, player: string) => `${vendor}:${player}`;

  function apply(t: VendorTransferCall): VendorTransferOutcome {
    const known = done.get(t.reference);
    if (known) return known;
    const key = walletKey(t.vendor, t.player);
    const balance = wallets.get(key) ?? 0;
    let outcome: VendorTransferOutcome;
    if (t.direction === 'out' && balance < t.amount) outcome = { status: 'failed', reason: 'insufficient_balance' };
    else {
      const next = balance + (t.direction === 'in' ? t.amount : -t.amount);
      wallets.set(key, next);
      outcome = { status: 'succeeded', balance: next };
    }
    done.set(t.reference, outcome);
    return outcome;
  }

  const gateway: VendorWalletGateway & {
    injectFault(f: DemoFault): void;
    restoreStatus(): void;
    /**
     * The vendor's own games moving a player's vendor wallet (a stake is negative, a win positive), as the
     * demo vendor's game page plays; false, moving nothing, when a stake is more than the wallet holds.
     */
    play(vendor: string, player: string, delta: number): boolean;
    calls: { transfer: number; status: number };
  } = {
    calls: { transfer: 0, status: 0 },
    vendors: () => codes,
    async transfer(t) {
      gateway.calls.transfer++;
      if (!codes.includes(t.vendor)) return { status: 'failed', reason: 'unknown_vendor' };
      const fault = faults.shift();
      if (fault === 'timeout_before_apply') throw new VendorTimeoutError(t.reference);
      if (fault === 'fail') {
        const outcome = { status: 'failed', reason: 'vendor_refused' } as const;
        done.set(t.reference, outcome);
        return outcome;
      }
      const outcome = apply(t);
      if (fault === 'timeout_after_apply_and_status_down') statusDown = true;
      if (fault?.startsWith('timeout_after_apply')) throw new VendorTimeoutError(t.reference);
      return outcome;
    },
    async status(_vendor, reference) {
      gateway.calls.status++;
      if (statusDown) throw new VendorTimeoutError(reference);
      const o = done.get(reference);
      return o ? o.status : 'not_found';
    },
    async balance(vendor, player) {
      return wallets.get(walletKey(vendor, player)) ?? 0;
    },
    injectFault: (f) => faults.push(f),
    play(vendor, player, delta) {
      const key = walletKey(vendor, player);
      const next = (wallets.get(key) ?? 0) + delta;
      if (next < 0) return false;
      wallets.set(key, next);
      return true;
    },
    restoreStatus: () => {
      statusDown = false;
    },
  };
  return gateway;
}
export type DemoVendorGateway = ReturnType<typeof createDemoVendorGateway>;
